import { Button } from 'primereact/button';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { Column } from 'primereact/column';
import type { SynopticCompletenessRow } from '@pathdesk/contracts';
import { DataTable, LoadError, PageCard, StatusTag, useFormatMonth } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { pageText, SYNOPTIC_COMPLETENESS_PAGE } from '../../report-pages';
import { useGetSynopticCompletenessQuery } from './synoptic-completeness-api';
import { useFileDownload } from './use-file-download';
import { MonthRangeFilter, useMonthRange } from './month-range';

/**
 * /report/synoptic-completeness (issue 30.6; CAP ANP.12350): per month of first release and per
 * pathologist, the malignant reports a synoptic dataset applies to and those with a synoptic report,
 * against the 90% target.
 */
export default function SynopticCompletenessPage() {
  const { t } = useReportsT();
  const formatMonth = useFormatMonth();
  const months = useMonthRange();
  const { range } = months;
  const { data, isFetching, isError, error, refetch } = useGetSynopticCompletenessQuery(range);
  const target = data?.target ?? 90;
  // The registry's file names patients: administrators and lab staff (the API's rule).
  const role = useAppSelector(selectSessionUser)?.role;
  const { download, downloading } = useFileDownload();
  const registryUrl = (format: 'xlsx' | 'csv') => `/api/surgicals/summary/cancer-registry?month=${range.to}&format=${format}`;
  return (
    <PageCard title={pageText(t, SYNOPTIC_COMPLETENESS_PAGE).title} subtitle={t('completeness.subtitle', { target })}>
      <MonthRangeFilter {...months} />
      {isError ? <LoadError what={t('completeness.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data?.rows ?? []}
        loading={isFetching}
        size="small"
        rowClassName={(r: SynopticCompletenessRow) => (r.pathologistId === null ? 'font-semibold' : '')}
        emptyMessage={t('completeness.empty')}
        pt={{ table: { 'aria-label': t('completeness.table') } }}
      >
        <Column header={t('completeness.month')} body={(r: SynopticCompletenessRow) => formatMonth(r.month)} />
        <Column header={t('completeness.pathologist')} body={(r: SynopticCompletenessRow) => (r.pathologistId === null ? t('completeness.allPathologists') : r.pathologistName)} />
        <Column header={t('completeness.eligible')} field="eligible" align="right" />
        <Column header={t('completeness.complete')} field="complete" align="right" />
        <Column
          header={t('completeness.percent')}
          align="right"
          body={(r: SynopticCompletenessRow) =>
            r.percent === null ? '—' : <StatusTag severity={r.meetsTarget ? 'success' : 'danger'} value={`${r.percent.toFixed(1)} %${r.meetsTarget ? '' : ` (< ${target} %)`}`} />
          }
        />
      </DataTable>
      <p className="text-sm text-color-secondary">{t('completeness.how')}</p>
      {role === 'admin' || role === 'user' ? (
        <section aria-labelledby="cancer-registry" className="mt-4">
          <h2 id="cancer-registry" className="text-lg">
            {t('completeness.registry')}
          </h2>
          <p className="text-sm mt-0">{t('completeness.registryHelp', { month: formatMonth(range.to) })}</p>
          <div className="flex flex-wrap gap-2">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                type="button"
                outlined
                icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file'}
                label={t(format === 'xlsx' ? 'completeness.registryExcel' : 'completeness.registryCsv', { month: formatMonth(range.to) })}
                loading={downloading === registryUrl(format)}
                disabled={downloading !== null}
                onClick={() => void download(registryUrl(format), `cancer-registry-${range.to}.${format}`)}
              />
            ))}
          </div>
        </section>
      ) : null}
    </PageCard>
  );
}

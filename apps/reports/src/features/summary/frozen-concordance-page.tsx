import { Column } from 'primereact/column';
import { DEFAULT_FROZEN_TARGET_MINUTES, type FrozenConcordanceMonth } from '@pathdesk/contracts';
import { DataTable, LoadError, PageCard, useFormatMonth } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { FROZEN_CONCORDANCE_PAGE, pageText } from '../../report-pages';
import { useGetFrozenConcordanceQuery } from './frozen-concordance-api';
import { MonthRangeFilter, useMonthRange } from './month-range';

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);
/** Of the sections reported, those within the target, as a percentage to one decimal. */
const withinPercent = (r: FrozenConcordanceMonth) => percent(r.reported ? Math.round((r.withinTarget / r.reported) * 1000) / 10 : null);

/**
 * /report/frozen-concordance (issue 32.3): per month of receipt, the frozen
 * sections, those reported within the lab's target and the median turnaround, and how those compared
 * at sign-out agreed with the final diagnosis; the months' total last.
 */
export default function FrozenConcordancePage() {
  const { t } = useReportsT();
  const formatMonth = useFormatMonth();
  const months = useMonthRange();
  const { data, isFetching, isError, error, refetch } = useGetFrozenConcordanceQuery(months.range);
  const target = data?.targetMinutes ?? DEFAULT_FROZEN_TARGET_MINUTES;
  // The total closes the table: none when no section was received in the months.
  const rows = data?.total.frozenSections ? [...data.months, data.total] : [];
  const isTotal = (r: FrozenConcordanceMonth) => r === data?.total;
  return (
    <PageCard title={pageText(t, FROZEN_CONCORDANCE_PAGE).title} subtitle={t('frozenConcordance.subtitle', { target })}>
      <MonthRangeFilter {...months} />
      {isError ? <LoadError what={t('frozenConcordance.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={rows}
        loading={isFetching}
        size="small"
        rowClassName={(r: FrozenConcordanceMonth) => (isTotal(r) ? 'font-semibold' : '')}
        emptyMessage={t('frozenConcordance.empty')}
        pt={{ table: { 'aria-label': t('frozenConcordance.table') } }}
      >
        <Column header={t('completeness.month')} body={(r: FrozenConcordanceMonth) => (isTotal(r) ? t('frozenConcordance.total') : formatMonth(r.month))} />
        <Column header={t('frozenConcordance.sections')} field="frozenSections" align="right" />
        <Column header={t('frozenConcordance.reported')} field="reported" align="right" />
        <Column header={t('frozenConcordance.withinTarget')} field="withinTarget" align="right" />
        <Column header={t('frozenConcordance.withinTargetPercent')} align="right" body={withinPercent} />
        <Column header={t('frozenConcordance.median')} align="right" body={(r: FrozenConcordanceMonth) => r.medianMinutes ?? '—'} />
        <Column header={t('frozenConcordance.correlated')} field="correlated" align="right" />
        <Column header={t('frozenConcordance.agree')} field="agree" align="right" />
        <Column header={t('frozenConcordance.deferred')} field="deferred" align="right" />
        <Column header={t('frozenConcordance.minor')} field="minor" align="right" />
        <Column header={t('frozenConcordance.major')} field="major" align="right" />
        <Column header={t('frozenConcordance.concordance')} align="right" body={(r: FrozenConcordanceMonth) => percent(r.concordancePercent)} />
      </DataTable>
      <p className="text-sm text-color-secondary">{t('frozenConcordance.how', { target })}</p>
    </PageCard>
  );
}

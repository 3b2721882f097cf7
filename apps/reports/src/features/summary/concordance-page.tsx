import { Column } from 'primereact/column';
import type { ConsultationSummaryRow } from '@pathdesk/contracts';
import { DataTable, LoadError, PageCard, useFormatMonth } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { CONCORDANCE_PAGE, pageText } from '../../report-pages';
import { useGetConsultationSummaryQuery } from './concordance-api';
import { MonthRangeFilter, useMonthRange } from './month-range';

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);

/**
 * /report/concordance (issue 32.2): per month, the second opinions asked per pathologist, with their
 * agreement rate. The frozen sections' concordance has its own page (/report/frozen-concordance).
 */
export default function ConcordancePage() {
  const { t } = useReportsT();
  const formatMonth = useFormatMonth();
  const months = useMonthRange();
  const opinions = useGetConsultationSummaryQuery(months.range);
  return (
    <PageCard title={pageText(t, CONCORDANCE_PAGE).title} subtitle={t('concordance.subtitle')}>
      <MonthRangeFilter {...months} />
      {opinions.isError ? <LoadError what={t('concordance.opinionsWhat')} error={opinions.error} onRetry={opinions.refetch} /> : null}
      <DataTable
        value={opinions.data?.rows ?? []}
        loading={opinions.isFetching}
        size="small"
        rowClassName={(r: ConsultationSummaryRow) => (r.pathologist === null ? 'font-semibold' : '')}
        emptyMessage={t('concordance.opinionsEmpty')}
        pt={{ table: { 'aria-label': t('concordance.opinionsTable') } }}
      >
        <Column header={t('completeness.month')} body={(r: ConsultationSummaryRow) => formatMonth(r.month)} />
        <Column header={t('completeness.pathologist')} body={(r: ConsultationSummaryRow) => (r.pathologist === null ? t('completeness.allPathologists') : r.pathologistName)} />
        <Column header={t('concordance.asked')} field="asked" align="right" />
        <Column header={t('concordance.answered')} field="answered" align="right" />
        <Column header={t('concordance.agree')} field="agree" align="right" />
        <Column header={t('concordance.minor')} field="minor" align="right" />
        <Column header={t('concordance.major')} field="major" align="right" />
        <Column header={t('concordance.agreement')} align="right" body={(r: ConsultationSummaryRow) => percent(r.agreementPercent)} />
      </DataTable>
    </PageCard>
  );
}

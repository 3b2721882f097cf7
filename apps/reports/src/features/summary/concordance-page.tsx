import { useState } from 'react';
import { Column } from 'primereact/column';
import { labMonth, type ConsultationSummaryRow, type FrozenConcordanceMonth } from '@pathdesk/contracts';
import { DataTable, LabCalendar, LoadError, PageCard, useFormatMonth } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { CONCORDANCE_PAGE, pageText } from '../../report-pages';
import { useGetConsultationSummaryQuery, useGetFrozenConcordanceQuery } from './concordance-api';

const toDate = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1, 1);
const toMonth = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
const monthsBack = (month: string, n: number) => toMonth(new Date(Number(month.slice(0, 4)), Number(month.slice(5)) - 1 - n, 1));
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);
const share = (part: number, whole: number) => (whole ? `${part} (${((part / whole) * 100).toFixed(1)} %)` : '0');

/**
 * /report/concordance (issue 32.2–32.3): per month, the frozen sections — reported within the lab's
 * target, and how they compared with the final diagnosis — and the second opinions asked per
 * pathologist, with their agreement rate.
 */
export default function ConcordancePage() {
  const { t } = useReportsT();
  const formatMonth = useFormatMonth();
  const now = labMonth();
  const [range, setRange] = useState({ from: monthsBack(now, 5), to: now });
  const frozen = useGetFrozenConcordanceQuery(range);
  const opinions = useGetConsultationSummaryQuery(range);
  const setMonth = (end: 'from' | 'to', value: Date | null) => {
    if (!value) return;
    const month = toMonth(value);
    setRange((r) => {
      const next = { ...r, [end]: month };
      return next.from > next.to ? { from: month, to: month } : next;
    });
  };
  const frozenRows = frozen.data ? [...frozen.data.months, ...(frozen.data.total.frozenSections ? [frozen.data.total] : [])] : [];
  const monthOf = (month: string) => (month === 'total' ? t('concordance.total') : formatMonth(month));
  return (
    <PageCard title={pageText(t, CONCORDANCE_PAGE).title} subtitle={t('concordance.subtitle')}>
      <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label={t('completeness.months')}>
        <LabCalendar
          value={toDate(range.from)}
          onChange={(e) => setMonth('from', e.value as Date | null)}
          view="month"
          readOnlyInput
          showIcon
          aria-label={t('completeness.from')}
          maxDate={toDate(now)}
        />
        <span aria-hidden>–</span>
        <LabCalendar
          value={toDate(range.to)}
          onChange={(e) => setMonth('to', e.value as Date | null)}
          view="month"
          readOnlyInput
          showIcon
          aria-label={t('completeness.to')}
          maxDate={toDate(now)}
        />
      </div>

      <h2 className="text-lg">{t('concordance.frozenHeading', { target: frozen.data?.targetMinutes ?? 20 })}</h2>
      {frozen.isError ? <LoadError what={t('concordance.frozenWhat')} error={frozen.error} onRetry={frozen.refetch} /> : null}
      <DataTable
        value={frozenRows}
        loading={frozen.isFetching}
        size="small"
        rowClassName={(r: FrozenConcordanceMonth) => (r.month === 'total' ? 'font-semibold' : '')}
        emptyMessage={t('concordance.frozenEmpty')}
        pt={{ table: { 'aria-label': t('concordance.frozenTable') } }}
      >
        <Column header={t('completeness.month')} body={(r: FrozenConcordanceMonth) => monthOf(r.month)} />
        <Column header={t('concordance.sections')} field="frozenSections" align="right" />
        <Column header={t('concordance.withinTarget')} align="right" body={(r: FrozenConcordanceMonth) => share(r.withinTarget, r.reported)} />
        <Column header={t('concordance.median')} align="right" body={(r: FrozenConcordanceMonth) => (r.medianMinutes === null ? '—' : r.medianMinutes)} />
        <Column header={t('concordance.agree')} field="agree" align="right" />
        <Column header={t('concordance.deferred')} field="deferred" align="right" />
        <Column header={t('concordance.minor')} field="minor" align="right" />
        <Column header={t('concordance.major')} field="major" align="right" />
        <Column header={t('concordance.concordance')} align="right" body={(r: FrozenConcordanceMonth) => percent(r.concordancePercent)} />
      </DataTable>
      <p className="text-sm text-color-secondary">{t('concordance.frozenHow')}</p>

      <h2 className="text-lg">{t('concordance.opinionsHeading')}</h2>
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

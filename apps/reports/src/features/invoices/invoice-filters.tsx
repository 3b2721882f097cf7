import { memo } from 'react';
import { useReportsT } from '../../i18n';
import { Dropdown } from 'primereact/dropdown';
import type { InvoiceStatusFilter } from '@pathdesk/contracts';
import { LabCalendar } from '@pathdesk/web-ui';
import { statusFilterOptions } from './invoice-status';
import type { InvoiceListFilters } from './invoice-list-query';
import { PayerDropdown } from './payer-dropdown';
import { dateToMonth, latestMonthDate, monthToDate } from './period';

export interface InvoiceFiltersProps {
  value: InvoiceListFilters;
  onChange: (changes: Partial<InvoiceListFilters>) => void;
}

/**
 * An invoice list's filters: payer, period (a month) and status (life or payment). Drawn again only
 * when they change (PrimeReact's Calendar builds its months on every render, open or not).
 */
export const InvoiceFilters = memo(function InvoiceFilters({ value, onChange }: InvoiceFiltersProps) {
  const { t } = useReportsT();
  return (
    <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label={t('invoice.filters')}>
      <PayerDropdown value={value.payer} onChange={(payer) => onChange({ payer })} placeholder={t('invoice.allPayers')} ariaLabel={t('invoice.payer')} />
      <LabCalendar
        value={value.month ? monthToDate(value.month) : null}
        onChange={(e) => onChange({ month: e.value instanceof Date ? dateToMonth(e.value) : null })}
        view="month"
        readOnlyInput
        showButtonBar
        showIcon
        placeholder={t('invoice.anyPeriod')}
        aria-label={t('common.period')}
        maxDate={latestMonthDate()}
      />
      <Dropdown
        value={value.status}
        options={statusFilterOptions(t)}
        optionLabel="label"
        optionValue="value"
        onChange={(e) => onChange({ status: (e.value as InvoiceStatusFilter | undefined) ?? null })}
        placeholder={t('invoice.anyStatus')}
        showClear
        aria-label={t('invoice.statusLabel')}
        style={{ minWidth: '10rem' }}
      />
    </div>
  );
});

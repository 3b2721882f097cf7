import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import type { InvoiceStatusFilter } from '@pathdesk/contracts';
import { STATUS_FILTER_OPTIONS } from './invoice-status';
import type { InvoiceListFilters } from './invoice-list-query';
import { PayerDropdown } from './payer-dropdown';
import { dateToMonth, latestMonthDate, monthToDate } from './period';

export interface InvoiceFiltersProps {
  value: InvoiceListFilters;
  onChange: (changes: Partial<InvoiceListFilters>) => void;
}

/** An invoice list's filters: payer, period (a month) and status (life or payment). */
export function InvoiceFilters({ value, onChange }: InvoiceFiltersProps) {
  return (
    <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label="Invoice filters">
      <PayerDropdown value={value.payer} onChange={(payer) => onChange({ payer })} placeholder="All payers" ariaLabel="Payer" />
      <Calendar
        value={value.month ? monthToDate(value.month) : null}
        onChange={(e) => onChange({ month: e.value instanceof Date ? dateToMonth(e.value) : null })}
        view="month"
        dateFormat="mm/yy"
        readOnlyInput
        showButtonBar
        showIcon
        placeholder="Any period"
        aria-label="Period"
        maxDate={latestMonthDate()}
      />
      <Dropdown
        value={value.status}
        options={STATUS_FILTER_OPTIONS}
        optionLabel="label"
        optionValue="value"
        onChange={(e) => onChange({ status: (e.value as InvoiceStatusFilter | undefined) ?? null })}
        placeholder="Any status"
        showClear
        aria-label="Status"
        style={{ minWidth: '10rem' }}
      />
    </div>
  );
}

import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { HospitalFilter } from '@pathdesk/web-ui';
import type { ReportListFilters } from './report-list-query';

export interface ReportFiltersProps {
  value: ReportListFilters;
  onChange: (changes: Partial<ReportListFilters>) => void;
}

/** A report list's filters: hospital, released between, and whether older versions show too. */
export function ReportFilters({ value, onChange }: ReportFiltersProps) {
  return (
    <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label="Report filters">
      <HospitalFilter value={value.hospitalId} onChange={(hospitalId) => onChange({ hospitalId })} />
      <Calendar
        value={value.released}
        onChange={(e) => onChange({ released: (e.value as (Date | null)[] | null) ?? null })}
        selectionMode="range"
        readOnlyInput
        showButtonBar
        showIcon
        placeholder="Released between"
        aria-label="Released between"
        maxDate={new Date()}
      />
      <div className="flex align-items-center gap-2">
        <Checkbox inputId="reports-latest-only" checked={value.latestOnly} onChange={(e) => onChange({ latestOnly: !!e.checked })} />
        <label htmlFor="reports-latest-only">Latest versions only</label>
      </div>
    </div>
  );
}

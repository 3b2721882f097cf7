import { useReportsT } from '../../i18n';
import { Checkbox } from 'primereact/checkbox';
import { HospitalFilter, LabCalendar } from '@pathdesk/web-ui';
import type { ReportListFilters } from './report-list-query';

export interface ReportFiltersProps {
  value: ReportListFilters;
  onChange: (changes: Partial<ReportListFilters>) => void;
  /** Offer the hospital filter (its list is for those who may read the lookups). */
  hospitals: boolean;
}

/** A report list's filters: hospital (for those who may list them), released between, and whether older versions show too. */
export function ReportFilters({ value, onChange, hospitals }: ReportFiltersProps) {
  const { t } = useReportsT();
  return (
    <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label={t('list.filters')}>
      {hospitals ? <HospitalFilter value={value.hospitalId} onChange={(hospitalId) => onChange({ hospitalId })} /> : null}
      <LabCalendar
        value={value.released}
        onChange={(e) => onChange({ released: (e.value as (Date | null)[] | null) ?? null })}
        selectionMode="range"
        readOnlyInput
        showButtonBar
        showIcon
        placeholder={t('list.releasedBetween')}
        aria-label={t('list.releasedBetween')}
        maxDate={new Date()}
      />
      <div className="flex align-items-center gap-2">
        <Checkbox inputId="reports-latest-only" checked={value.latestOnly} onChange={(e) => onChange({ latestOnly: !!e.checked })} />
        <label htmlFor="reports-latest-only">{t('list.latestOnly')}</label>
      </div>
    </div>
  );
}

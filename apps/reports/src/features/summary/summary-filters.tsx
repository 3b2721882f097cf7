import { useReportsT } from '../../i18n';
import { Dropdown } from 'primereact/dropdown';
import type { CaseKind } from '@pathdesk/contracts';
import { useGetCfgOptionsQuery } from '@pathdesk/web-lookups';
import { HospitalFilter, LabCalendar } from '@pathdesk/web-ui';

export interface SummaryFilterValues {
  /** The period as the calendar gives it: [from, to], `to` null while one day is picked. */
  period: (Date | null)[];
  hospitalId: number | null;
  pathologistId: number | null;
  screenerId: number | null;
}

export interface SummaryFiltersProps {
  kind: CaseKind;
  value: SummaryFilterValues;
  onChange: (changes: Partial<SummaryFilterValues>) => void;
}

const PEOPLE_STYLE = { minWidth: '14rem' };

/** A summary's period and its optional hospital, pathologist and (cytology, Pap) screener. */
export function SummaryFilters({ kind, value, onChange }: SummaryFiltersProps) {
  const { t } = useReportsT();
  const { data: pathologists = [] } = useGetCfgOptionsQuery('pathologists');
  const { data: screeners = [] } = useGetCfgOptionsQuery('screeners', { skip: kind === 'surgical' });
  return (
    <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label={t('summary.filters')}>
      <LabCalendar
        value={value.period}
        onChange={(e) => {
          const period = (e.value as (Date | null)[] | null) ?? [];
          if (period[0]) onChange({ period });
        }}
        selectionMode="range"
        readOnlyInput
        showIcon
        placeholder={t('common.period')}
        aria-label={t('common.period')}
        maxDate={new Date()}
      />
      <HospitalFilter value={value.hospitalId} onChange={(hospitalId) => onChange({ hospitalId })} />
      <Dropdown
        value={value.pathologistId}
        options={pathologists}
        optionLabel="name"
        optionValue="id"
        onChange={(e) => onChange({ pathologistId: (e.value as number | undefined) ?? null })}
        placeholder={t('summary.allPathologists')}
        showClear
        filter
        aria-label={t('summary.pathologist')}
        style={PEOPLE_STYLE}
      />
      {kind === 'surgical' ? null : (
        <Dropdown
          value={value.screenerId}
          options={screeners}
          optionLabel="name"
          optionValue="id"
          onChange={(e) => onChange({ screenerId: (e.value as number | undefined) ?? null })}
          placeholder={t('summary.allScreeners')}
          showClear
          filter
          aria-label={t('summary.screener')}
          style={PEOPLE_STYLE}
        />
      )}
    </div>
  );
}

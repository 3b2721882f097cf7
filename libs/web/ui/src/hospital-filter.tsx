import { Dropdown } from 'primereact/dropdown';
import { useCommonT } from './use-common-t.js';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';

const STYLE = { minWidth: '16rem' };

/** A list toolbar's hospital filter: any active hospital, searchable by name or code; cleared, all of them. */
export function HospitalFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const { t } = useCommonT();
  return (
    <Dropdown
      value={value}
      options={hospitals}
      optionLabel="name"
      optionValue="id"
      onChange={(e) => onChange((e.value as number | undefined) ?? null)}
      placeholder={t('filters.allHospitals')}
      filter
      filterBy="name,code,nameEn"
      showClear
      aria-label={t('filters.hospital')}
      style={STYLE}
    />
  );
}

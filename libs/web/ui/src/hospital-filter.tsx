import { Dropdown } from 'primereact/dropdown';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-data';

const STYLE = { minWidth: '16rem' };

/** A list toolbar's hospital filter: any active hospital, searchable by name or code; cleared, all of them. */
export function HospitalFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  return (
    <Dropdown
      value={value}
      options={hospitals}
      optionLabel="name"
      optionValue="id"
      onChange={(e) => onChange((e.value as number | undefined) ?? null)}
      placeholder="All hospitals"
      filter
      filterBy="name,code,nameEn"
      showClear
      aria-label="Hospital"
      style={STYLE}
    />
  );
}

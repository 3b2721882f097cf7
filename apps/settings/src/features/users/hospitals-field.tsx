import { useSettingsT } from '../../i18n';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { MultiSelectField, SwitchField } from '@pathdesk/web-ui';

/**
 * "Hospitals": the hospitals whose reports the account reads (issue 28.1). A guest needs at least
 * one, or the administrator's explicit "all hospitals" (a lab's own read-only account); the API
 * refuses a guest without either at the field. Other roles read every hospital's records.
 */
export function HospitalsField({
  role,
  value,
  all,
  error,
  onChange,
  onAllChange,
}: {
  role: string;
  value: number[];
  all: boolean;
  error?: string;
  onChange: (ids: number[]) => void;
  onAllChange: (all: boolean) => void;
}) {
  const { t } = useSettingsT();
  const { data: hospitals = [], isFetching } = useGetHospitalOptionsQuery();
  if (role !== 'guest') return null;
  return (
    <>
      <SwitchField id="user-allHospitals" label={t('users.allHospitals')} hint={t('users.allHospitalsHint')} checked={all} onChange={onAllChange} />
      {all ? null : (
        <MultiSelectField<number>
          id="user-hospitalIds"
          label={t('users.hospitals')}
          error={error}
          required
          hint={t('users.hospitalsHint')}
          value={value}
          options={hospitals.map((h) => ({ id: h.id, label: `${h.code} — ${h.name}` }))}
          optionLabel="label"
          optionValue="id"
          placeholder={isFetching ? t('common.loading') : t('users.noHospital')}
          filter
          onChange={onChange}
        />
      )}
    </>
  );
}

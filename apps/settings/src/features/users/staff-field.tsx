import { useSettingsT } from '../../i18n';
import { useGetCfgOptionsQuery } from '@pathdesk/web-lookups';
import { DropdownField } from '@pathdesk/web-ui';

/** Which records an account of each role signs as (the API checks the same). */
const CATEGORIES: Record<string, readonly ('pathologists' | 'screeners')[]> = {
  doctor: ['pathologists'],
  user: ['screeners'],
  admin: ['pathologists', 'screeners'],
};

/**
 * "Signs as": the pathologist or screener record whose name and credentials the account's
 * sign-outs carry (issue 16.6). Hidden for roles that sign nothing.
 */
export function StaffField({ role, value, error, onChange }: { role: string; value: number | null; error?: string; onChange: (id: number | null) => void }) {
  const { t } = useSettingsT();
  const { data: pathologists = [], isFetching: p } = useGetCfgOptionsQuery('pathologists');
  const { data: screeners = [], isFetching: s } = useGetCfgOptionsQuery('screeners');
  const lists = CATEGORIES[role] ?? [];
  if (!lists.length) return null;
  const options = [
    ...(lists.includes('pathologists') ? pathologists.map((o) => ({ id: o.id, label: t('users.asPathologist', { name: o.name }) })) : []),
    ...(lists.includes('screeners') ? screeners.map((o) => ({ id: o.id, label: t('users.asScreener', { name: o.name }) })) : []),
  ];
  return (
    <DropdownField
      id="user-staffId"
      label={t('users.signsAs')}
      error={error}
      hint={role === 'admin' ? t('users.signsAsAdminHint') : t('users.signsAsHint')}
      value={value}
      options={options}
      optionLabel="label"
      optionValue="id"
      placeholder={p || s ? t('common.loading') : t('users.notLinked')}
      filter
      showClear
      onChange={(v) => onChange((v as number | null) ?? null)}
    />
  );
}

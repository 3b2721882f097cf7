import { useGetCfgOptionsQuery } from '@pathdesk/web-data';
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
  const { data: pathologists = [], isFetching: p } = useGetCfgOptionsQuery('pathologists');
  const { data: screeners = [], isFetching: s } = useGetCfgOptionsQuery('screeners');
  const lists = CATEGORIES[role] ?? [];
  if (!lists.length) return null;
  const options = [
    ...(lists.includes('pathologists') ? pathologists.map((o) => ({ id: o.id, label: `${o.name} — pathologist` })) : []),
    ...(lists.includes('screeners') ? screeners.map((o) => ({ id: o.id, label: `${o.name} — screener` })) : []),
  ];
  return (
    <DropdownField
      id="user-staffId"
      label="Signs as"
      error={error}
      hint={role === 'admin' ? 'Optional for an administrator.' : 'Reports this account signs name this record and its credentials.'}
      value={value}
      options={options}
      optionLabel="label"
      optionValue="id"
      placeholder={p || s ? 'Loading…' : 'Not linked'}
      filter
      showClear
      onChange={(v) => onChange((v as number | null) ?? null)}
    />
  );
}

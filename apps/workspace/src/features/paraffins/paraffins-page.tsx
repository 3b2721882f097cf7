import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { hasRole, type ParaffinDto } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { LoadError } from '@pathdesk/web-ui';
import { useCase } from '../cases';
import { useGetBlocksQuery } from '../blocks';
import { useGetCaseParaffinsQuery } from './paraffins-api';
import { ParaffinDialog } from './paraffin-dialog';
import { ParaffinsTable } from './paraffins-table';
import { PARAFFIN_ROLES } from './paraffin-form-model';
import { useWorkspaceT } from '../../i18n';

/** /workspace/{kind}/{id}/paraffins: requests for this case's blocks or unstained slides from outside. */
export default function ParaffinsPage() {
  const { kind, caseDto } = useCase();
  const staff = hasRole(useAppSelector(selectSessionUser)?.role, PARAFFIN_ROLES);
  const { data: requests = [], isLoading, isFetching, isError, error, refetch } = useGetCaseParaffinsQuery({ kind, caseId: caseDto.id });
  const { data: blocks } = useGetBlocksQuery({ kind, caseId: caseDto.id });
  const [editing, setEditing] = useState<ParaffinDto | null | undefined>(undefined);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const { t } = useWorkspaceT();
  const shown = overdueOnly ? requests.filter((r) => r.overdue) : requests;

  return (
    <section className="card" aria-labelledby="paraffins-title">
      <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="paraffins-title" className="m-0 text-xl">
          {t('bench.paraffins.title')}
        </h2>
        <div className="flex align-items-center gap-3">
          <label htmlFor="paraffins-overdue" className="flex align-items-center gap-2">
            <InputSwitch inputId="paraffins-overdue" checked={overdueOnly} onChange={(e) => setOverdueOnly(!!e.value)} />
            {t('bench.paraffins.overdueOnly')}
          </label>
          {staff && caseDto.status !== 'cancelled' ? <Button type="button" label={t('bench.paraffins.newRequest')} icon="pi pi-plus" onClick={() => setEditing(null)} /> : null}
        </div>
      </header>
      {isError ? <LoadError what={t('bench.paraffins.what')} error={error} onRetry={refetch} /> : null}
      <ParaffinsTable requests={shown} loading={isLoading || isFetching} label={t('bench.paraffins.requests')} onEdit={staff ? setEditing : undefined} />
      {editing !== undefined ? <ParaffinDialog kind={kind} caseId={caseDto.id} blocks={blocks?.blocks ?? []} request={editing} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}

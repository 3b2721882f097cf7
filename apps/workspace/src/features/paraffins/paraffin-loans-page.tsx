import { useState } from 'react';
import { Link } from 'react-router';
import { InputSwitch } from 'primereact/inputswitch';
import { casePath, type ParaffinDto } from '@pathdesk/contracts';
import { LoadError, PageCard } from '@pathdesk/web-ui';
import { useGetParaffinListQuery } from './paraffins-api';
import { ParaffinsTable } from './paraffins-table';

const PAGE = 100;

/** /workspace/paraffins: blocks and slides lent outside across cases, due back first; the overdue list by default. */
export default function ParaffinLoansPage() {
  const [overdueOnly, setOverdueOnly] = useState(true);
  const params = { first: '0', rows: String(PAGE), sortField: 'dueBackDate', sortOrder: '1', ...(overdueOnly ? { overdue: 'true' } : {}) };
  const { data, isFetching, isError, error, refetch } = useGetParaffinListQuery(params);
  const total = data?.total ?? 0;

  return (
    <PageCard
      title="Paraffin loans"
      subtitle={data ? `${total.toLocaleString()} request${total === 1 ? '' : 's'}${overdueOnly ? ' overdue' : ''}${total > PAGE ? ` · the ${PAGE} due back first are shown` : ''}` : undefined}
      actions={
        <label htmlFor="loans-overdue" className="flex align-items-center gap-2">
          <InputSwitch inputId="loans-overdue" checked={overdueOnly} onChange={(e) => setOverdueOnly(!!e.value)} />
          Overdue only
        </label>
      }
    >
      {isError ? <LoadError what="paraffin requests" error={error} onRetry={refetch} /> : null}
      <ParaffinsTable
        requests={data?.items ?? []}
        loading={isFetching}
        label="Paraffin loans"
        caseColumn={(r: ParaffinDto) => (
          <Link to={casePath(r.kind, r.caseId, 'paraffins')} className="font-semibold">
            {r.accessionNo}
          </Link>
        )}
      />
    </PageCard>
  );
}

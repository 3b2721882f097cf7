import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { casePath, PARAFFIN_STATUSES, type ParaffinDto, type ParaffinSortField, type ParaffinStatus } from '@pathdesk/contracts';
import { LoadError, PageCard, SearchBox, useLazyTable } from '@pathdesk/web-ui';
import { PARAFFIN_STATUS_LABELS } from './paraffin-form-model';
import { useGetParaffinListQuery } from './paraffins-api';
import { ParaffinsTable } from './paraffins-table';

const STATUS_OPTIONS = PARAFFIN_STATUSES.map((value) => ({ value, label: PARAFFIN_STATUS_LABELS[value] }));

/**
 * /workspace/paraffins: blocks and slides lent outside across cases, due back first; the overdue
 * list by default. Paged, sorted and searched (accession number) by the server.
 */
export default function ParaffinLoansPage() {
  const table = useLazyTable<ParaffinSortField>({ sortField: 'dueBackDate', sortOrder: 1, filterable: {} });
  const [overdueOnly, setOverdueOnly] = useState(true);
  const [status, setStatus] = useState<ParaffinStatus | null>(null);
  const params = useMemo(() => {
    const p: Record<string, string> = { ...table.params };
    if (overdueOnly) p.overdue = 'true';
    if (status) p.status = status;
    return p;
  }, [table.params, overdueOnly, status]);
  const { data, isFetching, isError, error, refetch } = useGetParaffinListQuery(params);
  const total = data?.total ?? 0;
  const toFirstPage = () => table.setState((s) => ({ ...s, first: 0 }));

  return (
    <PageCard
      title="Paraffin loans"
      subtitle={data ? `${total.toLocaleString()} request${total === 1 ? '' : 's'}${overdueOnly ? ' overdue' : ''}` : undefined}
      actions={<SearchBox {...table.searchProps} label="Accession no." />}
    >
      <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label="Loan filters">
        <label htmlFor="loans-overdue" className="flex align-items-center gap-2">
          <InputSwitch
            inputId="loans-overdue"
            checked={overdueOnly}
            onChange={(e) => {
              setOverdueOnly(!!e.value);
              toFirstPage();
            }}
          />
          Overdue only
        </label>
        <Dropdown
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => {
            setStatus(PARAFFIN_STATUSES.find((s) => s === e.value) ?? null);
            toFirstPage();
          }}
          placeholder="Any status"
          showClear
          aria-label="Status"
        />
      </div>
      {isError ? <LoadError what="paraffin requests" error={error} onRetry={refetch} /> : null}
      <ParaffinsTable
        requests={data?.items ?? []}
        loading={isFetching}
        label="Paraffin loans"
        paging={{ ...table.tableProps, totalRecords: total }}
        caseColumn={(r: ParaffinDto) => (
          <Link to={casePath(r.kind, r.caseId, 'paraffins')} className="font-semibold">
            {r.accessionNo}
          </Link>
        )}
      />
    </PageCard>
  );
}

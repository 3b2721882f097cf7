import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { casePath, PARAFFIN_STATUSES, type ParaffinDto, type ParaffinSortField, type ParaffinStatus } from '@pathdesk/contracts';
import { LoadError, PageCard, SearchBox, useLazyTable } from '@pathdesk/web-ui';
import { useParaffinStatusLabels } from './use-paraffin-labels';
import { useWorkspaceT } from '../../i18n';
import { useGetParaffinListQuery } from './paraffins-api';
import { ParaffinsTable } from './paraffins-table';

/**
 * /workspace/paraffins: blocks and slides lent outside across cases, due back first; all open
 * loans (requested or out) by default, the overdue ones at a switch (issue 26.8). Paged, sorted and searched (accession number) by the server.
 */
export default function ParaffinLoansPage() {
  const { t } = useWorkspaceT();
  const statusLabels = useParaffinStatusLabels();
  const STATUS_OPTIONS = PARAFFIN_STATUSES.map((value) => ({ value, label: statusLabels[value] }));
  const table = useLazyTable<ParaffinSortField>({ sortField: 'dueBackDate', sortOrder: 1, filterable: {} });
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [status, setStatus] = useState<ParaffinStatus | null>(null);
  const params = useMemo(() => {
    const p: Record<string, string> = { ...table.params };
    if (overdueOnly) p.overdue = 'true';
    if (status) p.status = status;
    else if (!overdueOnly) p.open = 'true';
    return p;
  }, [table.params, overdueOnly, status]);
  const { data, isFetching, isError, error, refetch } = useGetParaffinListQuery(params);
  const total = data?.total ?? 0;
  const toFirstPage = () => table.setState((s) => ({ ...s, first: 0 }));

  return (
    <PageCard
      title={t('bench.paraffins.loansTitle')}
      subtitle={
        data
          ? overdueOnly
            ? t('bench.paraffins.overdueCount', { count: total, formatted: total.toLocaleString() })
            : status
              ? t('bench.paraffins.requestCount', { count: total, formatted: total.toLocaleString() })
              : t('bench.paraffins.openCount', { count: total, formatted: total.toLocaleString() })
          : undefined
      }
      actions={<SearchBox {...table.searchProps} label={t('bench.paraffins.accessionNo')} />}
    >
      <div className="flex flex-wrap align-items-center gap-3 mb-3" role="group" aria-label={t('bench.paraffins.filters')}>
        <label htmlFor="loans-overdue" className="flex align-items-center gap-2">
          <InputSwitch
            inputId="loans-overdue"
            checked={overdueOnly}
            onChange={(e) => {
              setOverdueOnly(!!e.value);
              toFirstPage();
            }}
          />
          {t('bench.paraffins.overdueOnly')}
        </label>
        <Dropdown
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => {
            setStatus(PARAFFIN_STATUSES.find((s) => s === e.value) ?? null);
            toFirstPage();
          }}
          placeholder={t('bench.additionals.anyStatus')}
          showClear
          aria-label={t('bench.additionals.colStatus')}
        />
      </div>
      {isError ? <LoadError what={t('bench.paraffins.what')} error={error} onRetry={refetch} /> : null}
      <ParaffinsTable
        requests={data?.items ?? []}
        loading={isFetching}
        label={t('bench.paraffins.loansTitle')}
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

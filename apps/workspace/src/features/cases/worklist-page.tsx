import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Column } from 'primereact/column';
import { MultiSelect } from 'primereact/multiselect';
import { CASE_COUNT_CAP, CASE_FILTERS, CASE_STATUSES, casePath, hasRole, registerPath, type CaseKind, type CaseListItem, type CaseStatus } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import {
  CaseStatusTag,
  useCaseKindCopy,
  useCaseStatusLabels,
  dateColumn,
  HospitalFilter,
  LabCalendar,
  LoadError,
  localDay,
  matchModeOptions,
  PageCard,
  PriorityTag,
  SearchBox,
  useLazyTable,
  DataTable,
} from '@pathdesk/web-ui';
import { useScannedCode } from '../blocks';
import { useGetCasesQuery } from './cases-api';
import { useWorkspaceT } from '../../i18n';

const text = matchModeOptions('text');

const statusesFrom = (value: string | null): CaseStatus[] => (value ?? '').split(',').filter((s): s is CaseStatus => (CASE_STATUSES as readonly string[]).includes(s));
const dayFrom = (value: string | null): Date | null => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : null);
function receivedFrom(from: string | null, to: string | null): (Date | null)[] | null {
  const start = dayFrom(from);
  return start ? [start, dayFrom(to) ?? start] : null;
}

/**
 * /workspace/{kind}: the worklist — newest received first, paged and filtered on the server; the
 * search box finds a case by accession number or HN (or patient name) as you type.
 */
export default function WorklistPage({ kind }: { kind: CaseKind }) {
  const copy = useCaseKindCopy()[kind];
  const { t } = useWorkspaceT();
  const statusLabels = useCaseStatusLabels();
  const STATUS_OPTIONS = CASE_STATUSES.map((value) => ({ value, label: statusLabels[value] }));
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const canRegister = hasRole(user?.role, ['admin', 'user']);
  // A link (the dashboard's numbers, a known patient's earlier cases) may open the worklist already filtered: ?status=a,b&hospitalId=&receivedFrom=&receivedTo=&search=
  const [linked] = useSearchParams();
  const table = useLazyTable({ sortField: 'receivedAt', sortOrder: -1, filterable: CASE_FILTERS, search: linked.get('search') ?? '' });
  const [statuses, setStatuses] = useState<CaseStatus[]>(() => statusesFrom(linked.get('status')));
  const [hospitalId, setHospitalId] = useState<number | null>(() => Number(linked.get('hospitalId')) || null);
  const [received, setReceived] = useState<(Date | null)[] | null>(() => receivedFrom(linked.get('receivedFrom'), linked.get('receivedTo')));

  const params = useMemo(() => {
    const p: Record<string, string> = { ...table.params };
    if (statuses.length) p.status = statuses.join(',');
    if (hospitalId) p.hospitalId = String(hospitalId);
    if (received?.[0]) p.receivedFrom = localDay(received[0]);
    if (received?.[1] ?? received?.[0]) p.receivedTo = localDay((received[1] ?? received[0])!);
    return p;
  }, [table.params, statuses, hospitalId, received]);
  const { data, isFetching, isError, error, refetch } = useGetCasesQuery({ kind, params });

  const scan = useScannedCode();
  // A scanned block or slide label opens its case; any other text stays a search.
  const onEnter = async (text: string) => {
    const barcode = await scan.lookUp(text);
    if (barcode) scan.open(barcode);
  };

  const resetFirst = () => table.setState((s) => ({ ...s, first: 0 }));

  return (
    <PageCard
      title={copy.title}
      subtitle={
        data
          ? data.totalCapped
            ? t('worklist.countCapped', { cap: CASE_COUNT_CAP.toLocaleString() })
            : t('worklist.count', { count: data.total, total: data.total.toLocaleString() })
          : undefined
      }
      actions={
        <>
          <SearchBox {...table.searchProps} label={t('worklist.search')} onEnter={(text) => void onEnter(text)} />
          {canRegister ? (
            <Link to={registerPath(kind)} className="p-button p-component no-underline">
              <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden />
              <span className="p-button-label">{t('worklist.register')}</span>
            </Link>
          ) : null}
        </>
      }
    >
      <div className="flex flex-wrap gap-2 mb-3" role="group" aria-label={t('worklist.filters')}>
        <MultiSelect
          value={statuses}
          options={STATUS_OPTIONS}
          onChange={(e) => {
            setStatuses(CASE_STATUSES.filter((status) => Array.isArray(e.value) && e.value.includes(status)));
            resetFirst();
          }}
          placeholder={t('worklist.anyStatus')}
          display="chip"
          aria-label={t('worklist.status')}
          style={{ minWidth: '14rem' }}
        />
        <HospitalFilter
          value={hospitalId}
          onChange={(id) => {
            setHospitalId(id);
            resetFirst();
          }}
        />
        <LabCalendar
          value={received}
          onChange={(e) => {
            setReceived(e.value ?? null);
            resetFirst();
          }}
          selectionMode="range"
          readOnlyInput
          showButtonBar
          showIcon
          placeholder={t('worklist.receivedBetween')}
          aria-label={t('worklist.receivedBetween')}
          maxDate={new Date()}
        />
      </div>
      {isError ? <LoadError what={t('worklist.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.items ?? []}
        totalRecords={Math.min(data?.total ?? 0, CASE_COUNT_CAP)}
        dataKey="id"
        loading={isFetching}
        emptyMessage={t('worklist.empty')}
        aria-label={copy.title}
        stripedRows
        size="small"
        selectionMode="single"
        onRowClick={(e) => void navigate(casePath(kind, Number(e.data['id'])))}
        rowClassName={() => 'cursor-pointer'}
      >
        <Column
          field="accessionNo"
          header={t('columns.accessionNo')}
          sortable
          filter
          filterMatchModeOptions={text}
          body={(c: CaseListItem) => (
            <Link to={casePath(kind, c.id)} className="font-semibold" onClick={(e) => e.stopPropagation()}>
              {c.accessionNo}
            </Link>
          )}
        />
        {dateColumn<CaseListItem>('receivedAt', t('columns.received'))}
        <Column field="hn" header={t('columns.hn')} sortable filter filterMatchModeOptions={text} />
        <Column field="patientName" header={t('columns.patient')} sortable filter filterMatchModeOptions={text} />
        <Column field="hospitalName" header={t('columns.hospital')} sortable filter filterMatchModeOptions={text} />
        <Column field="doctorName" header={t('columns.doctor')} filter filterMatchModeOptions={text} />
        <Column field="specimen" header={t('columns.specimen')} filter filterMatchModeOptions={text} />
        <Column field="priority" header="" sortable body={(c: CaseListItem) => <PriorityTag priority={c.priority} />} style={{ width: '6rem' }} />
        <Column field="status" header={t('worklist.status')} sortable body={(c: CaseListItem) => <CaseStatusTag status={c.status} />} />
      </DataTable>
    </PageCard>
  );
}

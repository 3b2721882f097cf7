import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { hasRole, LOOKUP_READER_ROLES, type CaseKind, type ReportListItem, type ReportSortField } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { useListReportsQuery } from '@pathdesk/web-reports';
import { LoadError, PageCard, SearchBox, useLazyTable } from '@pathdesk/web-ui';
import { REPORT_LIST_PAGES, reportDetailPath } from '../../report-pages';
import { IncludeReportsSection } from '../dispatch';
import { accessionColumn, diagnosisColumn, releasedColumn, versionColumn } from './report-columns';
import { ReportFilters } from './report-filters';
import { reportListQuery, type ReportListFilters } from './report-list-query';

/**
 * /report/{kind}-report: the released reports of a kind, newest first, paged and searched on the
 * server (accession number or HN by prefix, patient name anywhere); a row opens the report.
 */
export default function ReportListPage({ kind }: { kind: CaseKind }) {
  // The dashboard links a report as ?reportId= (its list page): open the report itself.
  const reportId = Number(useSearchParams()[0].get('reportId'));
  return reportId > 0 ? <Navigate to={reportDetailPath(kind, reportId)} replace /> : <ReportList kind={kind} />;
}

function ReportList({ kind }: { kind: CaseKind }) {
  const page = REPORT_LIST_PAGES[kind];
  const navigate = useNavigate();
  // Guests read reports but not the lookups: no hospital filter whose list they would be refused.
  const hospitals = hasRole(useAppSelector(selectSessionUser)?.role, LOOKUP_READER_ROLES);
  const table = useLazyTable<ReportSortField>({ sortField: 'releasedAt', sortOrder: -1, filterable: {} });
  const [filters, setFilters] = useState<ReportListFilters>({ hospitalId: null, released: null, latestOnly: true });
  const query = useMemo(() => reportListQuery(table.state, filters), [table.state, filters]);
  const { data, isFetching, isError, error, refetch } = useListReportsQuery({ kind, query });

  const changeFilters = (changes: Partial<ReportListFilters>) => {
    setFilters((f) => ({ ...f, ...changes }));
    table.setState((s) => ({ ...s, first: 0 }));
  };
  const detailPath = (row: ReportListItem) => reportDetailPath(kind, row.id);
  // Lab staff send reports to hospitals; a guest reads the released ones only.
  const sends = hasRole(useAppSelector(selectSessionUser)?.role, ['admin', 'user']);

  return (
    <>
      <PageCard
        title={page.title}
        subtitle={data ? `${data.total.toLocaleString()} report${data.total === 1 ? '' : 's'} released` : page.description}
        actions={<SearchBox {...table.searchProps} label="Accession no., HN or name" />}
      >
        <ReportFilters value={filters} onChange={changeFilters} hospitals={hospitals} />
        {isError ? <LoadError what="reports" error={error} onRetry={refetch} /> : null}
        <DataTable
          {...table.tableProps}
          value={data?.items ?? []}
          totalRecords={data?.total ?? 0}
          dataKey="id"
          loading={isFetching}
          emptyMessage="No released reports match."
          aria-label={page.title}
          stripedRows
          size="small"
          selectionMode="single"
          onRowClick={(e) => void navigate(detailPath(e.data as ReportListItem))}
          rowClassName={() => 'cursor-pointer'}
        >
          {accessionColumn(detailPath)}
          {versionColumn()}
          {releasedColumn()}
          <Column field="patientName" header="Patient" />
          <Column field="hospitalName" header="Hospital" />
          {diagnosisColumn(kind)}
          <Column field="signedBy" header="Signed by" />
        </DataTable>
      </PageCard>
      {sends ? <IncludeReportsSection key={kind} kind={kind} /> : null}
    </>
  );
}

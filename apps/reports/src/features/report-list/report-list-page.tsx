import { useMemo, useState } from 'react';
import { useReportsT } from '../../i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Column } from 'primereact/column';
import { hasRole, LOOKUP_READER_ROLES, type CaseKind, type ReportListItem, type ReportSortField } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { useListReportsQuery } from '@pathdesk/web-reports';
import { countText, LoadError, PageCard, SearchBox, useLazyTable, DataTable } from '@pathdesk/web-ui';
import { pageText, REPORT_LIST_PAGES, reportDetailPath } from '../../report-pages';
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
  const { t } = useReportsT();
  const page = pageText(t, REPORT_LIST_PAGES[kind]);
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
        subtitle={
          data
            ? data.total === 1
              ? t('list.releasedOne', { n: data.total.toLocaleString() })
              : t('list.releasedMany', { n: countText(data.total, data.totalCapped) })
            : page.description
        }
        actions={<SearchBox {...table.searchProps} label={t('list.search')} />}
      >
        <ReportFilters value={filters} onChange={changeFilters} hospitals={hospitals} />
        {isError ? <LoadError what={t('list.what')} error={error} onRetry={refetch} /> : null}
        <DataTable
          {...table.tableProps}
          value={data?.items ?? []}
          totalRecords={data?.total ?? 0}
          dataKey="id"
          loading={isFetching}
          emptyMessage={t('list.empty')}
          aria-label={page.title}
          stripedRows
          size="small"
          selectionMode="single"
          onRowClick={(e) => void navigate(detailPath(e.data as ReportListItem))}
          rowClassName={() => 'cursor-pointer'}
        >
          {accessionColumn(t, detailPath)}
          {versionColumn(t)}
          {releasedColumn(t)}
          <Column field="patientName" header={t('columns.patient')} />
          <Column field="hospitalName" header={t('columns.hospital')} />
          {diagnosisColumn(t, kind)}
          <Column field="signedBy" header={t('columns.signedBy')} />
        </DataTable>
      </PageCard>
      {sends ? <IncludeReportsSection key={kind} kind={kind} /> : null}
    </>
  );
}

import { useState } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { casePath, type CaseKind, type SummaryCaseRow, type SummaryParams } from '@pathdesk/contracts';
import { useListSummaryCasesQuery } from '@pathdesk/web-data';
import { CaseStatusTag, DateText, LoadError, PriorityTag } from '@pathdesk/web-ui';
import { Link } from 'react-router';

const ROWS = 20;

/** The cases under the figures, paged and sorted on the server. */
export function SummaryCases({ kind, params }: { kind: CaseKind; params: SummaryParams }) {
  const [page, setPage] = useState({ first: 0, sortField: 'receivedAt', sortOrder: 1 as 1 | -1 });
  const [lastParams, setLastParams] = useState(params);
  // New filters start again at the first page.
  if (lastParams !== params) {
    setLastParams(params);
    setPage((p) => ({ ...p, first: 0 }));
  }
  const { data, isFetching, isError, error, refetch } = useListSummaryCasesQuery({ kind, query: { ...params, ...page, rows: ROWS } });
  const onChange = (e: DataTableStateEvent) => setPage({ first: e.first, sortField: e.sortField ?? 'receivedAt', sortOrder: e.sortOrder === -1 ? -1 : 1 });
  return (
    <section aria-labelledby="summary-cases-title">
      <h2 id="summary-cases-title" className="text-xl font-semibold mt-0 mb-2">
        Cases{data ? ` (${data.total.toLocaleString()})` : ''}
      </h2>
      {isError ? <LoadError what="cases" error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data?.items ?? []}
        dataKey="id"
        lazy
        paginator
        rows={ROWS}
        first={page.first}
        totalRecords={data?.total ?? 0}
        sortField={page.sortField}
        sortOrder={page.sortOrder}
        onPage={onChange}
        onSort={onChange}
        loading={isFetching}
        emptyMessage="No case was received in this period."
        aria-label="Cases of the summary"
        size="small"
        stripedRows
      >
        <Column field="accessionNo" header="Accession no." sortable body={(c: SummaryCaseRow) => <Link to={casePath(kind, c.id, 'result')}>{c.accessionNo}</Link>} />
        <Column field="receivedAt" header="Received" sortable body={(c: SummaryCaseRow) => <DateText value={c.receivedAt} withTime />} />
        <Column field="hn" header="HN" />
        <Column field="patientName" header="Patient" />
        <Column field="hospitalName" header="Hospital" />
        <Column header="Priority" body={(c: SummaryCaseRow) => <PriorityTag priority={c.priority} />} />
        <Column header="Status" body={(c: SummaryCaseRow) => <CaseStatusTag status={c.status} />} />
        <Column field="category" header="Category" />
        <Column field="tatDays" header="TAT (working days)" sortable body={(c: SummaryCaseRow) => (c.tatDays === null ? '—' : c.tatDays)} />
        <Column field="pathologist" header="Pathologist" />
        {kind === 'surgical' ? null : <Column field="screener" header="Screener" />}
        <Column field="diagnosis" header="Diagnosis" />
      </DataTable>
    </section>
  );
}

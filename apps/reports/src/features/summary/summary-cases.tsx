import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { categoryLabel } from './summary-format';
import { Column } from 'primereact/column';
import { type DataTableStateEvent } from 'primereact/datatable';
import { casePath, type CaseKind, type SummaryCaseRow, type SummaryParams } from '@pathdesk/contracts';
import { useListSummaryCasesQuery } from '../../api/reports-api';
import { CaseStatusTag, DateText, LoadError, PriorityTag, DataTable } from '@pathdesk/web-ui';
import { Link } from 'react-router';

const ROWS = 20;

/** The cases under the figures, paged and sorted on the server. */
export function SummaryCases({ kind, params }: { kind: CaseKind; params: SummaryParams }) {
  const { t } = useReportsT();
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
        {t('summary.casesTitle')}
        {data ? ` (${data.total.toLocaleString()})` : ''}
      </h2>
      {isError ? <LoadError what={t('summary.casesWhat')} error={error} onRetry={refetch} /> : null}
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
        emptyMessage={t('summary.casesEmpty')}
        aria-label={t('summary.casesLabel')}
        size="small"
        stripedRows
      >
        <Column field="accessionNo" header={t('columns.accessionNo')} sortable body={(c: SummaryCaseRow) => <Link to={casePath(kind, c.id, 'result')}>{c.accessionNo}</Link>} />
        <Column field="receivedAt" header={t('summary.received')} sortable body={(c: SummaryCaseRow) => <DateText value={c.receivedAt} withTime />} />
        <Column field="hn" header={t('columns.hn')} />
        <Column field="patientName" header={t('columns.patient')} />
        <Column field="hospitalName" header={t('columns.hospital')} />
        <Column header={t('summary.priority')} body={(c: SummaryCaseRow) => <PriorityTag priority={c.priority} />} />
        <Column header={t('summary.status')} body={(c: SummaryCaseRow) => <CaseStatusTag status={c.status} />} />
        <Column field="category" header={t('summary.category')} body={(c: SummaryCaseRow) => categoryLabel(t, c.category, c.category)} />
        <Column field="tatDays" header={t('summary.tatDays')} sortable body={(c: SummaryCaseRow) => (c.tatDays === null ? '—' : c.tatDays)} />
        <Column field="pathologist" header={t('summary.pathologist')} />
        {kind === 'surgical' ? null : <Column field="screener" header={t('summary.screener')} />}
        <Column field="diagnosis" header={t('columns.diagnosis')} />
      </DataTable>
    </section>
  );
}

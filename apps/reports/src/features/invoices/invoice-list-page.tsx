import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { InvoiceKind, InvoiceListItem, InvoiceSortField } from '@pathdesk/contracts';
import { useListInvoicesQuery } from '@pathdesk/web-data';
import { LoadError, PageCard, SearchBox, useLazyTable } from '@pathdesk/web-ui';
import { INVOICE_PAGES, invoicePath } from '../../report-pages';
import { ageingColumn, dayColumn, moneyColumn, numberColumn, payerColumn, periodColumn, statusColumn } from './invoice-columns';
import { InvoiceFilters } from './invoice-filters';
import { invoiceListQuery, NO_FILTERS, type InvoiceListFilters } from './invoice-list-query';
import { InvoiceSums } from './invoice-sums';
import { JOB_PARAM, rememberedJob, rememberJob } from './month-end-job';
import { MonthEndDialog } from './month-end-dialog';
import { MonthEndProgress } from './month-end-progress';
import { NewDraftDialog } from './new-draft-dialog';

/**
 * /report/{kind}-invoice: the kind's invoices, paged and filtered on the server (payer, period,
 * status incl. unpaid / paid / overdue) with the sums of all that match; a new draft; month end.
 */
export default function InvoiceListPage({ kind }: { kind: InvoiceKind }) {
  const page = INVOICE_PAGES[kind];
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const table = useLazyTable<InvoiceSortField>({ sortField: 'createdAt', sortOrder: -1, filterable: {} });
  const [filters, setFilters] = useState<InvoiceListFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<'draft' | 'month-end' | null>(null);
  const query = useMemo(() => invoiceListQuery(table.state, filters), [table.state, filters]);
  const { data, isFetching, isError, error, refetch } = useListInvoicesQuery({ kind, params: query });
  const jobId = rememberedJob(kind, searchParams.get(JOB_PARAM));
  const filtered = Object.values(filters).some((v) => v !== null);

  const changeFilters = (changes: Partial<InvoiceListFilters>) => {
    setFilters((f) => ({ ...f, ...changes }));
    table.setState((s) => ({ ...s, first: 0 }));
  };
  const followJob = (id: string | null) => {
    rememberJob(kind, id);
    setSearchParams(id ? { [JOB_PARAM]: id } : {}, { replace: true });
  };
  const detailPath = (row: InvoiceListItem) => invoicePath(kind, row.id);
  const drafted = (drafts: InvoiceListItem[]) => {
    setDialog(null);
    if (drafts.length === 1) void navigate(detailPath(drafts[0]!));
    else changeFilters({ status: 'draft' });
  };

  const actions = (
    <>
      <SearchBox {...table.searchProps} label="Number or payer" />
      <Button type="button" label="New draft…" icon="pi pi-plus" onClick={() => setDialog('draft')} />
      <Button type="button" label="Month end…" icon="pi pi-calendar" outlined onClick={() => setDialog('month-end')} />
    </>
  );

  return (
    <PageCard title={page.title} subtitle={data ? `${data.total.toLocaleString()} invoice${data.total === 1 ? '' : 's'}` : page.description} actions={actions}>
      {jobId ? <MonthEndProgress key={jobId} kind={kind} jobId={jobId} onDismiss={() => followJob(null)} /> : null}
      <InvoiceFilters value={filters} onChange={changeFilters} />
      <InvoiceSums sums={data?.sums} loading={!data || isFetching} />
      {isError ? <LoadError what="invoices" error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.items ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="id"
        loading={isFetching}
        emptyMessage={filtered || table.state.search ? 'No invoices match.' : 'No invoices yet: make a draft, or run month end.'}
        aria-label={page.title}
        stripedRows
        size="small"
        selectionMode="single"
        onRowClick={(e) => void navigate(detailPath(e.data as InvoiceListItem))}
        rowClassName={() => 'cursor-pointer'}
      >
        {numberColumn(detailPath)}
        {payerColumn()}
        {periodColumn()}
        {dayColumn('issueDate', 'Issued')}
        {dayColumn('dueDate', 'Due')}
        <Column field="lineCount" header="Lines" align="right" />
        {moneyColumn('total', 'Total')}
        {moneyColumn('balance', 'Balance')}
        {statusColumn()}
        {ageingColumn()}
      </DataTable>
      {dialog === 'draft' ? <NewDraftDialog kind={kind} kindTitle={page.title} onClose={() => setDialog(null)} onCreated={drafted} /> : null}
      {dialog === 'month-end' ? (
        <MonthEndDialog
          kind={kind}
          kindTitle={page.title}
          onClose={() => setDialog(null)}
          onFollow={(id) => {
            setDialog(null);
            followJob(id);
          }}
        />
      ) : null}
    </PageCard>
  );
}

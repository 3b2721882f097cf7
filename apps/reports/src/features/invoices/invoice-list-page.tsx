import { useCallback, useMemo, useState } from 'react';
import { useReportsT } from '../../i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { InvoiceKind, InvoiceListItem, InvoiceSortField } from '@pathdesk/contracts';
import { useListInvoicesQuery } from './billing-api';
import { LoadError, PageCard, SearchBox, useLazyTable, DataTable } from '@pathdesk/web-ui';
import { INVOICE_PAGES, invoicePath, pageText } from '../../report-pages';
import { ageingColumn, dayColumn, moneyColumn, numberColumn, payerColumn, periodColumn, statusColumn } from './invoice-columns';
import { InvoiceFilters } from './invoice-filters';
import { FIRST_SORT, invoiceListQuery, NO_FILTERS, type InvoiceListFilters } from './invoice-list-query';
import { InvoiceSums } from './invoice-sums';
import { JOB_PARAM, rememberedJob, rememberJob } from './month-end-job';
import { MonthEndDialog } from './month-end-dialog';
import { MonthEndProgress } from './month-end-progress';
import { MonthEndRunsDialog } from './month-end-runs-dialog';
import { NewDraftDialog } from './new-draft-dialog';

/**
 * /report/{kind}-invoice: the kind's invoices, paged and filtered on the server (payer, period,
 * status incl. unpaid / paid / overdue) with the sums of all that match; a new draft; month end and
 * the list of past month-end runs with their files.
 */
export default function InvoiceListPage({ kind }: { kind: InvoiceKind }) {
  const { t } = useReportsT();
  const page = pageText(t, INVOICE_PAGES[kind]);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const table = useLazyTable<InvoiceSortField>({ ...FIRST_SORT, filterable: {} });
  const [filters, setFilters] = useState<InvoiceListFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<'draft' | 'month-end' | 'runs' | null>(null);
  const query = useMemo(() => invoiceListQuery(table.state, filters), [table.state, filters]);
  const { data, isFetching, isError, error, refetch } = useListInvoicesQuery({ kind, params: query });
  const jobId = rememberedJob(kind, searchParams.get(JOB_PARAM));
  const filtered = Object.values(filters).some((v) => v !== null);

  // Stable, so that the filters (a month Calendar and two Dropdowns) are not drawn again on every fetch.
  const { setState: setTable } = table;
  const changeFilters = useCallback(
    (changes: Partial<InvoiceListFilters>) => {
      setFilters((f) => ({ ...f, ...changes }));
      setTable((s) => ({ ...s, first: 0 }));
    },
    [setTable],
  );
  const followJob = (id: string | null) => {
    rememberJob(kind, id);
    setSearchParams(id ? { [JOB_PARAM]: id } : {}, { replace: true });
  };
  /** A run picked in a dialog: the dialog closes and the page follows the run. */
  const followFromDialog = (id: string) => {
    setDialog(null);
    followJob(id);
  };
  const detailPath = (row: InvoiceListItem) => invoicePath(kind, row.id);
  const drafted = (drafts: InvoiceListItem[]) => {
    setDialog(null);
    if (drafts.length === 1) void navigate(detailPath(drafts[0]!));
    else changeFilters({ status: 'draft' });
  };

  const actions = (
    <>
      <SearchBox {...table.searchProps} label={t('invoice.search')} />
      <Button type="button" label={t('invoice.newDraft')} icon="pi pi-plus" onClick={() => setDialog('draft')} />
      <Button type="button" label={t('invoice.monthEnd')} icon="pi pi-calendar" outlined onClick={() => setDialog('month-end')} />
      <Button type="button" label={t('monthEnd.runsButton')} icon="pi pi-history" text onClick={() => setDialog('runs')} />
    </>
  );

  return (
    <PageCard
      title={page.title}
      subtitle={
        data ? (data.total === 1 ? t('invoice.countOne', { n: data.total.toLocaleString() }) : t('invoice.countMany', { n: data.total.toLocaleString() })) : page.description
      }
      actions={actions}
    >
      {jobId ? <MonthEndProgress key={jobId} kind={kind} jobId={jobId} onDismiss={() => followJob(null)} /> : null}
      <InvoiceFilters value={filters} onChange={changeFilters} />
      <InvoiceSums sums={data?.sums} loading={!data || isFetching} />
      {isError ? <LoadError what={t('invoice.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.items ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="id"
        loading={isFetching}
        emptyMessage={filtered || table.state.search ? t('invoice.empty') : t('invoice.none')}
        aria-label={page.title}
        stripedRows
        size="small"
        selectionMode="single"
        onRowClick={(e) => void navigate(detailPath(e.data as InvoiceListItem))}
        rowClassName={() => 'cursor-pointer'}
      >
        {numberColumn(t, detailPath)}
        {payerColumn(t)}
        {periodColumn(t)}
        {dayColumn('issueDate', t('invoice.issued'))}
        {dayColumn('dueDate', t('invoice.due'))}
        <Column field="lineCount" header={t('invoice.lines')} align="right" />
        {moneyColumn('total', t('invoice.total'))}
        {moneyColumn('balance', t('invoice.balance'))}
        {statusColumn(t)}
        {ageingColumn(t)}
      </DataTable>
      {dialog === 'draft' ? <NewDraftDialog kind={kind} kindTitle={page.title} onClose={() => setDialog(null)} onCreated={drafted} /> : null}
      {dialog === 'runs' ? <MonthEndRunsDialog kind={kind} kindTitle={page.title} onClose={() => setDialog(null)} onFollow={followFromDialog} /> : null}
      {dialog === 'month-end' ? <MonthEndDialog kind={kind} kindTitle={page.title} onClose={() => setDialog(null)} onFollow={followFromDialog} /> : null}
    </PageCard>
  );
}

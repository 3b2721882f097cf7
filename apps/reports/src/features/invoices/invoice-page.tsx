import { Link, useParams } from 'react-router';
import type { InvoiceKind } from '@pathdesk/contracts';
import { apiErrorMessage, useGetInvoiceQuery } from '@pathdesk/web-data';
import { ErrorPanel, PageCard } from '@pathdesk/web-ui';
import { INVOICE_PAGES, invoicePath } from '../../report-pages';
import { DraftEditor } from './draft-editor';
import { InvoiceSkeleton } from './invoice-skeleton';
import { InvoiceView } from './invoice-view';

/** /report/{kind}-invoice/{id}: a draft in its editor, or an issued or void invoice. */
export default function InvoicePage({ kind }: { kind: InvoiceKind }) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: invoice, isLoading, isError, error, refetch } = useGetInvoiceQuery({ kind, id }, { skip: !valid });
  const list = INVOICE_PAGES[kind];
  const back = (
    <Link to={invoicePath(kind)} className="p-button p-component p-button-text no-underline">
      <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden />
      <span className="p-button-label">All {list.title.toLowerCase()}s</span>
    </Link>
  );

  if (!valid) return <ErrorPanel title="There is no such invoice." />;
  if (isLoading) return <InvoiceSkeleton />;
  if (isError || !invoice) {
    const notFound = !!error && 'status' in error && error.status === 404;
    return <ErrorPanel title={notFound ? 'There is no such invoice.' : 'The invoice could not be loaded.'} detail={apiErrorMessage(error)} onRetry={notFound ? undefined : () => void refetch()} />;
  }

  const title = invoice.number ?? `Draft ${list.title.toLowerCase()} #${invoice.id}`;
  return (
    <PageCard title={title} subtitle={`${invoice.payer.name} · ${invoice.lineCount} line${invoice.lineCount === 1 ? '' : 's'}`} actions={back}>
      {invoice.status === 'draft' ? <DraftEditor invoice={invoice} /> : <InvoiceView invoice={invoice} />}
    </PageCard>
  );
}

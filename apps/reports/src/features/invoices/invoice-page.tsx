import { Link, useParams } from 'react-router';
import { useReportsT } from '../../i18n';
import type { InvoiceKind } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { useGetInvoiceQuery } from './billing-api';
import { ErrorPanel, PageCard } from '@pathdesk/web-ui';
import { INVOICE_PAGES, invoicePath, pageText } from '../../report-pages';
import { DraftEditor } from './draft-editor';
import { InvoiceSkeleton } from './invoice-skeleton';
import { InvoiceView } from './invoice-view';

/** /report/{kind}-invoice/{id}: a draft in its editor, or an issued or void invoice. */
export default function InvoicePage({ kind }: { kind: InvoiceKind }) {
  const { t } = useReportsT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: invoice, isLoading, isError, error, refetch } = useGetInvoiceQuery({ kind, id }, { skip: !valid });
  const list = pageText(t, INVOICE_PAGES[kind]);
  const back = (
    <Link to={invoicePath(kind)} className="p-button p-component p-button-text no-underline">
      <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden />
      <span className="p-button-label">{t('detail.back', { what: list.title.toLowerCase() })}</span>
    </Link>
  );

  if (!valid) return <ErrorPanel title={t('invoice.noSuch')} />;
  if (isLoading) return <InvoiceSkeleton />;
  if (isError || !invoice) {
    const notFound = !!error && 'status' in error && error.status === 404;
    return <ErrorPanel title={notFound ? t('invoice.noSuch') : t('invoice.loadFailed')} detail={apiErrorMessage(error)} onRetry={notFound ? undefined : () => void refetch()} />;
  }

  const title = invoice.number ?? t('invoice.draftTitle', { what: list.title.toLowerCase(), id: invoice.id });
  const lines = invoice.lineCount === 1 ? t('invoice.linesOne', { n: invoice.lineCount }) : t('invoice.linesMany', { n: invoice.lineCount });
  return (
    <PageCard title={title} subtitle={`${invoice.payer.name} · ${lines}`} actions={back}>
      {invoice.status === 'draft' ? <DraftEditor invoice={invoice} /> : <InvoiceView invoice={invoice} />}
    </PageCard>
  );
}

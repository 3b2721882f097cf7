import { Link } from 'react-router';
import type { InvoiceDto } from '@pathdesk/contracts';
import { StatusTag } from '@pathdesk/web-ui';
import { invoicePath } from '../../report-pages';
import { invoiceStatusLabel } from './invoice-status';
import { formatDay, periodText } from './period';

/** Who is billed, for what period, and the invoice's dates, status and corrections. */
export function InvoiceHeader({ invoice }: { invoice: InvoiceDto }) {
  const { label, severity } = invoiceStatusLabel(invoice);
  const { payer } = invoice;
  return (
    <section aria-label="Invoice details" className="mb-3">
      <div className="flex flex-wrap align-items-center gap-2 mb-2">
        <StatusTag value={label} severity={severity} />
        {invoice.replacesId ? (
          <span>
            Replaces <Link to={invoicePath(invoice.kind, invoice.replacesId)}>{invoice.replacesNumber ?? `#${invoice.replacesId}`}</Link>
          </span>
        ) : null}
        {invoice.replacedById ? (
          <span>
            Replaced by <Link to={invoicePath(invoice.kind, invoice.replacedById)}>invoice #{invoice.replacedById}</Link>
          </span>
        ) : null}
      </div>
      <dl className="grid m-0">
        <dt className="col-12 md:col-2 font-semibold">Payer</dt>
        <dd className="col-12 md:col-4 m-0">
          <div>{payer.name}</div>
          {payer.address ? <div className="text-sm text-color-secondary">{payer.address}</div> : null}
          {payer.taxId ? (
            <div className="text-sm text-color-secondary">
              Tax ID {payer.taxId}
              {payer.branch ? ` · ${payer.branch}` : ''}
            </div>
          ) : null}
        </dd>
        <dt className="col-12 md:col-2 font-semibold">Period</dt>
        <dd className="col-12 md:col-4 m-0">{periodText(invoice.periodFrom, invoice.periodTo)}</dd>
        <dt className="col-12 md:col-2 font-semibold">Issued</dt>
        <dd className="col-12 md:col-4 m-0">{invoice.issueDate ? `${formatDay(invoice.issueDate)} by ${invoice.issuedBy ?? '—'}` : 'Not yet'}</dd>
        <dt className="col-12 md:col-2 font-semibold">Due</dt>
        <dd className="col-12 md:col-4 m-0">
          {invoice.dueDate ? `${formatDay(invoice.dueDate)} (${payer.creditTermDays} days' credit)` : `${payer.creditTermDays} days' credit from issue`}
        </dd>
        {invoice.status === 'void' ? (
          <>
            <dt className="col-12 md:col-2 font-semibold">Voided</dt>
            <dd className="col-12 md:col-10 m-0">
              {invoice.voidedBy ?? '—'}: {invoice.voidReason}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

import type { InvoiceDto } from '@pathdesk/contracts';
import { formatBaht } from './money';

/** An invoice's money: subtotal, discount, VAT (or the exemption), total in figures and in Thai words. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDto }) {
  const vatLabel = invoice.vatMode === 'exempt' ? 'VAT (exempt: medical services)' : `VAT ${invoice.vatRate}%`;
  return (
    <section aria-label="Invoice totals" className="flex justify-content-end mt-3">
      <dl className="grid m-0" style={{ maxWidth: '32rem', width: '100%' }}>
        <dt className="col-7 text-right">Subtotal</dt>
        <dd className="col-5 m-0 text-right">{formatBaht(invoice.subtotal)}</dd>
        <dt className="col-7 text-right">Discount{invoice.discountNote ? ` (${invoice.discountNote})` : ''}</dt>
        <dd className="col-5 m-0 text-right">{formatBaht(invoice.discount)}</dd>
        <dt className="col-7 text-right">{vatLabel}</dt>
        <dd className="col-5 m-0 text-right">{formatBaht(invoice.vat)}</dd>
        <dt className="col-7 text-right font-semibold">Total</dt>
        <dd className="col-5 m-0 text-right font-semibold text-xl">{formatBaht(invoice.total)}</dd>
        <dd className="col-12 m-0 text-right text-color-secondary" lang="th">
          ({invoice.totalInWords})
        </dd>
      </dl>
    </section>
  );
}

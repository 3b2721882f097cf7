import { useReportsT } from '../../i18n';
import type { InvoiceDto } from '@pathdesk/contracts';
import { formatBaht } from './money';

/** An invoice's money: subtotal, discount, VAT (or the exemption), total in figures and in Thai words. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  const vatLabel = invoice.vatMode === 'exempt' ? t('totals.vatExempt') : t('totals.vat', { rate: invoice.vatRate });
  return (
    <section aria-label={t('totals.label')} className="flex justify-content-end mt-3">
      <dl className="grid m-0" style={{ maxWidth: '32rem', width: '100%' }}>
        <dt className="col-7 text-right">{t('invoice.sums.subtotal')}</dt>
        <dd className="col-5 m-0 text-right">{formatBaht(invoice.subtotal)}</dd>
        <dt className="col-7 text-right">
          {t('totals.discount')}
          {invoice.discountNote ? ` (${invoice.discountNote})` : ''}
        </dt>
        <dd className="col-5 m-0 text-right">{formatBaht(invoice.discount)}</dd>
        <dt className="col-7 text-right">{vatLabel}</dt>
        <dd className="col-5 m-0 text-right">{formatBaht(invoice.vat)}</dd>
        <dt className="col-7 text-right font-semibold">{t('invoice.total')}</dt>
        <dd className="col-5 m-0 text-right font-semibold text-xl">{formatBaht(invoice.total)}</dd>
        <dd className="col-12 m-0 text-right text-color-secondary" lang="th">
          ({invoice.totalInWords})
        </dd>
      </dl>
    </section>
  );
}

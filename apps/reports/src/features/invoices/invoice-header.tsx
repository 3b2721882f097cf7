import { Link } from 'react-router';
import { useReportsT } from '../../i18n';
import type { InvoiceDto } from '@pathdesk/contracts';
import { StatusTag, useFormatDate } from '@pathdesk/web-ui';
import { invoicePath } from '../../report-pages';
import { invoiceStatusLabel } from './invoice-status';
import { PeriodText } from './period-text';

/** Who is billed, for what period, and the invoice's dates, status and corrections. */
export function InvoiceHeader({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  const { label, severity } = invoiceStatusLabel(t, invoice);
  const { payer } = invoice;
  const formatDay = useFormatDate();
  return (
    <section aria-label={t('invoice.details')} className="mb-3">
      <div className="flex flex-wrap align-items-center gap-2 mb-2">
        <StatusTag value={label} severity={severity} />
        {invoice.replacesId ? (
          <span>
            {t('invoice.replaces')} <Link to={invoicePath(invoice.kind, invoice.replacesId)}>{invoice.replacesNumber ?? `#${invoice.replacesId}`}</Link>
          </span>
        ) : null}
        {invoice.replacedById ? (
          <span>
            {t('invoice.replacedBy')} <Link to={invoicePath(invoice.kind, invoice.replacedById)}>{t('invoice.numberOf', { id: invoice.replacedById })}</Link>
          </span>
        ) : null}
      </div>
      <dl className="grid m-0">
        <dt className="col-12 md:col-2 font-semibold">{t('invoice.payer')}</dt>
        <dd className="col-12 md:col-4 m-0">
          <div>{payer.name}</div>
          {payer.address ? <div className="text-sm text-color-secondary">{payer.address}</div> : null}
          {payer.taxId ? (
            <div className="text-sm text-color-secondary">
              {t('invoice.taxId')} {payer.taxId}
              {payer.branch ? ` · ${payer.branch}` : ''}
            </div>
          ) : null}
        </dd>
        <dt className="col-12 md:col-2 font-semibold">{t('common.period')}</dt>
        <dd className="col-12 md:col-4 m-0">
          <PeriodText from={invoice.periodFrom} to={invoice.periodTo} />
        </dd>
        <dt className="col-12 md:col-2 font-semibold">{t('invoice.issued')}</dt>
        <dd className="col-12 md:col-4 m-0">
          {invoice.issueDate ? t('invoice.issuedBy', { day: formatDay(invoice.issueDate), name: invoice.issuedBy ?? '—' }) : t('invoice.notYet')}
        </dd>
        <dt className="col-12 md:col-2 font-semibold">{t('invoice.due')}</dt>
        <dd className="col-12 md:col-4 m-0">
          {invoice.dueDate ? t('invoice.dueCredit', { day: formatDay(invoice.dueDate), n: payer.creditTermDays }) : t('invoice.creditFromIssue', { n: payer.creditTermDays })}
        </dd>
        {invoice.status === 'void' ? (
          <>
            <dt className="col-12 md:col-2 font-semibold">{t('invoice.voided')}</dt>
            <dd className="col-12 md:col-10 m-0">
              {invoice.voidedBy ?? '—'}: {invoice.voidReason}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import type { InvoiceDto, PaymentDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useCreateInvoiceDraftsMutation } from './billing-api';
import { useApiFailure } from '@pathdesk/web-ui';
import { invoicePath } from '../../report-pages';
import { CreditNoteDialog } from './credit-note-dialog';
import { CreditNotesTable } from './credit-notes-table';
import { InvoiceHeader } from './invoice-header';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePdfButtons } from './invoice-pdf-buttons';
import { InvoiceTotals } from './invoice-totals';
import { formatBaht, toSatang } from './money';
import { PaymentDialog } from './payment-dialog';
import { PaymentsTable } from './payments-table';
import { ReversePaymentDialog } from './reverse-payment-dialog';
import { VoidDialog } from './void-dialog';

const REISSUE_FAILED = 'Reissue failed';

/**
 * An issued (or void) invoice: never changes; its PDF, payments (and their reversal), credit notes,
 * and the void → reissue correction (once no payment stands and no credit note was made).
 */
export function InvoiceView({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  const [dialog, setDialog] = useState<'void' | 'payment' | 'credit-note' | null>(null);
  const [reversing, setReversing] = useState<PaymentDto | null>(null);
  const [create, { isLoading: reissuing }] = useCreateInvoiceDraftsMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const navigate = useNavigate();
  const issued = invoice.status === 'issued';
  const hasPayments = toSatang(invoice.paid) > 0;
  const hasCredits = invoice.creditNotes.length > 0;
  const owed = toSatang(invoice.balance) > 0;

  /** A new draft for the void invoice's payer and period, pointing at it. */
  const reissue = async () => {
    const result = await create({ kind: invoice.kind, body: { replacesId: invoice.id } });
    if ('error' in result) return failed(t('view.reissueFailed', { defaultValue: REISSUE_FAILED }), result.error);
    const [draft] = result.data.items;
    dispatch(notify({ severity: 'success', summary: t('draft.made'), detail: t('view.replacing', { number: invoice.number }) }));
    if (draft) void navigate(invoicePath(invoice.kind, draft.id));
  };

  return (
    <>
      <InvoiceHeader invoice={invoice} />
      <div className="flex flex-wrap gap-2 mb-3" role="toolbar" aria-label={t('view.actions')}>
        <InvoicePdfButtons invoice={invoice} />
        {issued && owed ? <Button type="button" label={t('view.recordPayment')} icon="pi pi-money-bill" onClick={() => setDialog('payment')} /> : null}
        {issued && owed ? <Button type="button" label={t('creditNote.make')} icon="pi pi-file-edit" outlined onClick={() => setDialog('credit-note')} /> : null}
        {issued ? (
          // A span of its own: the tooltip of a disabled button wraps it in the DOM, and the buttons
          // before it come and go (a payment reversed), so React inserts them before this span.
          <span className="inline-flex">
            <Button
              type="button"
              label={t('void.submit')}
              icon="pi pi-ban"
              severity="danger"
              outlined
              onClick={() => setDialog('void')}
              disabled={hasPayments || hasCredits}
              tooltip={hasPayments ? t('view.cannotVoid') : hasCredits ? t('view.cannotVoidCredited') : undefined}
              tooltipOptions={{ showOnDisabled: true }}
            />
          </span>
        ) : null}
        {invoice.status === 'void' && !invoice.replacedById ? (
          <Button type="button" label={t('view.reissue')} icon="pi pi-refresh" onClick={() => void reissue()} loading={reissuing} />
        ) : null}
      </div>
      <InvoiceLinesTable lines={invoice.lines.filter((l) => !l.excluded)} />
      <InvoiceTotals invoice={invoice} />
      <section aria-labelledby="payments-heading" className="mt-4">
        <h2 id="payments-heading" className="text-lg font-semibold">
          {t('payment.title')}{' '}
          <span className="text-color-secondary font-normal">{t('view.paidBalance', { paid: formatBaht(invoice.paid), balance: formatBaht(invoice.balance) })}</span>
        </h2>
        <PaymentsTable payments={invoice.payments} onReverse={issued ? setReversing : undefined} />
      </section>
      {hasCredits ? (
        <section aria-labelledby="credit-notes-heading" className="mt-4">
          <h2 id="credit-notes-heading" className="text-lg font-semibold">
            {t('creditNote.title')} <span className="text-color-secondary font-normal">{t('creditNote.creditedSum', { credited: formatBaht(invoice.credited) })}</span>
          </h2>
          <CreditNotesTable invoice={invoice} />
        </section>
      ) : null}
      {dialog === 'void' ? <VoidDialog invoice={invoice} onClose={() => setDialog(null)} /> : null}
      {dialog === 'payment' ? <PaymentDialog invoice={invoice} onClose={() => setDialog(null)} /> : null}
      {dialog === 'credit-note' ? <CreditNoteDialog invoice={invoice} onClose={() => setDialog(null)} /> : null}
      {reversing ? <ReversePaymentDialog invoice={invoice} payment={reversing} onClose={() => setReversing(null)} /> : null}
    </>
  );
}

import type { FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { labDay, type InvoiceDto } from '@pathdesk/contracts';
import { createPaymentSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateField, DialogFooter, TextField, localDay, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useAddInvoicePaymentMutation } from './billing-api';
import { MoneyField } from './money-field';
import { formatBaht, toBaht, toMoney, toSatang } from './money';

interface PaymentValues {
  date: Date | null;
  amount: number | null;
  reference: string;
  note: string;
}

const today = () => {
  const [y, m, d] = labDay().split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** A payment received against an issued invoice: date (not after today), amount (at most the balance), reference. */
export function PaymentDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors, validate } = useFormState<PaymentValues>(() => ({ date: today(), amount: toBaht(invoice.balance), reference: '', note: '' }));
  const [pay, { isLoading }] = useAddInvoicePaymentMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = toMoney(values.amount);
    if (amount !== null && toSatang(amount) > toSatang(invoice.balance)) return setErrors({ amount: t('payment.atMost', { balance: formatBaht(invoice.balance) }) });
    const body = validate(createPaymentSchema, {
      date: values.date ? localDay(values.date) : '',
      amount: amount ?? '',
      reference: values.reference,
      note: values.note.trim() || null,
    });
    if (!body) return;
    const result = await pay({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(t('payment.failed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('payment.done'), detail: t('payment.doneDetail', { amount: formatBaht(body.amount), number: invoice.number }) }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('payment.header', { number: invoice.number })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="payment-form" submitLabel={t('payment.record')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="payment-form" onSubmit={submit} noValidate>
        <p className="mt-0">{t('payment.balanceOf', { balance: formatBaht(invoice.balance), total: formatBaht(invoice.total) })}</p>
        <DateField id="payment-date" label={t('payment.date')} required showIcon maxDate={today()} value={values.date} onChange={(v) => set('date', v)} error={errors.date} />
        <MoneyField id="payment-amount" label={t('payment.amountBaht')} required value={values.amount} onChange={(v) => set('amount', v)} error={errors.amount} />
        <TextField
          id="payment-reference"
          label={t('payment.reference')}
          required
          hint={t('payment.referenceHint')}
          maxLength={100}
          value={values.reference}
          onChange={(v) => set('reference', v)}
          error={errors.reference}
        />
        <TextField id="payment-note" label={t('review.note')} maxLength={500} value={values.note} onChange={(v) => set('note', v)} error={errors.note} />
      </form>
    </Dialog>
  );
}

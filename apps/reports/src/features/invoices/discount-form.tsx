import type { FormEvent } from 'react';
import { useReportsT, type ReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import type { InvoiceDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateInvoiceDraftMutation } from './billing-api';
import { MoneyField } from './money-field';
import { formatBaht, toBaht, toMoney, toSatang } from './money';

interface DiscountValues {
  discount: number | null;
  note: string;
}

/** What is wrong with a discount before it is sent: it must be an amount, not negative, at most the subtotal. */
function discountError(t: ReportsT, discount: number | null, subtotal: string): string | undefined {
  const money = toMoney(discount);
  if (money === null) return t('discount.enterAmount');
  if (toSatang(money) < 0) return t('discount.negative');
  if (toSatang(money) > toSatang(subtotal)) return t('discount.tooMuch', { subtotal: formatBaht(subtotal) });
  return undefined;
}

/** A draft's discount in baht, with an optional note printed beside it. */
export function DiscountForm({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors } = useFormState<DiscountValues>(() => ({ discount: toBaht(invoice.discount), note: invoice.discountNote ?? '' }));
  const [update, { isLoading }] = useUpdateInvoiceDraftMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const unchanged = toMoney(values.discount) === toMoney(toBaht(invoice.discount)) && values.note.trim() === (invoice.discountNote ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = discountError(t, values.discount, invoice.subtotal);
    if (problem) return setErrors({ discount: problem });
    const body = { version: invoice.version, discount: toMoney(values.discount)!, discountNote: values.note.trim() || null };
    const result = await update({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(t('discount.failed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('discount.saved'), detail: formatBaht(result.data.discount) }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap align-items-start gap-3" aria-label={t('totals.discount')}>
      <div style={{ width: '12rem' }}>
        <MoneyField id="invoice-discount" label={t('discount.amount')} value={values.discount} onChange={(v) => set('discount', v)} error={errors.discount} />
      </div>
      <div style={{ width: '20rem' }}>
        <TextField id="invoice-discount-note" label={t('discount.note')} maxLength={500} value={values.note} onChange={(v) => set('note', v)} error={errors.discountNote} />
      </div>
      <Button type="submit" label={t('discount.save')} icon="pi pi-save" outlined loading={isLoading} disabled={unchanged} className="mt-4" />
    </form>
  );
}

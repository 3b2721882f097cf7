import { useMemo, type FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import type { CreateCreditNoteRequest, InvoiceDto } from '@pathdesk/contracts';
import { createCreditNoteSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useCreateCreditNoteMutation } from './billing-api';
import { DialogFooter, MultiSelectField, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { MoneyField } from './money-field';
import { confirmStep } from './confirm-step';
import { formatBaht, toBaht, toMoney, toSatang } from './money';

type CreditBy = 'amount' | 'lines';

interface CreditNoteValues {
  by: CreditBy;
  amount: number | null;
  lineIds: number[];
  reason: string;
}

/**
 * A credit note (ใบลดหนี้) against an issued invoice: an amount (at most the balance), or lines
 * credited whole (those not credited before), with the reason; confirmed, since a credit note is
 * numbered and never changes.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, patch, errors, setErrors, validate } = useFormState<CreditNoteValues>(() => ({ by: 'amount', amount: toBaht(invoice.balance), lineIds: [], reason: '' }));
  const [create, { isLoading }] = useCreateCreditNoteMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const credited = useMemo(() => new Set(invoice.creditNotes.flatMap((n) => n.lines.map((l) => l.lineId))), [invoice.creditNotes]);
  const lineOptions = useMemo(
    () => invoice.lines.filter((l) => !l.excluded && !credited.has(l.id)).map((l) => ({ value: l.id, label: `${l.accessionNo} · ${l.item} · ${formatBaht(l.amount)}` })),
    [invoice.lines, credited],
  );

  const send = async (body: CreateCreditNoteRequest) => {
    const result = await create({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(t('creditNote.failed'), result.error, setErrors);
    const made = result.data.creditNotes.at(-1);
    dispatch(notify({ severity: 'success', summary: t('creditNote.done'), detail: t('creditNote.doneDetail', { number: made?.number ?? '', invoice: invoice.number }) }));
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = values.by === 'amount' ? toMoney(values.amount) : null;
    if (amount !== null && toSatang(amount) > toSatang(invoice.balance)) return setErrors({ amount: t('payment.atMost', { balance: formatBaht(invoice.balance) }) });
    const body = validate(createCreditNoteSchema, {
      version: invoice.version,
      reason: values.reason,
      ...(values.by === 'amount' ? { amount: amount ?? '' } : { lineIds: values.lineIds }),
    });
    if (!body) return;
    confirmStep(t, {
      header: t('creditNote.confirmHeader', { number: invoice.number }),
      message:
        body.amount !== undefined
          ? t('creditNote.confirmAmount', { amount: formatBaht(body.amount) })
          : body.lineIds!.length === 1
            ? t('creditNote.confirmLinesOne', { n: 1 })
            : t('creditNote.confirmLinesMany', { n: body.lineIds!.length }),
      acceptLabel: t('creditNote.accept'),
      accept: () => void send(body),
    });
  };

  const choice = (by: CreditBy, label: string) => (
    <div className="flex align-items-center gap-2">
      <RadioButton inputId={`credit-by-${by}`} name="credit-by" value={by} checked={values.by === by} onChange={() => patch({ by })} />
      <label htmlFor={`credit-by-${by}`}>{label}</label>
    </div>
  );

  return (
    <Dialog
      visible
      header={t('creditNote.header', { number: invoice.number })}
      onHide={onClose}
      modal
      style={{ width: '36rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="credit-note-form" submitLabel={t('creditNote.submit')} submitIcon="pi pi-file-edit" loading={isLoading} onCancel={onClose} />}
    >
      <form id="credit-note-form" onSubmit={submit} noValidate>
        <p className="mt-0">{t('creditNote.explain', { balance: formatBaht(invoice.balance), total: formatBaht(invoice.total) })}</p>
        <fieldset className="border-none p-0 m-0 mb-3">
          <legend className="mb-2">{t('creditNote.creditBy')}</legend>
          <div className="flex flex-wrap gap-4">
            {choice('amount', t('creditNote.byAmount'))}
            {choice('lines', t('creditNote.byLines'))}
          </div>
        </fieldset>
        {values.by === 'amount' ? (
          <MoneyField
            id="credit-note-amount"
            label={t('creditNote.amountBaht')}
            required
            hint={invoice.vatMode === 'exempt' ? undefined : t('creditNote.vatIncluded')}
            value={values.amount}
            onChange={(v) => set('amount', v)}
            error={errors.amount}
          />
        ) : (
          <MultiSelectField
            id="credit-note-lines"
            label={t('creditNote.lines')}
            required
            value={values.lineIds}
            options={lineOptions}
            optionLabel="label"
            optionValue="value"
            filter
            placeholder={lineOptions.length ? t('creditNote.chooseLines') : t('creditNote.noLines')}
            hint={t('creditNote.linesHint')}
            onChange={(v) => set('lineIds', v)}
            error={errors.lineIds ?? errors.amount}
          />
        )}
        <TextAreaField
          id="credit-note-reason"
          label={t('common.reason')}
          required
          rows={3}
          hint={t('creditNote.reasonHint')}
          value={values.reason}
          onChange={(v) => set('reason', v)}
          error={errors.reason ?? errors.version ?? errors.status}
        />
      </form>
    </Dialog>
  );
}

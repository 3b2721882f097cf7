import { useState, type FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import type { InvoiceKind, InvoiceListItem, PayerRef } from '@pathdesk/contracts';
import { createInvoiceDraftSchema } from '@pathdesk/contracts/schemas';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { useCreateInvoiceDraftsMutation } from './billing-api';
import { DateField, DialogFooter, Field, useApiFailure, useDateDisplay, useFormState } from '@pathdesk/web-ui';
import { PayerDropdown } from './payer-dropdown';
import { dateToMonth, draftPeriod, latestMonthDate, monthToDate, periodText, thisMonth } from './period';

const DRAFT_FAILED = 'New draft failed';

interface DraftForm {
  payer: PayerRef | null;
  month: Date | null;
}

export interface NewDraftDialogProps {
  kind: InvoiceKind;
  kindTitle: string;
  onClose: () => void;
  /** The drafts made: one opens in the editor, several are listed. */
  onCreated: (drafts: InvoiceListItem[]) => void;
}

/** A draft of the kind's billable lines for a payer (or every payer that has some) and a month. */
export function NewDraftDialog({ kind, kindTitle, onClose, onCreated }: NewDraftDialogProps) {
  const { t } = useReportsT();
  const display = useDateDisplay();
  const { values, set, errors, setErrors, validate } = useFormState<DraftForm>(() => ({ payer: null, month: monthToDate(thisMonth()) }));
  const [create, { isLoading }] = useCreateInvoiceDraftsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const period = values.month ? draftPeriod(dateToMonth(values.month)) : {};
    const body = validate(createInvoiceDraftSchema, { payer: values.payer, ...period });
    if (!body) return;
    const result = await create({ kind, body });
    if ('error' in result) {
      setRefusal(apiErrorMessage(result.error));
      return failed(t('draft.failed', { defaultValue: DRAFT_FAILED }), result.error, setErrors);
    }
    const drafts = result.data.items;
    const detail = drafts[0] ? `${kindTitle}, ${periodText(drafts[0].periodFrom, drafts[0].periodTo, display)}` : kindTitle;
    dispatch(notify({ severity: 'success', summary: drafts.length === 1 ? t('draft.made') : t('draft.madeMany', { n: drafts.length }), detail }));
    onCreated(drafts);
  };

  return (
    <Dialog
      visible
      header={t('draft.header', { what: kindTitle.toLowerCase() })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="invoice-draft-form" submitLabel={t('draft.make')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="invoice-draft-form" onSubmit={submit} noValidate>
        <p className="mt-0">{t('draft.explain')}</p>
        <Field id="draft-payer" label={t('invoice.payer')} error={errors.payer} hint={t('draft.payerHint')}>
          {(p) => <PayerDropdown id={p.id} value={values.payer} onChange={(payer) => set('payer', payer)} placeholder={t('invoice.allPayers')} invalid={p['aria-invalid']} />}
        </Field>
        <DateField
          id="draft-month"
          label={t('draft.month')}
          required
          view="month"
          readOnlyInput
          showIcon
          maxDate={latestMonthDate()}
          hint={t('draft.monthHint')}
          error={errors.month ?? errors.from ?? errors.to}
          value={values.month}
          onChange={(month) => set('month', month)}
        />
        <div role="alert" className="p-error" style={{ minHeight: '1.5rem' }}>
          {refusal}
        </div>
      </form>
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import type { InvoiceDto } from '@pathdesk/contracts';
import { voidInvoiceSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useVoidInvoiceMutation } from './billing-api';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { confirmStep } from './confirm-step';

const VOID_FAILED = 'Voiding the invoice failed';

/** Voids an issued invoice: the reason first, then a confirmation (it cannot be undone). */
export function VoidDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors, validate } = useFormState({ reason: '' });
  const [voidInvoice, { isLoading }] = useVoidInvoiceMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const send = async (body: { version: number; reason: string }) => {
    const result = await voidInvoice({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(t('void.failed', { defaultValue: VOID_FAILED }), result.error, setErrors);
    dispatch(notify({ severity: 'info', summary: t('void.done'), detail: t('void.doneDetail', { number: invoice.number }) }));
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(voidInvoiceSchema, { version: invoice.version, reason: values.reason });
    if (!body) return;
    confirmStep(t, {
      header: t('void.confirmHeader', { number: invoice.number }),
      message: t('void.confirmMessage'),
      acceptLabel: t('void.accept'),
      danger: true,
      accept: () => void send(body),
    });
  };

  return (
    <Dialog
      visible
      header={t('void.header', { number: invoice.number })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter
          form="void-invoice-form"
          submitLabel={t('void.submit')}
          submitIcon="pi pi-ban"
          submitSeverity="danger"
          cancelLabel={t('common.keepIt')}
          loading={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="void-invoice-form" onSubmit={submit} noValidate>
        <TextAreaField
          id="void-reason"
          label={t('common.reason')}
          required
          rows={3}
          autoFocus
          hint={t('void.reasonHint')}
          value={values.reason}
          onChange={(v) => set('reason', v)}
          error={errors.reason ?? errors.version}
        />
      </form>
    </Dialog>
  );
}

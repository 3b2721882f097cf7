import type { FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import type { InvoiceDto, PaymentDto } from '@pathdesk/contracts';
import { reversePaymentSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useReverseInvoicePaymentMutation } from './billing-api';
import { DialogFooter, TextAreaField, useApiFailure, useFormatDate, useFormState } from '@pathdesk/web-ui';
import { confirmStep } from './confirm-step';
import { formatBaht } from './money';

/**
 * Reverses a payment (a bounced cheque, a transfer recorded on the wrong invoice): the reason
 * first, then a confirmation. The payment stays on record, marked reversed; the balance grows back.
 */
export function ReversePaymentDialog({ invoice, payment, onClose }: { invoice: InvoiceDto; payment: PaymentDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors, validate } = useFormState({ reason: '' });
  const [reverse, { isLoading }] = useReverseInvoicePaymentMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const formatDay = useFormatDate();
  const what = { amount: formatBaht(payment.amount), reference: payment.reference, day: formatDay(payment.date) };

  const send = async (body: { version: number; reason: string }) => {
    const result = await reverse({ kind: invoice.kind, id: invoice.id, paymentId: payment.id, body });
    if ('error' in result) return failed(t('reverse.failed'), result.error, setErrors);
    dispatch(notify({ severity: 'info', summary: t('reverse.done'), detail: t('reverse.doneDetail', { ...what, number: invoice.number }) }));
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(reversePaymentSchema, { version: invoice.version, reason: values.reason });
    if (!body) return;
    confirmStep(t, {
      header: t('reverse.confirmHeader', what),
      message: t('reverse.confirmMessage'),
      acceptLabel: t('reverse.accept'),
      danger: true,
      accept: () => void send(body),
    });
  };

  return (
    <Dialog
      visible
      header={t('reverse.header', what)}
      onHide={onClose}
      modal
      // The first field takes the focus (autoFocus), not the dialog's close button.
      focusOnShow={false}
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter
          form="reverse-payment-form"
          submitLabel={t('reverse.submit')}
          submitIcon="pi pi-replay"
          submitSeverity="danger"
          cancelLabel={t('common.keepIt')}
          loading={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="reverse-payment-form" onSubmit={submit} noValidate>
        <p className="mt-0">{t('reverse.explain', what)}</p>
        <TextAreaField
          id="reverse-reason"
          label={t('common.reason')}
          required
          rows={3}
          autoFocus
          hint={t('reverse.reasonHint')}
          value={values.reason}
          onChange={(v) => set('reason', v)}
          error={errors.reason ?? errors.version ?? errors.paymentId}
        />
      </form>
    </Dialog>
  );
}

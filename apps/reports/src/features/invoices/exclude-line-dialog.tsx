import type { FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import type { InvoiceDto, InvoiceLineDto } from '@pathdesk/contracts';
import { updateInvoiceDraftSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useUpdateInvoiceDraftMutation } from './billing-api';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';

/** Leaves a line out of a draft, with the reason (kept with the draft; the line stays billable later). */
export function ExcludeLineDialog({ invoice, line, onClose }: { invoice: InvoiceDto; line: InvoiceLineDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors, validate } = useFormState({ reason: '' });
  const [update, { isLoading }] = useUpdateInvoiceDraftMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(updateInvoiceDraftSchema, { version: invoice.version, exclude: [{ lineId: line.id, reason: values.reason }] });
    if (!body) {
      // The schema names the reason inside the exclusion (exclude.0.reason): show it at the field.
      if (!values.reason.trim()) setErrors({ reason: t('exclude.reasonRequired') });
      return;
    }
    const result = await update({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(t('exclude.failed', { accessionNo: line.accessionNo }), result.error, setErrors);
    dispatch(notify({ severity: 'info', summary: t('exclude.done'), detail: `${line.accessionNo} ${line.item}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('exclude.header', { accessionNo: line.accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="exclude-line-form" submitLabel={t('exclude.submit')} submitSeverity="warning" loading={isLoading} onCancel={onClose} />}
    >
      <form id="exclude-line-form" onSubmit={submit} noValidate>
        <p className="mt-0">{t('exclude.explain', { item: line.item, patient: line.patientName })}</p>
        <TextAreaField id="exclude-reason" label={t('common.reason')} required rows={3} autoFocus value={values.reason} onChange={(v) => set('reason', v)} error={errors.reason} />
      </form>
    </Dialog>
  );
}

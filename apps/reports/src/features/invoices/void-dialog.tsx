import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { confirmDialog } from 'primereact/confirmdialog';
import type { InvoiceDto } from '@pathdesk/contracts';
import { voidInvoiceSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch, useVoidInvoiceMutation } from '@pathdesk/web-data';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';

const VOID_FAILED = 'Voiding the invoice failed';

/** Voids an issued invoice: the reason first, then a confirmation (it cannot be undone). */
export function VoidDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState({ reason: '' });
  const [voidInvoice, { isLoading }] = useVoidInvoiceMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const send = async (body: { version: number; reason: string }) => {
    const result = await voidInvoice({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(VOID_FAILED, result.error, setErrors);
    dispatch(notify({ severity: 'info', summary: 'Invoice voided', detail: `${invoice.number}: its lines can be billed again.` }));
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(voidInvoiceSchema, { version: invoice.version, reason: values.reason });
    if (!body) return;
    confirmDialog({
      header: `Void ${invoice.number}?`,
      message: 'A void invoice stays on record, marked void, and cannot be reissued as it was: its lines go back to the billable pool for a new invoice.',
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Void it',
      acceptClassName: 'p-button-danger',
      rejectLabel: 'Back',
      defaultFocus: 'reject',
      accept: () => void send(body),
    });
  };

  return (
    <Dialog
      visible
      header={`Void ${invoice.number}`}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="void-invoice-form" submitLabel="Void…" submitIcon="pi pi-ban" submitSeverity="danger" cancelLabel="Keep it" loading={isLoading} onCancel={onClose} />}
    >
      <form id="void-invoice-form" onSubmit={submit} noValidate>
        <TextAreaField id="void-reason" label="Reason" required rows={3} autoFocus hint="Printed on the void invoice and kept in the audit log." value={values.reason} onChange={(v) => set('reason', v)} error={errors.reason ?? errors.version} />
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import type { ParaffinDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateField, DialogFooter, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateParaffinMutation } from './paraffins-api';
import { paraffinMoveBody, type ParaffinMove } from './paraffin-form-model';

const COPY: Record<ParaffinMove, { header: string; submit: string; date?: string; done: string }> = {
  sent: { header: 'Send', submit: 'Mark sent', date: 'Sent on', done: 'Marked sent' },
  returned: { header: 'Return of', submit: 'Mark returned', date: 'Returned on', done: 'Marked returned' },
  kept: { header: 'Not returned:', submit: 'Mark kept', done: 'Marked kept' },
};

/** A request's status move: its day (sent, returned) and courier note; the server's reasons at the fields. */
export function ParaffinMoveDialog({ request, move, onClose }: { request: ParaffinDto; move: ParaffinMove; onClose: () => void }) {
  const copy = COPY[move];
  const { values, set, errors, setErrors } = useFormState({ day: new Date() as Date | null, courierNote: request.courierNote ?? '' });
  const [update, { isLoading }] = useUpdateParaffinMutation();
  const [dayField] = useState(move === 'sent' ? 'sentDate' : 'returnedDate');
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (copy.date && !values.day) return setErrors({ [dayField]: 'is required' });
    const result = await update({ kind: request.kind, caseId: request.caseId, requestId: request.id, body: paraffinMoveBody(request, move, values.day, values.courierNote) });
    if ('error' in result) return failed(`${copy.submit} failed`, result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: copy.done, detail: request.requester }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={`${copy.header} ${request.requester}`}
      onHide={onClose}
      modal
      style={{ width: '28rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="paraffin-move-form" submitLabel={copy.submit} loading={isLoading} onCancel={onClose} />}
    >
      <form id="paraffin-move-form" onSubmit={submit} noValidate>
        {copy.date ? <DateField id="paraffin-move-day" label={copy.date} required value={values.day} onChange={(v) => set('day', v)} error={errors[dayField] ?? errors.status} showIcon maxDate={new Date()} /> : null}
        {move === 'sent' ? <TextField id="paraffin-move-courier" label="Courier note" value={values.courierNote} onChange={(v) => set('courierNote', v)} error={errors.courierNote} hint="Courier and tracking number" /> : null}
        {move === 'kept' ? <p className="m-0">The borrower keeps what was lent: the request closes without a return.</p> : null}
        {move === 'kept' && errors.status ? <small className="p-error" role="alert">{errors.status}</small> : null}
      </form>
    </Dialog>
  );
}

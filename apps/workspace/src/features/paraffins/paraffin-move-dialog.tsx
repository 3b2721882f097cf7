import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import type { ParaffinDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateField, DialogFooter, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateParaffinMutation } from './paraffins-api';
import { paraffinMoveBody, type ParaffinMove } from './paraffin-form-model';
import { useWorkspaceT } from '../../i18n';

type MoveCopy = { header: string; submit: string; failed: string; date?: string; done: string };

function useMoveCopy(move: ParaffinMove, requester: string): MoveCopy {
  const { t } = useWorkspaceT();
  if (move === 'sent')
    return {
      header: t('bench.paraffins.move.sendHeader', { requester }),
      submit: t('bench.paraffins.move.markSent'),
      failed: t('bench.paraffins.move.markSentFailed'),
      date: t('bench.paraffins.move.sentOn'),
      done: t('bench.paraffins.move.markedSent'),
    };
  if (move === 'returned')
    return {
      header: t('bench.paraffins.move.returnHeader', { requester }),
      submit: t('bench.paraffins.move.markReturned'),
      failed: t('bench.paraffins.move.markReturnedFailed'),
      date: t('bench.paraffins.move.returnedOn'),
      done: t('bench.paraffins.move.markedReturned'),
    };
  return {
    header: t('bench.paraffins.move.keptHeader', { requester }),
    submit: t('bench.paraffins.move.markKept'),
    failed: t('bench.paraffins.move.markKeptFailed'),
    done: t('bench.paraffins.move.markedKept'),
  };
}

/** A request's status move: its day (sent, returned) and courier note; the server's reasons at the fields. */
export function ParaffinMoveDialog({ request, move, onClose }: { request: ParaffinDto; move: ParaffinMove; onClose: () => void }) {
  const copy = useMoveCopy(move, request.requester);
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors } = useFormState({ day: new Date() as Date | null, courierNote: request.courierNote ?? '' });
  const [update, { isLoading }] = useUpdateParaffinMutation();
  const [dayField] = useState(move === 'sent' ? 'sentDate' : 'returnedDate');
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (copy.date && !values.day) return setErrors({ [dayField]: t('errors:is_required') });
    const result = await update({ kind: request.kind, caseId: request.caseId, requestId: request.id, body: paraffinMoveBody(request, move, values.day, values.courierNote) });
    if ('error' in result) return failed(copy.failed, result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: copy.done, detail: request.requester }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={copy.header}
      onHide={onClose}
      modal
      style={{ width: '28rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="paraffin-move-form" submitLabel={copy.submit} loading={isLoading} onCancel={onClose} />}
    >
      <form id="paraffin-move-form" onSubmit={submit} noValidate>
        {copy.date ? (
          <DateField
            id="paraffin-move-day"
            label={copy.date}
            required
            value={values.day}
            onChange={(v) => set('day', v)}
            error={errors[dayField] ?? errors.status}
            showIcon
            maxDate={new Date()}
          />
        ) : null}
        {move === 'sent' ? (
          <TextField
            id="paraffin-move-courier"
            label={t('bench.paraffins.courierNote')}
            value={values.courierNote}
            onChange={(v) => set('courierNote', v)}
            error={errors.courierNote}
            hint={t('bench.paraffins.courierHint')}
          />
        ) : null}
        {move === 'kept' ? <p className="m-0">{t('bench.paraffins.move.keptText')}</p> : null}
        {move === 'kept' && errors.status ? (
          <small className="p-error" role="alert">
            {errors.status}
          </small>
        ) : null}
      </form>
    </Dialog>
  );
}

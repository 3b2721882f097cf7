import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import type { AdditionalDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { updateAdditionalSchema } from '@pathdesk/contracts/schemas';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateAdditionalMutation } from './additionals-api';

/**
 * Finishing an order (with its result note) or cancelling it (with the reason, asked before
 * anything changes): the two moves that cannot be undone.
 */
export function OrderMoveDialog({ order, move, onClose }: { order: AdditionalDto; move: 'done' | 'cancelled'; onClose: () => void }) {
  const field = move === 'done' ? 'resultNote' : 'cancelReason';
  const { values, set, errors, setErrors, validate } = useFormState({ text: move === 'done' ? (order.resultNote ?? '') : '' });
  const [update, { isLoading }] = useUpdateAdditionalMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const done = move === 'done';
  const what = `${order.testCode}${order.blockCode ? ` on ${order.blockCode}` : ''}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(updateAdditionalSchema, { version: order.version, status: move, [field]: values.text });
    if (!body) return;
    const result = await update({ kind: order.kind, caseId: order.caseId, orderId: order.id, body });
    if ('error' in result) {
      return failed(done ? `Finishing ${what} failed` : `Cancelling ${what} failed`, result.error, setErrors);
    }
    dispatch(notify({ severity: done ? 'success' : 'info', summary: done ? 'Order done' : 'Order cancelled', detail: `${order.accessionNo} ${what}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={done ? `Finish ${what}` : `Cancel ${what}?`}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter
          form="order-move-form"
          submitLabel={done ? 'Mark done' : 'Cancel the order'}
          submitSeverity={done ? undefined : 'danger'}
          cancelLabel={done ? 'Cancel' : 'Keep it'}
          loading={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="order-move-form" onSubmit={submit} noValidate>
        {done ? null : <p className="mt-0">A cancelled order cannot be reopened: order the test again if it is needed later.</p>}
        <TextAreaField
          id={`order-${field}`}
          label={done ? 'Result note' : 'Reason'}
          required={!done}
          hint={done ? 'Shown on the result page and printed in the report’s additional studies.' : undefined}
          value={values.text}
          onChange={(v) => {
            set('text', v);
            setErrors({});
          }}
          error={errors[field] ?? errors.status}
          rows={3}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

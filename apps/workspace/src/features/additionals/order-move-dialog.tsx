import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import type { AdditionalDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { updateAdditionalSchema } from '@pathdesk/contracts/schemas';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateAdditionalMutation } from './additionals-api';
import { useWorkspaceT } from '../../i18n';

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
  const { t } = useWorkspaceT();
  const what = order.blockCode ? t('bench.additionals.testOnBlock', { test: order.testCode, block: order.blockCode }) : order.testCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(updateAdditionalSchema, { version: order.version, status: move, [field]: values.text });
    if (!body) return;
    const result = await update({ kind: order.kind, caseId: order.caseId, orderId: order.id, body });
    if ('error' in result) {
      return failed(done ? t('bench.additionals.finishFailed', { what }) : t('bench.additionals.cancelFailed', { what }), result.error, setErrors);
    }
    dispatch(
      notify({
        severity: done ? 'success' : 'info',
        summary: done ? t('bench.additionals.orderDone') : t('bench.additionals.orderCancelled'),
        detail: `${order.accessionNo} ${what}`,
      }),
    );
    onClose();
  };

  return (
    <Dialog
      visible
      header={done ? t('bench.additionals.finishWhat', { what }) : t('bench.additionals.cancelWhatQ', { what })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter
          form="order-move-form"
          submitLabel={done ? t('bench.additionals.markDone') : t('bench.additionals.cancelOrder')}
          submitSeverity={done ? undefined : 'danger'}
          cancelLabel={done ? t('common:actions.cancel') : t('bench.additionals.keepIt')}
          loading={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="order-move-form" onSubmit={submit} noValidate>
        {done ? null : <p className="mt-0">{t('bench.additionals.cancelWarning')}</p>}
        <TextAreaField
          id={`order-${field}`}
          label={done ? t('bench.additionals.resultNote') : t('bench.additionals.reason')}
          required={!done}
          hint={done ? t('bench.additionals.resultNoteHint') : undefined}
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

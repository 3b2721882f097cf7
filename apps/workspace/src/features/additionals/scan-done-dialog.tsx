import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { AdditionalDto, BarcodeDto } from '@pathdesk/contracts';
import { markDoneByScanSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, Spinner, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useGetCaseAdditionalsQuery, useMarkDoneByScanMutation } from './additionals-api';
import { OrderStatusTag } from './order-status-tag';

/**
 * After a slide label is scanned into the worklist: the order it was cut for, and an optional
 * result note. Enter marks it done (Shift+Enter starts a new line), so scanning stays fast; a done
 * or cancelled order is shown as such and cannot be changed.
 */
export function ScanDoneDialog({ barcode, onClose }: { barcode: BarcodeDto; onClose: () => void }) {
  const { data: orders, isLoading } = useGetCaseAdditionalsQuery({ kind: barcode.kind, caseId: barcode.caseId });
  const order = orders?.find((o) => o.id === barcode.orderId);
  const { values, set, errors, setErrors, validate } = useFormState({ resultNote: '' });
  const [markDone, { isLoading: saving }] = useMarkDoneByScanMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const open = order ? order.status === 'ordered' || order.status === 'in_progress' : true;
  const slide = barcode.slideCode ?? barcode.code;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving || !open) return;
    const body = validate(markDoneByScanSchema, { code: barcode.code, resultNote: values.resultNote });
    if (!body) return;
    const result = await markDone(body);
    if ('error' in result) return failed(`${barcode.code} was not marked done`, result.error, setErrors);
    const done: AdditionalDto = result.data;
    dispatch(notify({ severity: 'success', summary: `${done.testCode} done`, detail: `${done.accessionNo} ${done.blockCode ?? ''} · slide ${slide}` }));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Dialog
      visible
      header="Mark the scanned order done"
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      // The note is where the hands are after a scan (the dialog would focus its close button).
      onShow={() => document.getElementById('scan-resultNote')?.focus()}
      footer={
        open ? (
          <DialogFooter form="scan-done-form" submitLabel="Mark done" loading={saving} onCancel={onClose} />
        ) : (
          <div className="flex justify-content-end">
            <Button type="button" label="Close" onClick={onClose} autoFocus />
          </div>
        )
      }
    >
      <form id="scan-done-form" onSubmit={(e) => void submit(e)} noValidate>
        <dl className="mt-0 mb-3 grid" aria-busy={isLoading}>
          <dt className="col-4 text-color-secondary">Slide</dt>
          <dd className="col-8 m-0">
            {barcode.accessionNo} {slide}
          </dd>
          <dt className="col-4 text-color-secondary">Order</dt>
          <dd className="col-8 m-0" style={{ minHeight: '1.5rem' }}>
            {order ? (
              <span className="flex align-items-center gap-2 flex-wrap">
                <strong>{order.testCode}</strong> {order.testName} <OrderStatusTag status={order.status} />
              </span>
            ) : isLoading ? (
              <Spinner size="1.25rem" label="Loading the order" />
            ) : (
              '—'
            )}
          </dd>
        </dl>
        {open ? (
          <TextAreaField
            id="scan-resultNote"
            label="Result note"
            hint="Optional. Enter marks the order done; Shift+Enter starts a new line."
            value={values.resultNote}
            onChange={(v) => {
              set('resultNote', v);
              setErrors({});
            }}
            onKeyDown={onKeyDown}
            error={errors.resultNote ?? errors.code ?? errors.status}
            rows={2}
            autoFocus
          />
        ) : (
          <p className="m-0">This order is {order?.status}: it is not changed any more.</p>
        )}
      </form>
    </Dialog>
  );
}

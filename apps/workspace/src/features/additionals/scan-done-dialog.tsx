import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { AdditionalDto, BarcodeDto } from '@pathdesk/contracts';
import { markDoneByScanSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, focusOnShow, Spinner, useApiFailure, useFormState, TextAreaField } from '@pathdesk/web-ui';
import { useGetCaseAdditionalsQuery, useMarkDoneByScanMutation } from './additionals-api';
import { OrderStatusTag } from './order-status-tag';
import { useAdditionalStatusLabels } from './use-order-labels';
import { useWorkspaceT } from '../../i18n';

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
  const { t } = useWorkspaceT();
  const statusLabels = useAdditionalStatusLabels();
  const open = order ? order.status === 'ordered' || order.status === 'in_progress' : true;
  const slide = barcode.slideCode ?? barcode.code;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving || !open) return;
    const body = validate(markDoneByScanSchema, { code: barcode.code, resultNote: values.resultNote });
    if (!body) return;
    const result = await markDone(body);
    if ('error' in result) return failed(t('bench.additionals.scanFailed', { code: barcode.code }), result.error, setErrors);
    const done: AdditionalDto = result.data;
    dispatch(
      notify({
        severity: 'success',
        summary: t('bench.additionals.testDone', { test: done.testCode }),
        detail: t('bench.additionals.scanDoneDetail', { accessionNo: done.accessionNo, block: done.blockCode ?? '', slide }),
      }),
    );
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
      header={t('bench.additionals.scanTitle')}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      // The note is where the hands are after a scan (the dialog would focus its close button).
      onShow={focusOnShow('scan-resultNote')}
      footer={
        open ? (
          <DialogFooter form="scan-done-form" submitLabel={t('bench.additionals.markDone')} loading={saving} onCancel={onClose} />
        ) : (
          <div className="flex justify-content-end">
            <Button type="button" label={t('bench.additionals.close')} onClick={onClose} autoFocus />
          </div>
        )
      }
    >
      <form id="scan-done-form" onSubmit={(e) => void submit(e)} noValidate>
        <dl className="mt-0 mb-3 grid" aria-busy={isLoading}>
          <dt className="col-4 text-color-secondary">{t('bench.additionals.colSlide')}</dt>
          <dd className="col-8 m-0">
            {barcode.accessionNo} {slide}
          </dd>
          <dt className="col-4 text-color-secondary">{t('bench.additionals.order')}</dt>
          <dd className="col-8 m-0" style={{ minHeight: '1.5rem' }}>
            {order ? (
              <span className="flex align-items-center gap-2 flex-wrap">
                <strong>{order.testCode}</strong> {order.testName} <OrderStatusTag status={order.status} />
              </span>
            ) : isLoading ? (
              <Spinner size="1.25rem" label={t('bench.additionals.loadingOrder')} />
            ) : (
              '—'
            )}
          </dd>
        </dl>
        {open ? (
          <TextAreaField
            id="scan-resultNote"
            label={t('bench.additionals.resultNote')}
            hint={t('bench.additionals.scanHint')}
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
          <p className="m-0">{t('bench.additionals.closedOrder', { status: order ? statusLabels[order.status] : '' })}</p>
        )}
      </form>
    </Dialog>
  );
}

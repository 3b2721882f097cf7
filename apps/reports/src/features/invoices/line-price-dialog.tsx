import type { FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import type { InvoiceDto, InvoiceLineDto } from '@pathdesk/contracts';
import { updateInvoiceDraftSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useUpdateInvoiceDraftMutation } from './billing-api';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { MoneyField } from './money-field';
import { formatBaht, toBaht, toMoney } from './money';

/**
 * A redraft's new unit price for a line, with the reason (kept on the line and in the audit log);
 * the void invoice it replaces keeps its own prices.
 */
export function LinePriceDialog({ invoice, line, onClose }: { invoice: InvoiceDto; line: InvoiceLineDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors, validate } = useFormState<{ unitPrice: number | null; reason: string }>(() => ({ unitPrice: toBaht(line.unitPrice), reason: '' }));
  const [update, { isLoading }] = useUpdateInvoiceDraftMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unitPrice = toMoney(values.unitPrice);
    const body = validate(updateInvoiceDraftSchema, { version: invoice.version, prices: [{ lineId: line.id, unitPrice: unitPrice ?? '', reason: values.reason }] });
    if (!body) {
      // The schema names the fields inside the change (prices.0.reason): show them at their fields.
      setErrors({ ...(unitPrice === null ? { unitPrice: t('price.required') } : {}), ...(!values.reason.trim() ? { reason: t('exclude.reasonRequired') } : {}) });
      return;
    }
    const result = await update({ kind: invoice.kind, id: invoice.id, body });
    if ('error' in result) return failed(t('price.failed', { accessionNo: line.accessionNo }), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('price.done'), detail: `${line.accessionNo}: ${formatBaht(body.prices![0]!.unitPrice as string)}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('price.header', { accessionNo: line.accessionNo })}
      onHide={onClose}
      modal
      // The first field takes the focus (autoFocus), not the dialog's close button.
      focusOnShow={false}
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="line-price-form" submitLabel={t('price.submit')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="line-price-form" onSubmit={submit} noValidate>
        <p className="mt-0">
          {t('price.explain', { item: line.item, patient: line.patientName, price: formatBaht(line.originalUnitPrice ?? line.unitPrice), number: invoice.replacesNumber ?? '' })}
        </p>
        <MoneyField
          id="line-price-unit"
          label={t('price.unitPriceBaht')}
          required
          autoFocus
          value={values.unitPrice}
          onChange={(v) => set('unitPrice', v)}
          error={errors.unitPrice ?? errors['prices.0.unitPrice'] ?? errors.prices}
        />
        <TextAreaField
          id="line-price-reason"
          label={t('common.reason')}
          required
          rows={3}
          hint={t('price.reasonHint')}
          value={values.reason}
          onChange={(v) => set('reason', v)}
          error={errors.reason ?? errors['prices.0.reason'] ?? errors.version}
        />
      </form>
    </Dialog>
  );
}

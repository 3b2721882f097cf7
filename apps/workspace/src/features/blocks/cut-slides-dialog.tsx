import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createSlidesSchema } from '@pathdesk/contracts/schemas';
import { DEFAULT_STAIN, type BlockDto, type CaseKind } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, NumberField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useAddSlidesMutation } from './blocks-api';
import { useWorkspaceT } from '../../i18n';

/** H&E, or one of the tests ordered on the block (the slides cut for an order are stained with its test). */
function stainOptions(block: BlockDto, itsOrder: (stain: string) => string): { value: number | null; label: string }[] {
  const orders = block.slides.filter((s) => s.orderId !== null);
  const unique = orders.filter((s, i) => orders.findIndex((o) => o.orderId === s.orderId) === i);
  return [{ value: null, label: DEFAULT_STAIN }, ...unique.map((s) => ({ value: s.orderId, label: itsOrder(s.stain) }))];
}

/**
 * "Cut more slides": N more slides on a block, H&E or for one of its orders. They take the next
 * numbers (A2-5, A2-6) and are on the case's label sheet at once.
 */
export function CutSlidesDialog({ kind, block, onClose }: { kind: CaseKind; block: BlockDto; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState<{ count: number | null; orderId: number | null }>({ count: 1, orderId: null });
  const [addSlides, { isLoading }] = useAddSlidesMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(createSlidesSchema, { blockId: block.id, count: values.count, ...(values.orderId === null ? {} : { orderId: values.orderId }) });
    if (!body) return;
    const result = await addSlides({ kind, caseId: block.caseId, body });
    if ('error' in result) return failed(t('bench.blocks.cutFailed', { code: block.code }), result.error, setErrors);
    const had = new Set(block.slides.map((s) => s.id));
    const cut = result.data.blocks.find((b) => b.id === block.id)?.slides.filter((s) => !had.has(s.id)) ?? [];
    dispatch(
      notify({
        severity: 'success',
        summary: t('bench.blocks.slidesCut', { count: cut.length }),
        detail: t('bench.blocks.slidesCutDetail', { slides: cut.map((s) => `${s.code} (${s.stain})`).join(', ') }),
      }),
    );
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('bench.blocks.cutMoreOn', { code: block.label })}
      onHide={onClose}
      modal
      style={{ width: '26rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="cut-slides-form" submitLabel={t('bench.blocks.cut')} submitIcon="pi pi-plus" loading={isLoading} onCancel={onClose} />}
    >
      <form id="cut-slides-form" onSubmit={submit} noValidate>
        <NumberField
          id="cut-count"
          label={t('bench.blocks.colSlides')}
          required
          value={values.count}
          onChange={(v) => set('count', v)}
          error={errors.count}
          min={1}
          max={20}
          showButtons
          autoFocus
        />
        <DropdownField
          id="cut-stain"
          label={t('bench.blocks.stain')}
          value={values.orderId}
          onChange={(v) => set('orderId', v)}
          options={stainOptions(block, (stain) => t('bench.blocks.itsOrder', { stain }))}
          error={errors.orderId ?? errors.stain}
        />
      </form>
    </Dialog>
  );
}

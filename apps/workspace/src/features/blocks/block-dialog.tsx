import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { updateBlockSchema } from '@pathdesk/contracts/schemas';
import type { BlockDto, CaseKind } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, TextAreaField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useUpdateBlockMutation } from './blocks-api';
import { useWorkspaceT } from '../../i18n';

/**
 * A block's code and tissue description. A block with slides or orders keeps its code: the field
 * says why instead of letting the server refuse it.
 */
export function BlockDialog({ kind, block, onClose }: { kind: CaseKind; block: BlockDto; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState({ code: block.code, description: block.description ?? '' });
  const [update, { isLoading }] = useUpdateBlockMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();
  const locked = renameRefusal(block, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim().toUpperCase();
    const body = validate(updateBlockSchema, {
      version: block.version,
      ...(code !== block.code ? { code } : {}),
      description: values.description,
    });
    if (!body) return;
    const result = await update({ kind, caseId: block.caseId, blockId: block.id, body });
    if ('error' in result) return failed(t('bench.blocks.saveFailed', { code: block.code }), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('bench.blocks.saved'), detail: result.data.label }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('bench.blocks.dialogTitle', { label: block.label })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="block-form" submitLabel={t('common:actions.save')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="block-form" onSubmit={submit} noValidate>
        <TextField
          id="block-code"
          label={t('bench.blocks.code')}
          value={values.code}
          onChange={(v) => set('code', v)}
          error={errors.code}
          hint={locked ?? t('bench.blocks.codeHint')}
          disabled={!!locked}
          maxLength={5}
        />
        <TextAreaField
          id="block-description"
          label={t('bench.blocks.tissueDescription')}
          value={values.description}
          onChange={(v) => set('description', v)}
          error={errors.description}
          rows={3}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

/** Why a block's code cannot change any more (labels are printed, slides cut), or null. */
function renameRefusal(block: Pick<BlockDto, 'slides' | 'orderCount'>, t: ReturnType<typeof useWorkspaceT>['t']): string | null {
  if (block.slides.length) return t('bench.blocks.codeLockedSlides');
  if (block.orderCount) return t('bench.blocks.codeLockedOrders');
  return null;
}

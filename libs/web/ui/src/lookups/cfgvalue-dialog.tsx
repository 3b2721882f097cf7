import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createCfgvalueSchema, updateCfgvalueSchema } from '@pathdesk/contracts/schemas';
import type { CfgCategory, CfgvalueDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useCreateCfgvalueMutation, useUpdateCfgvalueMutation } from '@pathdesk/web-lookups';
import { DialogFooter } from '../dialog-footer.js';
import { NumberField } from '../form-fields/number-field.js';
import { SwitchField } from '../form-fields/switch-field.js';
import { TextAreaField } from '../form-fields/text-area-field.js';
import { TextField } from '../form-fields/text-field.js';
import { useApiFailure } from '../use-api-failure.js';
import { useFormState } from '../use-form-state.js';
import { useCategoryCopy } from './lookup-categories.js';
import { useCommonT } from '../use-common-t.js';

export interface CfgvalueDialogProps {
  category: CfgCategory;
  /** The entry to edit; null to add one. */
  entry: CfgvalueDto | null;
  onClose: () => void;
}

/** Add or edit one config value; the API's reasons land on the fields. */
export function CfgvalueDialog({ category, entry, onClose }: CfgvalueDialogProps) {
  const { t } = useCommonT();
  const copy = useCategoryCopy(category);
  const {
    values: form,
    set,
    errors,
    setErrors,
    validate,
  } = useFormState({
    name: entry?.name ?? '',
    value: entry?.value ?? '',
    description: entry?.description ?? '',
    sortOrder: entry?.sortOrder ?? 0,
    active: (entry?.status ?? 'active') === 'active',
  });
  const [create, creating] = useCreateCfgvalueMutation();
  const [update, updating] = useUpdateCfgvalueMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      value: form.value,
      description: form.description,
      sortOrder: form.sortOrder,
      status: form.active ? ('active' as const) : ('inactive' as const),
    };
    let result;
    if (entry) {
      const changes = validate(updateCfgvalueSchema, body);
      if (!changes) return;
      result = await update({ id: entry.id, changes });
    } else {
      const input = validate(createCfgvalueSchema, { ...body, category });
      if (!input) return;
      result = await create(input);
    }
    if ('error' in result) return failed(entry ? t('lookups.updateFailed') : t('lookups.addFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: entry ? t('lookups.saved') : t('lookups.added'), detail: result.data.cfgvalue.name }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={entry ? t('lookups.editEntry', { name: entry.name }) : t('lookups.addEntry', { noun: copy.noun })}
      onHide={onClose}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter form="cfgvalue-form" submitLabel={entry ? t('actions.save') : t('lookups.add')} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />
      }
    >
      <form id="cfgvalue-form" onSubmit={submit} noValidate>
        <TextField id="cfg-name" label={t('lookups.name')} error={errors.name} required value={form.name} onChange={(v) => set('name', v)} autoFocus />
        <TextField id="cfg-value" label={copy.valueLabel} error={errors.value} hint={copy.valueHint} value={form.value} onChange={(v) => set('value', v)} />
        <TextAreaField
          id="cfg-description"
          label={t('lookups.description')}
          hint={copy.descriptionHint}
          error={errors.description}
          rows={2}
          autoResize
          value={form.description}
          onChange={(v) => set('description', v)}
        />
        <div className="flex gap-4 align-items-start">
          <NumberField
            id="cfg-sort"
            label={t('lookups.orderInLists')}
            error={errors.sortOrder}
            hint={t('lookups.smallerFirst')}
            value={form.sortOrder}
            onChange={(v) => set('sortOrder', v ?? 0)}
            min={0}
            max={9999}
            useGrouping={false}
          />
          <SwitchField
            id="cfg-active"
            label={t('lookups.active')}
            error={errors.status}
            hint={t('lookups.inactiveHint')}
            checked={form.active}
            onChange={(on) => set('active', on)}
          />
        </div>
      </form>
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { settingPrefixSchema, updateSettingPrefixSchema } from '@pathdesk/contracts/schemas';
import { CASE_KINDS, formatAccessionNumber, type CaseKind, type Era, type SettingPrefixDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, NumberField, SwitchField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreatePrefixMutation, useUpdatePrefixMutation } from './prefixes-api';

export const KIND_LABELS: Record<CaseKind, string> = { surgical: 'Surgical', cytological: 'Cytological', gynecological: 'Gynecological' };
const KIND_OPTIONS = CASE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));
const ERA_OPTIONS = [
  { value: 'BE', label: 'Buddhist Era (2568 → 68)' },
  { value: 'CE', label: 'Common Era (2025 → 25)' },
];

interface Form {
  kind: CaseKind;
  letters: string;
  era: Era;
  width: number;
  defaultPrice: number;
  active: boolean;
}

/** Add or edit an accession prefix; the preview shows the number it makes. */
export function PrefixDialog({ prefix, onClose }: { prefix: SettingPrefixDto | null; onClose: () => void }) {
  const { values: form, set, errors, setErrors, validate } = useFormState<Form>({
    kind: prefix?.kind ?? 'surgical',
    letters: prefix?.letters ?? '',
    era: prefix?.era ?? 'BE',
    width: prefix?.width ?? 5,
    defaultPrice: prefix?.defaultPrice ?? 0,
    active: (prefix?.status ?? 'active') === 'active',
  });
  const [create, creating] = useCreatePrefixMutation();
  const [update, updating] = useUpdatePrefixMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const body = {
    kind: form.kind,
    letters: form.letters,
    era: form.era,
    width: form.width,
    defaultPrice: form.defaultPrice,
    status: form.active ? ('active' as const) : ('inactive' as const),
  };
  const preview = /^[A-Za-z]{1,5}$/.test(form.letters.trim())
    ? formatAccessionNumber({ letters: form.letters.trim().toUpperCase(), era: form.era, width: form.width }, new Date().getFullYear(), 1)
    : '—';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let result;
    if (prefix) {
      const changes = validate(updateSettingPrefixSchema, body);
      if (!changes) return;
      result = await update({ id: prefix.id, changes });
    } else {
      const input = validate(settingPrefixSchema, body);
      if (!input) return;
      result = await create(input);
    }
    if ('error' in result) return failed(prefix ? 'Update Prefix failed' : 'Add Prefix failed', result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: prefix ? 'Prefix saved' : 'Prefix added', detail: result.data.prefix.example }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={prefix ? `Edit prefix ${prefix.letters}` : 'Add an accession prefix'}
      onHide={onClose}
      modal
      style={{ width: '32rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="prefix-form" submitLabel={prefix ? 'Save' : 'Add'} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="prefix-form" onSubmit={submit} noValidate>
        <DropdownField
          id="prefix-kind"
          label="Numbers cases of kind"
          error={errors.kind}
          required
          value={form.kind}
          options={KIND_OPTIONS}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('kind', v as CaseKind)}
        />
        <TextField id="prefix-letters" label="Letters" error={errors.letters} required hint="1–5 letters A–Z, e.g. S." value={form.letters} onChange={(v) => set('letters', v)} autoFocus maxLength={5} />
        <DropdownField id="prefix-era" label="Year" error={errors.era} value={form.era} options={ERA_OPTIONS} optionLabel="label" optionValue="value" onChange={(v) => set('era', v as Era)} />
        <NumberField id="prefix-width" label="Digits of the running number" error={errors.width} value={form.width} onChange={(v) => set('width', v ?? 5)} min={3} max={8} showButtons />
        <NumberField
          id="prefix-price"
          label="Default price (THB)"
          error={errors.defaultPrice}
          hint="What a new case of this kind costs unless the registration says otherwise."
          value={form.defaultPrice}
          onChange={(v) => set('defaultPrice', v ?? 0)}
          mode="decimal"
          minFractionDigits={2}
          maxFractionDigits={2}
          min={0}
        />
        <SwitchField id="prefix-active" label="Active" hint="One active prefix per kind numbers new cases." checked={form.active} onChange={(on) => set('active', on)} />
        <p className="mb-0">
          First number this year: <strong data-testid="prefix-preview">{preview}</strong>
        </p>
      </form>
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { useSettingsT, type SettingsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { settingPrefixSchema, updateSettingPrefixSchema } from '@pathdesk/contracts/schemas';
import { CASE_KINDS, formatAccessionNumber, type CaseKind, type Era, type PricePer, type SettingPrefixDto } from '@pathdesk/contracts';
import { pricePerOptions } from '../../price-per';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, NumberField, SwitchField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreatePrefixMutation, useUpdatePrefixMutation } from './prefixes-api';

export const kindLabel = (t: SettingsT, kind: CaseKind): string =>
  ({ surgical: t('prefixes.kinds.surgical'), cytological: t('prefixes.kinds.cytological'), gynecological: t('prefixes.kinds.gynecological') })[kind];
const kindOptions = (t: SettingsT) => CASE_KINDS.map((value) => ({ value, label: kindLabel(t, value) }));
const eraOptions = (t: SettingsT) => [
  { value: 'BE', label: t('prefixes.eraBE') },
  { value: 'CE', label: t('prefixes.eraCE') },
];

interface Form {
  kind: CaseKind;
  letters: string;
  era: Era;
  width: number;
  defaultPrice: number;
  pricePer: PricePer;
  active: boolean;
}

/** Add or edit an accession prefix; the preview shows the number it makes. */
export function PrefixDialog({ prefix, onClose }: { prefix: SettingPrefixDto | null; onClose: () => void }) {
  const { t } = useSettingsT();
  const {
    values: form,
    set,
    errors,
    setErrors,
    validate,
  } = useFormState<Form>({
    kind: prefix?.kind ?? 'surgical',
    letters: prefix?.letters ?? '',
    era: prefix?.era ?? 'BE',
    width: prefix?.width ?? 5,
    defaultPrice: prefix?.defaultPrice ?? 0,
    pricePer: prefix?.pricePer ?? 'case',
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
    pricePer: form.pricePer,
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
    if ('error' in result) return failed(prefix ? t('prefixes.updateFailed') : t('prefixes.addFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: prefix ? t('prefixes.saved') : t('prefixes.added'), detail: result.data.prefix.example }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={prefix ? t('prefixes.edit', { letters: prefix.letters }) : t('prefixes.add')}
      onHide={onClose}
      modal
      style={{ width: '32rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="prefix-form" submitLabel={prefix ? t('common.save') : t('common.add')} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="prefix-form" onSubmit={submit} noValidate>
        <DropdownField
          id="prefix-kind"
          label={t('prefixes.kindField')}
          error={errors.kind}
          required
          value={form.kind}
          options={kindOptions(t)}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => {
            set('kind', v as CaseKind);
            if (v === 'gynecological') set('pricePer', 'case');
          }}
        />
        <TextField
          id="prefix-letters"
          label={t('prefixes.letters')}
          error={errors.letters}
          required
          hint={t('prefixes.lettersHint')}
          value={form.letters}
          onChange={(v) => set('letters', v)}
          autoFocus
          maxLength={5}
        />
        <DropdownField
          id="prefix-era"
          label={t('prefixes.year')}
          error={errors.era}
          value={form.era}
          options={eraOptions(t)}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('era', v as Era)}
        />
        <NumberField id="prefix-width" label={t('prefixes.width')} error={errors.width} value={form.width} onChange={(v) => set('width', v ?? 5)} min={3} max={8} showButtons />
        <NumberField
          id="prefix-price"
          label={t('common.defaultPriceThb')}
          error={errors.defaultPrice}
          hint={t('prefixes.priceHint')}
          value={form.defaultPrice}
          onChange={(v) => set('defaultPrice', v ?? 0)}
          mode="decimal"
          minFractionDigits={2}
          maxFractionDigits={2}
          min={0}
        />
        <DropdownField
          id="prefix-price-per"
          label={t('common.pricePer')}
          error={errors.pricePer}
          hint={t('prefixes.pricePerHint')}
          value={form.pricePer}
          // A Pap case is one part: its price is per case.
          options={pricePerOptions(t).filter((o) => form.kind !== 'gynecological' || o.value === 'case')}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('pricePer', (v ?? form.pricePer) as PricePer)}
        />
        <SwitchField id="prefix-active" label={t('common.active')} hint={t('prefixes.activeHint')} checked={form.active} onChange={(on) => set('active', on)} />
        <p className="mb-0">
          {t('prefixes.firstNumber')}: <strong data-testid="prefix-preview">{preview}</strong>
        </p>
      </form>
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { DialogFooter, NumberField, SwitchField, TextAreaField, TextField, useFormState } from '@pathdesk/web-ui';
import { emptyTestInput, inputOf, testRules, type AdditionalTest, type AdditionalTestInput } from './additional-tests';

export interface AdditionalTestDialogProps {
  tests: readonly AdditionalTest[];
  /** The test to edit; null to add one. */
  test: AdditionalTest | null;
  onSave: (input: AdditionalTestInput) => void;
  onClose: () => void;
}

/** Add or edit one additional test (the settings remote's CfgvalueDialog, without the API). */
export function AdditionalTestDialog({ tests, test, onSave, onClose }: AdditionalTestDialogProps) {
  const { values: form, set, errors, validate } = useFormState(() => (test ? inputOf(test) : emptyTestInput()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(testRules(tests, test?.id ?? null), form);
    if (input) onSave(input);
  };

  return (
    <Dialog
      visible
      header={test ? `Edit ${test.name}` : 'Add an additional test'}
      onHide={onClose}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="additional-test-form" submitLabel={test ? 'Save' : 'Add'} onCancel={onClose} />}
    >
      <form id="additional-test-form" onSubmit={submit} noValidate>
        <TextField
          id="test-code"
          label="Code"
          required
          hint="Printed on invoices, e.g. IHC-ER."
          error={errors.code}
          value={form.code}
          onChange={(v) => set('code', v)}
          autoFocus
          autoComplete="off"
        />
        <TextField id="test-name" label="Name" required error={errors.name} value={form.name} onChange={(v) => set('name', v)} autoComplete="off" />
        <TextAreaField id="test-description" label="Description" rows={2} autoResize error={errors.description} value={form.description} onChange={(v) => set('description', v)} />
        <div className="flex gap-4 align-items-start">
          <NumberField
            id="test-price"
            label="Price (THB)"
            required
            error={errors.price}
            value={form.price}
            onChange={(v) => set('price', v)}
            mode="decimal"
            minFractionDigits={2}
            maxFractionDigits={2}
            min={0}
          />
          <SwitchField id="test-active" label="Active" hint="Inactive tests stay on old invoices but leave the lists." checked={form.active} onChange={(on) => set('active', on)} />
        </div>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createTestSchema } from '@pathdesk/contracts/schemas';
import { TEST_CATEGORIES, type TestCategory, type TestDto } from '@pathdesk/contracts';
import { apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, fieldErrors, NumberField, SwitchField, TEST_CATEGORY_LABELS, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreateTestMutation, useUpdateTestMutation } from './tests-api';
import { emptyTestForm, priceRowErrors, testRequest, testToForm, type TestForm } from './test-form-model';
import { PriceRows } from './price-rows';

const CATEGORY_OPTIONS = TEST_CATEGORIES.map((value) => ({ value, label: TEST_CATEGORY_LABELS[value] }));

/** Add or edit a test of the catalogue, with its own prices per hospital, company and case kind. */
export function TestDialog({ test, onClose }: { test: TestDto | null; onClose: () => void }) {
  const { values: form, set, errors, setErrors } = useFormState<TestForm>(() => (test ? testToForm(test) : emptyTestForm()));
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [create, creating] = useCreateTestMutation();
  const [update, updating] = useUpdateTestMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = testRequest(form);
    const parsed = createTestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setRowErrors(priceRowErrors(parsed.error.issues));
    }
    const result = test ? await update({ id: test.id, changes: body }) : await create(body);
    if ('error' in result) {
      setRowErrors(priceRowErrors(apiFieldErrors(result.error)));
      return failed(test ? 'Saving the test failed' : 'Adding the test failed', result.error, setErrors);
    }
    dispatch(notify({ severity: 'success', summary: test ? 'Test saved' : 'Test added', detail: `${result.data.test.code} ${result.data.test.name}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={test ? `Edit ${test.code}` : 'Add a test'}
      onHide={onClose}
      modal
      style={{ width: '46rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="test-form" submitLabel={test ? 'Save' : 'Add'} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="test-form" onSubmit={submit} noValidate>
        <div className="grid">
          <div className="col-12 md:col-4">
            <TextField id="test-code" label="Code" required value={form.code} onChange={(v) => set('code', v)} error={errors.code} autoFocus maxLength={30} />
          </div>
          <div className="col-12 md:col-8">
            <TextField id="test-name" label="Name" required value={form.name} onChange={(v) => set('name', v)} error={errors.name} maxLength={200} />
          </div>
          <div className="col-12 md:col-6">
            <DropdownField id="test-category" label="Category" required value={form.category} options={CATEGORY_OPTIONS} optionLabel="label" optionValue="value" onChange={(v) => set('category', (v ?? form.category) as TestCategory)} error={errors.category} />
          </div>
          <div className="col-12 md:col-6">
            <TextField id="test-cgd" label="CGD code" value={form.cgdCode} onChange={(v) => set('cgdCode', v)} error={errors.cgdCode} hint="The government fee-schedule code, when there is one." maxLength={20} />
          </div>
          <div className="col-12 md:col-6">
            <NumberField id="test-price" label="Default price (THB)" required value={form.defaultPrice} onChange={(v) => set('defaultPrice', v)} error={errors.defaultPrice} mode="decimal" minFractionDigits={2} maxFractionDigits={2} min={0} />
          </div>
          <div className="col-12 md:col-6">
            <SwitchField id="test-active" label="Active" hint="Only active tests can be ordered." checked={form.active} onChange={(on) => set('active', on)} />
          </div>
        </div>
        <PriceRows
          rows={form.prices}
          errors={rowErrors}
          onChange={(prices) => {
            set('prices', prices);
            setRowErrors({});
          }}
        />
      </form>
    </Dialog>
  );
}

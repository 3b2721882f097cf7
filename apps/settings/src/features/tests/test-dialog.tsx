import { useState, type FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { createTestSchema } from '@pathdesk/contracts/schemas';
import { TEST_CATEGORIES, type PricePer, type TestCategory, type TestDto } from '@pathdesk/contracts';
import { pricePerOptions } from '../../price-per';
import { apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, fieldErrors, NumberField, SwitchField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreateTestMutation, useUpdateTestMutation } from './tests-api';
import { emptyTestForm, priceRowErrors, testRequest, testToForm, type TestForm } from './test-form-model';
import { PriceRows } from './price-rows';
import { categoryLabels } from './category-labels';

/** Add or edit a test of the catalogue, with its own prices per hospital, company and case kind. */
export function TestDialog({ test, onClose }: { test: TestDto | null; onClose: () => void }) {
  const { t } = useSettingsT();
  const labels = categoryLabels(t);
  const categoryOptions = TEST_CATEGORIES.map((value) => ({ value, label: labels[value] }));
  const rowLabels = { payer: t('tests.payerOrCompany'), price: t('tests.price') };
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
      return setRowErrors(priceRowErrors(parsed.error.issues, rowLabels));
    }
    const result = test ? await update({ id: test.id, changes: body }) : await create(body);
    if ('error' in result) {
      setRowErrors(priceRowErrors(apiFieldErrors(result.error), rowLabels));
      return failed(test ? t('tests.updateFailed') : t('tests.addFailed'), result.error, setErrors);
    }
    dispatch(notify({ severity: 'success', summary: test ? t('tests.saved') : t('tests.added'), detail: `${result.data.test.code} ${result.data.test.name}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={test ? t('common.editName', { name: test.code }) : t('tests.add')}
      onHide={onClose}
      modal
      style={{ width: '46rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="test-form" submitLabel={test ? t('common.save') : t('common.add')} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="test-form" onSubmit={submit} noValidate>
        <div className="grid">
          <div className="col-12 md:col-4">
            <TextField id="test-code" label={t('common.code')} required value={form.code} onChange={(v) => set('code', v)} error={errors.code} autoFocus maxLength={30} />
          </div>
          <div className="col-12 md:col-8">
            <TextField id="test-name" label={t('common.name')} required value={form.name} onChange={(v) => set('name', v)} error={errors.name} maxLength={200} />
          </div>
          <div className="col-12 md:col-6">
            <DropdownField
              id="test-category"
              label={t('tests.category')}
              required
              value={form.category}
              options={categoryOptions}
              optionLabel="label"
              optionValue="value"
              onChange={(v) => set('category', (v ?? form.category) as TestCategory)}
              error={errors.category}
            />
          </div>
          <div className="col-12 md:col-6">
            <TextField
              id="test-cgd"
              label={t('tests.cgd')}
              value={form.cgdCode}
              onChange={(v) => set('cgdCode', v)}
              error={errors.cgdCode}
              hint={t('tests.cgdHint')}
              maxLength={20}
            />
          </div>
          <div className="col-12 md:col-6">
            <NumberField
              id="test-price"
              label={t('common.defaultPriceThb')}
              required
              value={form.defaultPrice}
              onChange={(v) => set('defaultPrice', v)}
              error={errors.defaultPrice}
              mode="decimal"
              minFractionDigits={2}
              maxFractionDigits={2}
              min={0}
            />
          </div>
          <div className="col-12 md:col-6">
            <DropdownField
              id="test-price-per"
              label={t('common.pricePer')}
              value={form.pricePer}
              options={pricePerOptions(t)}
              optionLabel="label"
              optionValue="value"
              onChange={(v) => set('pricePer', (v ?? form.pricePer) as PricePer)}
              error={errors.pricePer}
              hint={t('tests.pricePerHint')}
            />
          </div>
          <div className="col-12 md:col-6">
            <SwitchField id="test-active" label={t('common.active')} hint={t('tests.activeHint')} checked={form.active} onChange={(on) => set('active', on)} />
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

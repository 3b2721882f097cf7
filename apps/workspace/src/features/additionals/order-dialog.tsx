import { useMemo, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createAdditionalsSchema } from '@pathdesk/contracts/schemas';
import type { BlockDto, CaseKind } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, MultiSelectField, TEST_CATEGORY_LABELS, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useGetOrderableTestsQuery, useOrderAdditionalsMutation } from './additionals-api';
import { orderRequest, type OrderForm } from './order-model';

/** Orders one test or a panel (several at once) on a block or on the case. */
export function OrderDialog({ kind, caseId, blocks, onClose }: { kind: CaseKind; caseId: number; blocks: BlockDto[]; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState<OrderForm>({ blockId: blocks[0]?.id ?? null, testIds: [], note: '' });
  const { data: tests = [], isLoading: testsLoading } = useGetOrderableTestsQuery();
  const [order, { isLoading }] = useOrderAdditionalsMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const targets = useMemo(() => [{ value: null, label: 'The case (no block)' }, ...blocks.map((b) => ({ value: b.id, label: b.label }))], [blocks]);
  const testOptions = useMemo(() => tests.map((t) => ({ value: t.id, label: `${t.code} — ${t.name} (${TEST_CATEGORY_LABELS[t.category]})` })), [tests]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(createAdditionalsSchema, orderRequest(values));
    if (!body) return;
    const result = await order({ kind, caseId, body });
    if ('error' in result) return failed('Ordering failed', result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: `${result.data.length} test${result.data.length === 1 ? '' : 's'} ordered`, detail: result.data.map((o) => o.testCode).join(', ') }));
    onClose();
  };

  return (
    <Dialog
      visible
      header="Order additional tests"
      onHide={onClose}
      modal
      style={{ width: '36rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="order-form" submitLabel="Order" loading={isLoading} onCancel={onClose} />}
    >
      <form id="order-form" onSubmit={submit} noValidate>
        <DropdownField id="order-block" label="On" value={values.blockId} options={targets} optionLabel="label" optionValue="value" onChange={(v) => set('blockId', v)} error={errors.blockId} />
        <MultiSelectField
          id="order-tests"
          label="Tests"
          required
          error={errors.testIds}
          hint="Pick several for a panel; type to filter."
          value={values.testIds}
          options={testOptions}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('testIds', v)}
          filter
          loading={testsLoading}
          placeholder="Choose tests"
          emptyMessage="No active tests in the catalogue."
        />
        <TextAreaField id="order-note" label="Note for the lab" value={values.note} onChange={(v) => set('note', v)} error={errors.note} rows={2} />
      </form>
    </Dialog>
  );
}

import { useMemo, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createAdditionalsSchema } from '@pathdesk/contracts/schemas';
import type { BlockDto, CaseKind } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, MultiSelectField, TextAreaField, useApiFailure, useFormState, useTestCategoryLabels } from '@pathdesk/web-ui';
import { useGetOrderableTestsQuery, useOrderAdditionalsMutation } from './additionals-api';
import { orderRequest, type OrderForm } from './order-model';
import { useWorkspaceT } from '../../i18n';

/** Orders one test or a panel (several at once) on a block or on the case. */
export function OrderDialog({ kind, caseId, blocks, onClose }: { kind: CaseKind; caseId: number; blocks: BlockDto[]; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState<OrderForm>({ blockId: blocks[0]?.id ?? null, testIds: [], note: '' });
  const { data: tests = [], isLoading: testsLoading } = useGetOrderableTestsQuery();
  const [order, { isLoading }] = useOrderAdditionalsMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();
  const categoryLabels = useTestCategoryLabels();
  const targets = useMemo(() => [{ value: null, label: t('bench.additionals.noBlock') }, ...blocks.map((b) => ({ value: b.id, label: b.label }))], [blocks, t]);
  const testOptions = useMemo(() => tests.map((test) => ({ value: test.id, label: `${test.code} — ${test.name} (${categoryLabels[test.category]})` })), [tests, categoryLabels]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(createAdditionalsSchema, orderRequest(values));
    if (!body) return;
    const result = await order({ kind, caseId, body });
    if ('error' in result) return failed(t('bench.additionals.orderFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('bench.additionals.ordered', { count: result.data.length }), detail: result.data.map((o) => o.testCode).join(', ') }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('bench.additionals.orderDialogTitle')}
      onHide={onClose}
      modal
      style={{ width: '36rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="order-form" submitLabel={t('bench.additionals.order')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="order-form" onSubmit={submit} noValidate>
        <DropdownField
          id="order-block"
          label={t('bench.additionals.on')}
          value={values.blockId}
          options={targets}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('blockId', v)}
          error={errors.blockId}
        />
        <MultiSelectField
          id="order-tests"
          label={t('bench.additionals.tests')}
          required
          error={errors.testIds}
          hint={t('bench.additionals.testsHint')}
          value={values.testIds}
          options={testOptions}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('testIds', v)}
          filter
          loading={testsLoading}
          placeholder={t('bench.additionals.chooseTests')}
          emptyMessage={t('bench.additionals.noTests')}
        />
        <TextAreaField id="order-note" label={t('bench.additionals.noteForLab')} value={values.note} onChange={(v) => set('note', v)} error={errors.note} rows={2} />
      </form>
    </Dialog>
  );
}

import { useMemo, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createParaffinSchema, updateParaffinSchema } from '@pathdesk/contracts/schemas';
import type { BlockDto, CaseKind, ParaffinDto, ParaffinItemType } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useGetCfgOptionsQuery, useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { DateField, DialogFooter, DropdownField, MultiSelectField, NumberField, TextAreaField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreateParaffinMutation, useUpdateParaffinMutation } from './paraffins-api';
import { useWorkspaceT } from '../../i18n';
import { createParaffinBody, emptyParaffinForm, paraffinToForm, payerKey, updateParaffinBody, type ParaffinForm } from './paraffin-form-model';

/**
 * A request for blocks or unstained slides from outside: new, or edited (dates, courier, fee, and
 * who pays the fee — the requesting centre, a hospital or a company; else the case's payer).
 */
export function ParaffinDialog({
  kind,
  caseId,
  blocks,
  request,
  onClose,
}: {
  kind: CaseKind;
  caseId: number;
  blocks: BlockDto[];
  request: ParaffinDto | null;
  onClose: () => void;
}) {
  const { values, set, errors, setErrors, validate } = useFormState<ParaffinForm>(() => (request ? paraffinToForm(request) : emptyParaffinForm()));
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const { data: companies = [] } = useGetCfgOptionsQuery('companies');
  const [create, creating] = useCreateParaffinMutation();
  const [update, updating] = useUpdateParaffinMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();
  const ITEM_TYPES: { value: ParaffinItemType; label: string }[] = [
    { value: 'block', label: t('bench.paraffins.wholeBlocks') },
    { value: 'unstained-slides', label: t('bench.paraffins.unstainedSlides') },
  ];
  const blockOptions = useMemo(() => blocks.map((b) => ({ value: b.id, label: b.label })), [blocks]);
  const payerGroups = useMemo(
    () =>
      [
        { label: t('bench.paraffins.hospitals'), items: hospitals.map((h) => ({ value: payerKey({ type: 'hospital', id: h.id }), label: h.name })) },
        { label: t('bench.paraffins.companies'), items: companies.map((c) => ({ value: payerKey({ type: 'company', id: c.id }), label: c.name })) },
      ].filter((g) => g.items.length > 0),
    [hospitals, companies, t],
  );
  const sent = request !== null && request.status !== 'requested';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let result;
    if (request) {
      const body = validate(updateParaffinSchema, updateParaffinBody(values, request));
      if (!body) return;
      result = await update({ kind, caseId, requestId: request.id, body });
    } else {
      const body = validate(createParaffinSchema, createParaffinBody(values));
      if (!body) return;
      result = await create({ kind, caseId, body });
    }
    // `items.0.count` and the like land on the items field.
    if ('error' in result) return failed(request ? t('bench.paraffins.saveFailed') : t('bench.paraffins.recordFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: request ? t('bench.paraffins.saved') : t('bench.paraffins.recorded'), detail: result.data.requester }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={request ? t('bench.paraffins.dialogTitle') : t('bench.paraffins.newDialogTitle')}
      onHide={onClose}
      modal
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={
        <DialogFooter
          form="paraffin-form"
          submitLabel={request ? t('common:actions.save') : t('bench.paraffins.record')}
          loading={creating.isLoading || updating.isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="paraffin-form" onSubmit={submit} noValidate>
        <TextField
          id="paraffin-requester"
          label={t('bench.paraffins.requester')}
          required
          value={values.requester}
          onChange={(v) => set('requester', v)}
          error={errors.requester}
          hint={t('bench.paraffins.requesterHint')}
          autoFocus
        />
        <DropdownField
          id="paraffin-hospital"
          label={t('common:filters.hospital')}
          value={values.hospitalId}
          options={hospitals}
          optionLabel="name"
          optionValue="id"
          onChange={(v) => set('hospitalId', v)}
          error={errors.hospitalId}
          showClear
          filter
          placeholder={t('bench.paraffins.otherHospital')}
        />
        <DropdownField
          id="paraffin-bill-to"
          label={t('bench.paraffins.billTo')}
          value={values.billTo}
          options={payerGroups}
          optionGroupLabel="label"
          optionGroupChildren="items"
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('billTo', v)}
          error={errors.billTo ?? errors['billTo.id']}
          hint={t('bench.paraffins.billToHint')}
          showClear
          filter
          placeholder={t('bench.paraffins.casePayer')}
        />
        <TextField
          id="paraffin-purpose"
          label={t('bench.paraffins.purpose')}
          required
          value={values.purpose}
          onChange={(v) => set('purpose', v)}
          error={errors.purpose}
          hint={t('bench.paraffins.purposeHint')}
        />
        <MultiSelectField
          id="paraffin-blocks"
          label={t('bench.paraffins.blocks')}
          required
          error={errors.items}
          value={values.blockIds}
          options={blockOptions}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('blockIds', v)}
          placeholder={blocks.length ? t('bench.paraffins.chooseBlocks') : t('bench.paraffins.noBlocks')}
        />
        <div className="grid">
          <div className="col-12 md:col-6">
            <DropdownField
              id="paraffin-item-type"
              label={t('bench.paraffins.lend')}
              value={values.itemType}
              options={ITEM_TYPES}
              optionLabel="label"
              optionValue="value"
              onChange={(v) => set('itemType', v ?? 'block')}
            />
          </div>
          <div className="col-12 md:col-6">
            {values.itemType === 'unstained-slides' ? (
              <NumberField
                id="paraffin-slides"
                label={t('bench.paraffins.slidesPerBlock')}
                value={values.slidesPerBlock}
                onChange={(v) => set('slidesPerBlock', v ?? 1)}
                min={1}
                max={50}
                showButtons
              />
            ) : null}
          </div>
        </div>
        <div className="grid">
          <div className="col-12 md:col-6">
            <DateField
              id="paraffin-due"
              label={t('bench.paraffins.dueBack')}
              value={values.dueBackDate}
              onChange={(v) => set('dueBackDate', v)}
              error={errors.dueBackDate}
              showIcon
              showButtonBar
            />
          </div>
          <div className="col-12 md:col-6">
            <NumberField
              id="paraffin-fee"
              label={t('bench.paraffins.feeThb')}
              value={values.fee}
              onChange={(v) => set('fee', v)}
              error={errors.fee}
              mode="decimal"
              minFractionDigits={2}
              maxFractionDigits={2}
              min={0}
            />
          </div>
        </div>
        {sent ? (
          <div className="grid">
            <div className="col-12 md:col-6">
              <DateField
                id="paraffin-sent"
                label={t('bench.paraffins.status.sent')}
                value={values.sentDate}
                onChange={(v) => set('sentDate', v)}
                error={errors.sentDate}
                showIcon
              />
            </div>
            <div className="col-12 md:col-6">
              <DateField
                id="paraffin-returned"
                label={t('bench.paraffins.status.returned')}
                value={values.returnedDate}
                onChange={(v) => set('returnedDate', v)}
                error={errors.returnedDate}
                showIcon
                showButtonBar
              />
            </div>
            <div className="col-12">
              <TextField
                id="paraffin-courier"
                label={t('bench.paraffins.courierNote')}
                value={values.courierNote}
                onChange={(v) => set('courierNote', v)}
                error={errors.courierNote}
              />
            </div>
          </div>
        ) : null}
        <TextAreaField id="paraffin-note" label={t('bench.paraffins.note')} value={values.note} onChange={(v) => set('note', v)} error={errors.note} rows={2} />
      </form>
    </Dialog>
  );
}

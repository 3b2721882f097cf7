import { useMemo, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { createParaffinSchema, updateParaffinSchema } from '@pathdesk/contracts/schemas';
import type { BlockDto, CaseKind, ParaffinDto, ParaffinItemType } from '@pathdesk/contracts';
import { notify, useAppDispatch, useGetHospitalOptionsQuery } from '@pathdesk/web-data';
import { DateField, DialogFooter, DropdownField, MultiSelectField, NumberField, TextAreaField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreateParaffinMutation, useUpdateParaffinMutation } from './paraffins-api';
import { createParaffinBody, emptyParaffinForm, paraffinToForm, updateParaffinBody, type ParaffinForm } from './paraffin-form-model';

const ITEM_TYPES: { value: ParaffinItemType; label: string }[] = [
  { value: 'block', label: 'Blocks (whole)' },
  { value: 'unstained-slides', label: 'Unstained slides' },
];

/** A request for blocks or unstained slides from outside: new, or edited (dates, courier, fee). */
export function ParaffinDialog({ kind, caseId, blocks, request, onClose }: { kind: CaseKind; caseId: number; blocks: BlockDto[]; request: ParaffinDto | null; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState<ParaffinForm>(() => (request ? paraffinToForm(request) : emptyParaffinForm()));
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const [create, creating] = useCreateParaffinMutation();
  const [update, updating] = useUpdateParaffinMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const blockOptions = useMemo(() => blocks.map((b) => ({ value: b.id, label: b.label })), [blocks]);
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
    if ('error' in result) return failed(request ? 'Saving the request failed' : 'Recording the request failed', result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: request ? 'Request saved' : 'Request recorded', detail: result.data.requester }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={request ? 'Paraffin request' : 'New paraffin request'}
      onHide={onClose}
      modal
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="paraffin-form" submitLabel={request ? 'Save' : 'Record'} loading={creating.isLoading || updating.isLoading} onCancel={onClose} />}
    >
      <form id="paraffin-form" onSubmit={submit} noValidate>
        <TextField id="paraffin-requester" label="Requester" required value={values.requester} onChange={(v) => set('requester', v)} error={errors.requester} hint="The person or department asking." autoFocus />
        <DropdownField
          id="paraffin-hospital"
          label="Hospital"
          value={values.hospitalId}
          options={hospitals}
          optionLabel="name"
          optionValue="id"
          onChange={(v) => set('hospitalId', v)}
          error={errors.hospitalId}
          showClear
          filter
          placeholder="Not one of the lab's hospitals"
        />
        <TextField id="paraffin-purpose" label="Purpose" required value={values.purpose} onChange={(v) => set('purpose', v)} error={errors.purpose} hint="e.g. second opinion, molecular testing, treatment at the referral centre" />
        <MultiSelectField
          id="paraffin-blocks"
          label="Blocks"
          required
          error={errors.items}
          value={values.blockIds}
          options={blockOptions}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('blockIds', v)}
          placeholder={blocks.length ? 'Choose blocks' : 'The case has no blocks yet'}
        />
        <div className="grid">
          <div className="col-12 md:col-6">
            <DropdownField id="paraffin-item-type" label="Lend" value={values.itemType} options={ITEM_TYPES} optionLabel="label" optionValue="value" onChange={(v) => set('itemType', v ?? 'block')} />
          </div>
          <div className="col-12 md:col-6">
            {values.itemType === 'unstained-slides' ? (
              <NumberField id="paraffin-slides" label="Slides per block" value={values.slidesPerBlock} onChange={(v) => set('slidesPerBlock', v ?? 1)} min={1} max={50} showButtons />
            ) : null}
          </div>
        </div>
        <div className="grid">
          <div className="col-12 md:col-6">
            <DateField id="paraffin-due" label="Due back" value={values.dueBackDate} onChange={(v) => set('dueBackDate', v)} error={errors.dueBackDate} showIcon showButtonBar />
          </div>
          <div className="col-12 md:col-6">
            <NumberField id="paraffin-fee" label="Fee (THB)" value={values.fee} onChange={(v) => set('fee', v)} error={errors.fee} mode="decimal" minFractionDigits={2} maxFractionDigits={2} min={0} />
          </div>
        </div>
        {sent ? (
          <div className="grid">
            <div className="col-12 md:col-6">
              <DateField id="paraffin-sent" label="Sent" value={values.sentDate} onChange={(v) => set('sentDate', v)} error={errors.sentDate} showIcon />
            </div>
            <div className="col-12 md:col-6">
              <DateField id="paraffin-returned" label="Returned" value={values.returnedDate} onChange={(v) => set('returnedDate', v)} error={errors.returnedDate} showIcon showButtonBar />
            </div>
            <div className="col-12">
              <TextField id="paraffin-courier" label="Courier note" value={values.courierNote} onChange={(v) => set('courierNote', v)} error={errors.courierNote} />
            </div>
          </div>
        ) : null}
        <TextAreaField id="paraffin-note" label="Note" value={values.note} onChange={(v) => set('note', v)} error={errors.note} rows={2} />
      </form>
    </Dialog>
  );
}

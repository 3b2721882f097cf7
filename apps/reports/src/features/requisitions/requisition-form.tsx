import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { CASE_KINDS, type CaseKind, type PrepareRequisitionResponse, type RequisitionDto } from '@pathdesk/contracts';
import { requisitionCaseSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateField, DropdownField, fieldErrors, NumberField, TextAreaField, TextField, useApiFailure, useFormState, type FieldErrors } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { useOrderRequisitionMutation } from './requisitions-api';

interface PartRow {
  specimen: string;
  procedure: string;
}

const emptyForm = (form: PrepareRequisitionResponse) => ({
  kind: 'surgical' as CaseKind,
  hospitalId: form.hospitals.length === 1 ? form.hospitals[0]!.id : (null as number | null),
  doctorId: null as number | null,
  hn: '',
  patientTitle: '',
  patientFirstName: '',
  patientLastName: '',
  citizenId: '',
  sex: null as string | null,
  birthDate: null as Date | null,
  ageYears: null as number | null,
  priority: 'routine',
  clinicalHistory: '',
  cytoTypeId: null as number | null,
  gynTypeId: null as number | null,
  lmp: null as Date | null,
  parts: [{ specimen: '', procedure: '' }] as PartRow[],
});
type Form = ReturnType<typeof emptyForm>;

/** A calendar day of the date picked, as the API takes it (yyyy-mm-dd). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const letter = (i: number) => String.fromCharCode(65 + i);

/** The case as `POST /api/requisitions` takes it: only what was filled in, the kind's own fields. */
function caseOf(f: Form): Record<string, unknown> {
  const body: Record<string, unknown> = {
    hn: f.hn,
    patientFirstName: f.patientFirstName,
    patientLastName: f.patientLastName,
    sex: f.sex ?? undefined,
    hospitalId: f.hospitalId ?? undefined,
    doctorId: f.doctorId,
    priority: f.priority,
    parts: f.parts.map((p, i) => ({ letter: letter(i), specimen: p.specimen, ...(p.procedure.trim() ? { procedure: p.procedure } : {}) })),
  };
  if (f.patientTitle.trim()) body.patientTitle = f.patientTitle;
  if (f.citizenId.trim()) body.citizenId = f.citizenId;
  if (f.birthDate) body.birthDate = dayOf(f.birthDate);
  else if (f.ageYears !== null) body.ageYears = f.ageYears;
  if (f.clinicalHistory.trim()) body.clinicalHistory = f.clinicalHistory;
  if (f.kind === 'cytological' && f.cytoTypeId) body.cytoTypeId = f.cytoTypeId;
  if (f.kind === 'gynecological') {
    if (f.gynTypeId) body.gynTypeId = f.gynTypeId;
    if (f.lmp) body.lmp = dayOf(f.lmp);
  }
  return body;
}

/** The API's field names (`case.parts.0.specimen`) as the form's (`parts.0.specimen`). */
const formErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, reason]) => [field.replace(/^case\./, ''), reason]));

/**
 * A hospital's requisition (issue 28.4): the patient, the kind, the specimens (parts A, B, …), the
 * clinical history, the doctor and the urgency — checked as the API will, its reasons on the fields.
 */
export function RequisitionForm({ form: prepared, onOrdered, onCancel }: { form: PrepareRequisitionResponse; onOrdered: (r: RequisitionDto) => void; onCancel: () => void }) {
  const { t } = useReportsT();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { values: f, set, errors, setErrors } = useFormState(() => emptyForm(prepared));
  const [order, { isLoading }] = useOrderRequisitionMutation();
  const [touched, setTouched] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const body = caseOf(f);
    const parsed = requisitionCaseSchema(f.kind).safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((issue) => ({ ...issue, field: issue.path.join('.') }))));
      return;
    }
    const result = await order({ kind: f.kind, case: body });
    if ('error' in result) return failed(t('requisitions.orderFailed'), result.error, (e) => setErrors(formErrors(e)));
    dispatch(notify({ severity: 'success', summary: t('requisitions.ordered'), detail: result.data.requisition.code }));
    onOrdered(result.data.requisition);
  };

  const doctors = prepared.doctors.filter((d) => d.hospitalId === f.hospitalId);
  const setPart = (i: number, patch: Partial<PartRow>) =>
    set(
      'parts',
      f.parts.map((p, j) => (i === j ? { ...p, ...patch } : p)),
    );

  return (
    <form id="requisition-form" onSubmit={submit} noValidate className="flex flex-column gap-1" aria-label={t('requisitions.new')}>
      <div className="grid">
        <div className="col-12 md:col-4">
          <DropdownField
            id="rq-kind"
            label={t('requisitions.kind')}
            required
            value={f.kind}
            options={CASE_KINDS.map((k) => ({ value: k, label: t(`requisitions.kinds.${k}`) }))}
            optionLabel="label"
            optionValue="value"
            onChange={(v) => set('kind', v as CaseKind)}
          />
        </div>
        <div className="col-12 md:col-4">
          <DropdownField
            id="rq-hospital"
            label={t('requisitions.hospital')}
            required
            error={errors.hospitalId}
            value={f.hospitalId}
            options={prepared.hospitals}
            optionLabel="name"
            optionValue="id"
            onChange={(v) => {
              set('hospitalId', v as number);
              set('doctorId', null);
            }}
          />
        </div>
        <div className="col-12 md:col-4">
          <DropdownField
            id="rq-doctor"
            label={t('requisitions.doctor')}
            error={errors.doctorId}
            value={f.doctorId}
            options={doctors}
            optionLabel="name"
            optionValue="id"
            filter
            showClear
            placeholder={doctors.length ? undefined : t('requisitions.noDoctor')}
            onChange={(v) => set('doctorId', (v as number | null) ?? null)}
          />
        </div>
        <div className="col-12 md:col-3">
          <TextField id="rq-hn" label="HN" required error={errors.hn} value={f.hn} onChange={(v) => set('hn', v)} autoFocus />
        </div>
        <div className="col-12 md:col-2">
          <TextField id="rq-title" label={t('requisitions.patientTitle')} error={errors.patientTitle} value={f.patientTitle} onChange={(v) => set('patientTitle', v)} />
        </div>
        <div className="col-12 md:col-3">
          <TextField
            id="rq-first"
            label={t('requisitions.firstName')}
            required
            error={errors.patientFirstName}
            value={f.patientFirstName}
            onChange={(v) => set('patientFirstName', v)}
          />
        </div>
        <div className="col-12 md:col-4">
          <TextField
            id="rq-last"
            label={t('requisitions.lastName')}
            required
            error={errors.patientLastName}
            value={f.patientLastName}
            onChange={(v) => set('patientLastName', v)}
          />
        </div>
        <div className="col-12 md:col-3">
          <DropdownField
            id="rq-sex"
            label={t('requisitions.sex')}
            required
            error={errors.sex}
            value={f.sex}
            options={(['female', 'male', 'unknown'] as const).map((s) => ({ value: s, label: t(`requisitions.sexes.${s}`) }))}
            optionLabel="label"
            optionValue="value"
            onChange={(v) => set('sex', v as string)}
          />
        </div>
        <div className="col-12 md:col-3">
          <DateField id="rq-birth" label={t('requisitions.birthDate')} error={errors.birthDate} value={f.birthDate} onChange={(v) => set('birthDate', v)} />
        </div>
        <div className="col-12 md:col-2">
          <NumberField
            id="rq-age"
            label={t('requisitions.age')}
            error={errors.ageYears}
            value={f.ageYears}
            onChange={(v) => set('ageYears', v)}
            disabled={!!f.birthDate}
            min={0}
            max={150}
          />
        </div>
        <div className="col-12 md:col-4">
          <TextField id="rq-citizen" label={t('requisitions.citizenId')} error={errors.citizenId} value={f.citizenId} onChange={(v) => set('citizenId', v)} />
        </div>
        {f.kind === 'cytological' ? (
          <div className="col-12 md:col-4">
            <DropdownField
              id="rq-cytotype"
              label={t('requisitions.cytoType')}
              error={errors.cytoTypeId}
              value={f.cytoTypeId}
              options={prepared.cytologicalTypes}
              optionLabel="name"
              optionValue="id"
              showClear
              onChange={(v) => set('cytoTypeId', (v as number | null) ?? null)}
            />
          </div>
        ) : null}
        {f.kind === 'gynecological' ? (
          <>
            <div className="col-12 md:col-4">
              <DropdownField
                id="rq-gyntype"
                label={t('requisitions.gynType')}
                error={errors.gynTypeId}
                value={f.gynTypeId}
                options={prepared.gynecologicalTypes}
                optionLabel="name"
                optionValue="id"
                showClear
                onChange={(v) => set('gynTypeId', (v as number | null) ?? null)}
              />
            </div>
            <div className="col-12 md:col-4">
              <DateField id="rq-lmp" label={t('requisitions.lmp')} error={errors.lmp} value={f.lmp} onChange={(v) => set('lmp', v)} />
            </div>
          </>
        ) : null}
        <div className="col-12 md:col-4">
          <DropdownField
            id="rq-priority"
            label={t('requisitions.priority')}
            value={f.priority}
            options={(['routine', 'urgent'] as const).map((p) => ({ value: p, label: t(`requisitions.priorities.${p}`) }))}
            optionLabel="label"
            optionValue="value"
            onChange={(v) => set('priority', v as string)}
          />
        </div>
      </div>
      <fieldset className="border-1 surface-border border-round p-2">
        <legend className="font-semibold px-1">{t('requisitions.specimens')}</legend>
        {errors.parts ? <small className="p-error block">{errors.parts}</small> : null}
        {f.parts.map((part, i) => (
          <div key={i} className="grid align-items-end">
            <div className="col-1 font-semibold pb-4">{letter(i)}</div>
            <div className="col-6">
              <TextField
                id={`rq-part-${i}-specimen`}
                label={t('requisitions.specimenOf', { letter: letter(i) })}
                required
                error={errors[`parts.${i}.specimen`]}
                value={part.specimen}
                onChange={(v) => setPart(i, { specimen: v })}
              />
            </div>
            <div className="col-4">
              <TextField
                id={`rq-part-${i}-procedure`}
                label={t('requisitions.procedure')}
                error={errors[`parts.${i}.procedure`]}
                value={part.procedure}
                onChange={(v) => setPart(i, { procedure: v })}
              />
            </div>
            <div className="col-1 pb-4">
              {f.parts.length > 1 ? (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  aria-label={t('requisitions.removePart', { letter: letter(i) })}
                  onClick={() =>
                    set(
                      'parts',
                      f.parts.filter((_, j) => j !== i),
                    )
                  }
                />
              ) : null}
            </div>
          </div>
        ))}
        <Button type="button" icon="pi pi-plus" label={t('requisitions.addPart')} text onClick={() => set('parts', [...f.parts, { specimen: '', procedure: '' }])} />
      </fieldset>
      <TextAreaField
        id="rq-history"
        label={t('requisitions.clinicalHistory')}
        error={errors.clinicalHistory}
        value={f.clinicalHistory}
        onChange={(v) => set('clinicalHistory', v)}
        rows={3}
      />
      {touched && Object.keys(errors).length ? (
        <small className="p-error" role="alert">
          {t('requisitions.fixFields')}
        </small>
      ) : null}
      <div className="flex gap-2 justify-content-end">
        <Button type="button" label={t('requisitions.cancel')} text onClick={onCancel} />
        <Button type="submit" icon="pi pi-send" label={t('requisitions.order')} loading={isLoading} />
      </div>
    </form>
  );
}

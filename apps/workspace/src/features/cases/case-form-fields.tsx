import type { ReactNode } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { ageAt, partLetter, type CaseKind, type CfgOption, type HospitalOption } from '@pathdesk/contracts';
import { useGetDoctorOptionsQuery } from '@pathdesk/web-lookups';
import { DateField, DropdownField, Field, FormSection, localDay, NumberField, TextAreaField, TextField, type FieldErrors } from '@pathdesk/web-ui';
import { asParts, emptySpecimen, type CaseFormValues, type SpecimenRow } from './case-form-model';
import styles from './case-form.module.css';
import { useWorkspaceT } from '../../i18n';

interface CaseFormOptions {
  titles: CfgOption[];
  companies: CfgOption[];
  hospitals: HospitalOption[];
  /** Cytological or gynecological types, for those kinds. */
  types: CfgOption[];
}

interface RememberDefaults {
  hospital: boolean;
  doctor: boolean;
  onHospital: (remember: boolean) => void;
  onDoctor: (remember: boolean) => void;
}

export interface CaseFormFieldsProps {
  kind: CaseKind;
  values: CaseFormValues;
  onChange: (patch: Partial<CaseFormValues>) => void;
  errors: FieldErrors;
  options: CaseFormOptions;
  /** Registration: several specimens of one requisition; an edit has one. */
  multipleSpecimens?: boolean;
  /** Fields this user may not change (a pathologist edits the clinical fields only). */
  readOnly?: (field: string) => boolean;
  remember?: RememberDefaults;
  /** Registration's patient check (issue 26.8): shown right under the citizen ID and HN it matches on. */
  patientCheck?: ReactNode;
}

/** Calendars of what has already happened: up to now, with the today and clear buttons. */
const past = () => ({ maxDate: new Date(), showIcon: true, showButtonBar: true });

/** The registration data of a case, in the order a requisition is read: who sent it, who it is, what. */
export function CaseFormFields({ kind, values, onChange, errors, options, multipleSpecimens = false, readOnly = () => false, remember, patientCheck }: CaseFormFieldsProps) {
  const { data: doctors = [], isFetching: loadingDoctors } = useGetDoctorOptionsQuery(values.hospitalId ?? 0, { skip: !values.hospitalId });
  const { t } = useWorkspaceT();
  const SEX_OPTIONS = [
    { label: t('caseForm.female'), value: 'female' },
    { label: t('caseForm.male'), value: 'male' },
    { label: t('caseForm.unknownSex'), value: 'unknown' },
  ];
  const PRIORITY_OPTIONS = [
    { label: t('caseForm.routine'), value: 'routine' },
    { label: t('caseForm.urgent'), value: 'urgent' },
  ];
  const setSpecimen = (i: number, patch: Partial<SpecimenRow>) => onChange({ specimens: values.specimens.map((row, j) => (j === i ? { ...row, ...patch } : row)) });
  /** A field's value, error, lock and change, by the field's name. */
  const bind = <K extends keyof CaseFormValues>(field: K) => ({
    value: values[field],
    error: errors[field],
    disabled: readOnly(field),
    onChange: (value: CaseFormValues[K]) => {
      const patch: Partial<CaseFormValues> = {};
      patch[field] = value;
      onChange(patch);
    },
  });
  const specimenError = (i: number, field: keyof SpecimenRow) => errors[`specimens.${i}.${field}`] ?? (i === 0 ? errors[field] : undefined);
  // Issue 27: a requisition's specimens are the parts A, B, … of one case, unless registered as separate accessions.
  const parts = multipleSpecimens && asParts(kind, values);
  const rowLabel = (i: number) => (parts ? t('caseForm.partN', { letter: partLetter(i) }) : t('caseForm.specimenN', { n: i + 1 }));

  return (
    <div className={styles.form}>
      <FormSection title={t('caseForm.requisition')}>
        <div className="grid">
          <div className="col-12 md:col-6">
            <DropdownField
              id="case-hospital"
              label={t('columns.hospital')}
              error={errors.hospitalId}
              required
              value={values.hospitalId}
              options={options.hospitals}
              optionLabel="name"
              optionValue="id"
              filter
              filterBy="name,code,nameEn"
              placeholder={t('caseForm.chooseHospital')}
              disabled={readOnly('hospitalId')}
              onChange={(hospitalId) => onChange({ hospitalId, doctorId: null })}
            />
            {remember ? <RememberBox id="remember-hospital" label={t('caseForm.rememberHospital')} checked={remember.hospital} onChange={remember.onHospital} /> : null}
          </div>
          <div className="col-12 md:col-6">
            <DropdownField
              id="case-doctor"
              label={t('columns.doctor')}
              error={errors.doctorId}
              value={values.doctorId}
              options={doctors}
              optionLabel="name"
              optionValue="id"
              itemTemplate={(d: { title: string | null; name: string }) => `${d.title ?? ''}${d.name}`}
              filter
              showClear
              loading={loadingDoctors}
              disabled={!values.hospitalId || readOnly('doctorId')}
              placeholder={values.hospitalId ? t('caseForm.chooseDoctor') : t('caseForm.chooseHospitalFirst')}
              emptyMessage={t('caseForm.noDoctors')}
              onChange={(doctorId) => onChange({ doctorId })}
            />
            {remember ? <RememberBox id="remember-doctor" label={t('caseForm.rememberDoctor')} checked={remember.doctor} onChange={remember.onDoctor} /> : null}
          </div>
          <div className="col-12 md:col-6">
            <DropdownField
              id="case-company"
              label={t('caseForm.payer')}
              {...bind('companyId')}
              options={options.companies}
              optionLabel="name"
              optionValue="id"
              filter
              showClear
              placeholder={t('caseForm.whoPays')}
            />
          </div>
          <div className="col-12 md:col-6">
            <Field id="case-priority" label={t('caseForm.priority')} error={errors.priority}>
              {(p) => (
                <SelectButton
                  id={p.id}
                  aria-describedby={p['aria-describedby']}
                  value={values.priority}
                  options={PRIORITY_OPTIONS}
                  allowEmpty={false}
                  disabled={readOnly('priority')}
                  onChange={(e) => onChange({ priority: e.value ?? 'routine' })}
                />
              )}
            </Field>
          </div>
          <div className="col-12 md:col-6">
            <DateField id="case-collected" label={t('caseForm.collected')} {...bind('collectedAt')} showTime hourFormat="24" {...past()} />
          </div>
          <div className="col-12 md:col-6">
            <DateField id="case-received" label={t('caseForm.received')} required {...bind('receivedAt')} showTime hourFormat="24" {...past()} />
          </div>
        </div>
      </FormSection>

      <FormSection title={t('caseForm.patient')}>
        <div className="grid">
          <div className="col-12 md:col-4">
            <TextField id="case-hn" label={t('columns.hn')} required hint={t('caseForm.hnHint')} {...bind('hn')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-2">
            <DropdownField
              id="case-title"
              label={t('caseForm.title')}
              error={errors.patientTitle}
              value={values.patientTitle}
              options={options.titles.map((t) => t.name)}
              editable
              disabled={readOnly('patientTitle')}
              onChange={(patientTitle) => onChange({ patientTitle: patientTitle ?? '' })}
            />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-first-name" label={t('caseForm.firstName')} required {...bind('patientFirstName')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-last-name" label={t('caseForm.lastName')} required {...bind('patientLastName')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-first-name-en" label={t('caseForm.firstNameEn')} {...bind('patientFirstNameEn')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-last-name-en" label={t('caseForm.lastNameEn')} {...bind('patientLastNameEn')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-6">
            <Field id="case-sex" label={t('caseForm.sex')} error={errors.sex} required>
              {(p) => (
                <SelectButton
                  id={p.id}
                  aria-describedby={p['aria-describedby']}
                  value={values.sex}
                  options={SEX_OPTIONS}
                  allowEmpty={false}
                  disabled={readOnly('sex')}
                  onChange={(e) => onChange({ sex: e.value ?? null })}
                />
              )}
            </Field>
          </div>
          <div className="col-12 md:col-3">
            <DateField id="case-birth-date" label={t('caseForm.birthDate')} {...bind('birthDate')} {...past()} />
          </div>
          <div className="col-12 md:col-3">
            <NumberField
              id="case-age"
              label={t('caseForm.age')}
              error={errors.ageYears}
              hint={values.birthDate ? t('caseForm.ageFromBirth') : t('caseForm.ageUnknownBirth')}
              value={values.birthDate ? ageFrom(values.birthDate, values.receivedAt) : values.ageYears}
              disabled={!!values.birthDate || readOnly('ageYears')}
              min={0}
              max={150}
              useGrouping={false}
              onChange={(ageYears) => onChange({ ageYears })}
            />
          </div>
          <div className="col-12 md:col-6">
            <TextField id="case-citizen-id" label={t('caseForm.citizenId')} hint={t('caseForm.citizenIdHint')} {...bind('citizenId')} inputMode="numeric" autoComplete="off" />
          </div>
          {patientCheck ? <div className="col-12 pt-0">{patientCheck}</div> : null}
        </div>
      </FormSection>

      <FormSection title={multipleSpecimens && values.specimens.length > 1 ? t('caseForm.specimens', { count: values.specimens.length }) : t('columns.specimen')}>
        {values.specimens.map((row, i) => (
          <div className={`grid ${styles.specimen}`} key={i} role="group" aria-label={rowLabel(i)}>
            <div className={kind === 'cytological' ? 'col-12 md:col-5' : 'col-12 md:col-9'}>
              <TextField
                id={`case-specimen-${i}`}
                label={values.specimens.length > 1 ? rowLabel(i) : t('columns.specimen')}
                error={specimenError(i, 'specimen')}
                required
                hint={t('caseForm.specimenHint')}
                value={row.specimen}
                disabled={readOnly('specimen')}
                onChange={(specimen) => setSpecimen(i, { specimen })}
              />
            </div>
            {kind === 'cytological' ? (
              <>
                <div className="col-12 md:col-2">
                  <DropdownField
                    id={`case-cyto-type-${i}`}
                    label={t('caseForm.type')}
                    error={specimenError(i, 'cytoTypeId')}
                    value={row.cytoTypeId}
                    options={options.types}
                    optionLabel="name"
                    optionValue="id"
                    showClear
                    disabled={readOnly('cytoTypeId')}
                    onChange={(cytoTypeId) => setSpecimen(i, { cytoTypeId })}
                  />
                </div>
                <div className="col-12 md:col-2">
                  <TextField
                    id={`case-source-${i}`}
                    label={t('caseForm.source')}
                    error={specimenError(i, 'source')}
                    value={row.source}
                    disabled={readOnly('source')}
                    onChange={(source) => setSpecimen(i, { source })}
                  />
                </div>
              </>
            ) : null}
            <div className="col-8 md:col-2">
              <NumberField
                id={`case-containers-${i}`}
                label={t('caseForm.containers')}
                error={errors[`specimens.${i}.containers`]}
                value={row.containers}
                min={1}
                max={50}
                disabled={readOnly('containers')}
                onChange={(containers) => setSpecimen(i, { containers: containers ?? 1 })}
              />
            </div>
            {multipleSpecimens && values.specimens.length > 1 ? (
              <div className="col-4 md:col-1 flex align-items-center">
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  severity="danger"
                  aria-label={t('caseForm.removeSpecimen', { n: parts ? partLetter(i) : i + 1 })}
                  onClick={() => onChange({ specimens: values.specimens.filter((_, j) => j !== i) })}
                />
              </div>
            ) : null}
          </div>
        ))}
        {multipleSpecimens ? (
          <Button
            type="button"
            label={t('caseForm.anotherSpecimen')}
            icon="pi pi-plus"
            text
            onClick={() => {
              onChange({ specimens: [...values.specimens, { ...emptySpecimen(), cytoTypeId: values.specimens.at(-1)?.cytoTypeId ?? null }] });
              // The keyboard goes on in the new row.
              const next = values.specimens.length;
              requestAnimationFrame(() => document.getElementById(`case-specimen-${next}`)?.focus());
            }}
          />
        ) : null}
        {multipleSpecimens && kind !== 'gynecological' && values.specimens.length > 1 ? (
          <RememberBox
            id="case-separate-accessions"
            label={t('caseForm.separateAccessions')}
            checked={!!values.separateAccessions}
            onChange={(separateAccessions) => onChange({ separateAccessions })}
          />
        ) : null}
        {kind === 'gynecological' ? (
          <div className="grid mt-2">
            <div className="col-12 md:col-4">
              <DropdownField id="case-gyn-type" label={t('caseForm.gynType')} {...bind('gynTypeId')} options={options.types} optionLabel="name" optionValue="id" showClear />
            </div>
            <div className="col-12 md:col-3">
              <DateField id="case-lmp" label={t('caseForm.lmp')} {...bind('lmp')} {...past()} />
            </div>
            <div className="col-12 md:col-5">
              <TextField id="case-relevant-history" label={t('caseForm.relevantHistory')} hint={t('caseForm.relevantHistoryHint')} {...bind('relevantHistory')} />
            </div>
          </div>
        ) : null}
        <div className="grid mt-2">
          <div className="col-12">
            <TextAreaField id="case-clinical-history" label={t('caseForm.clinicalHistory')} rows={2} autoResize {...bind('clinicalHistory')} />
          </div>
          <div className="col-12 md:col-4">
            <NumberField
              id="case-price"
              label={t('caseForm.price')}
              hint={multipleSpecimens && values.specimens.length > 1 ? t('caseForm.priceEach') : undefined}
              {...bind('price')}
              mode="decimal"
              minFractionDigits={2}
              maxFractionDigits={2}
              min={0}
            />
          </div>
          <div className="col-12 md:col-8">
            <TextField id="case-notes" label={t('caseForm.notes')} {...bind('notes')} />
          </div>
        </div>
      </FormSection>
    </div>
  );
}

function RememberBox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex align-items-center gap-2 mt-1">
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(!!e.checked)} />
      <label htmlFor={id} className="text-sm text-color-secondary">
        {label}
      </label>
    </div>
  );
}

/** The age the server will store: on the lab's day of the reception (or today), by the lab clock. */
function ageFrom(birth: Date, at: Date | null): number {
  return Math.max(0, ageAt(localDay(birth), at ?? new Date()));
}

import { SelectButton } from 'primereact/selectbutton';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { ageAt, type CaseKind, type CfgOption, type HospitalOption } from '@pathdesk/contracts';
import { useGetDoctorOptionsQuery } from '@pathdesk/web-data';
import { DateField, DropdownField, Field, FormSection, localDay, NumberField, TextAreaField, TextField, type FieldErrors } from '@pathdesk/web-ui';
import { emptySpecimen, type CaseFormValues, type SpecimenRow } from './case-form-model';
import styles from './case-form.module.css';

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
}

const SEX_OPTIONS = [
  { label: 'Female', value: 'female' },
  { label: 'Male', value: 'male' },
  { label: 'Unknown', value: 'unknown' },
];
const PRIORITY_OPTIONS = [
  { label: 'Routine', value: 'routine' },
  { label: 'Urgent', value: 'urgent' },
];

/** Calendars of what has already happened: up to now, with the today and clear buttons. */
const past = () => ({ maxDate: new Date(), showIcon: true, showButtonBar: true });

/** The registration data of a case, in the order a requisition is read: who sent it, who it is, what. */
export function CaseFormFields({ kind, values, onChange, errors, options, multipleSpecimens = false, readOnly = () => false, remember }: CaseFormFieldsProps) {
  const { data: doctors = [], isFetching: loadingDoctors } = useGetDoctorOptionsQuery(values.hospitalId ?? 0, { skip: !values.hospitalId });
  const setSpecimen = (i: number, patch: Partial<SpecimenRow>) =>
    onChange({ specimens: values.specimens.map((row, j) => (j === i ? { ...row, ...patch } : row)) });
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

  return (
    <div className={styles.form}>
      <FormSection title="Requisition">
        <div className="grid">
          <div className="col-12 md:col-6">
            <DropdownField
              id="case-hospital"
              label="Hospital"
              error={errors.hospitalId}
              required
              value={values.hospitalId}
              options={options.hospitals}
              optionLabel="name"
              optionValue="id"
              filter
              filterBy="name,code,nameEn"
              placeholder="Choose the hospital"
              disabled={readOnly('hospitalId')}
              onChange={(hospitalId) => onChange({ hospitalId, doctorId: null })}
            />
            {remember ? (
              <RememberBox id="remember-hospital" label="Remember as my default hospital" checked={remember.hospital} onChange={remember.onHospital} />
            ) : null}
          </div>
          <div className="col-12 md:col-6">
            <DropdownField
              id="case-doctor"
              label="Doctor"
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
              placeholder={values.hospitalId ? 'Choose the doctor' : 'Choose the hospital first'}
              emptyMessage="No active doctors at this hospital"
              onChange={(doctorId) => onChange({ doctorId })}
            />
            {remember ? <RememberBox id="remember-doctor" label="Remember as my default doctor" checked={remember.doctor} onChange={remember.onDoctor} /> : null}
          </div>
          <div className="col-12 md:col-6">
            <DropdownField id="case-company" label="Payer" {...bind('companyId')} options={options.companies} optionLabel="name" optionValue="id" filter showClear placeholder="Who pays" />
          </div>
          <div className="col-12 md:col-6">
            <Field id="case-priority" label="Priority" error={errors.priority}>
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
            <DateField id="case-collected" label="Collected" {...bind('collectedAt')} showTime hourFormat="24" {...past()} />
          </div>
          <div className="col-12 md:col-6">
            <DateField id="case-received" label="Received" required {...bind('receivedAt')} showTime hourFormat="24" {...past()} />
          </div>
        </div>
      </FormSection>

      <FormSection title="Patient">
        <div className="grid">
          <div className="col-12 md:col-4">
            <TextField id="case-hn" label="HN" required hint="Hospital number" {...bind('hn')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-2">
            <DropdownField
              id="case-title"
              label="Title"
              error={errors.patientTitle}
              value={values.patientTitle}
              options={options.titles.map((t) => t.name)}
              editable
              disabled={readOnly('patientTitle')}
              onChange={(patientTitle) => onChange({ patientTitle: patientTitle ?? '' })}
            />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-first-name" label="First name" required {...bind('patientFirstName')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-last-name" label="Last name" required {...bind('patientLastName')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-first-name-en" label="First name (English)" {...bind('patientFirstNameEn')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-3">
            <TextField id="case-last-name-en" label="Last name (English)" {...bind('patientLastNameEn')} autoComplete="off" />
          </div>
          <div className="col-12 md:col-6">
            <Field id="case-sex" label="Sex" error={errors.sex} required>
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
            <DateField id="case-birth-date" label="Birth date" {...bind('birthDate')} {...past()} mask="99/99/9999" />
          </div>
          <div className="col-12 md:col-3">
            <NumberField
              id="case-age"
              label="Age (years)"
              error={errors.ageYears}
              hint={values.birthDate ? 'From the birth date' : 'When the birth date is unknown'}
              value={values.birthDate ? ageFrom(values.birthDate, values.receivedAt) : values.ageYears}
              disabled={!!values.birthDate || readOnly('ageYears')}
              min={0}
              max={150}
              useGrouping={false}
              onChange={(ageYears) => onChange({ ageYears })}
            />
          </div>
          <div className="col-12 md:col-6">
            <TextField id="case-citizen-id" label="Citizen ID" hint="13 digits, as on the ID card" {...bind('citizenId')} inputMode="numeric" autoComplete="off" />
          </div>
        </div>
      </FormSection>

      <FormSection title={multipleSpecimens && values.specimens.length > 1 ? `Specimens (${values.specimens.length})` : 'Specimen'}>
        {values.specimens.map((row, i) => (
          <div className={`grid ${styles.specimen}`} key={i} role="group" aria-label={`Specimen ${i + 1}`}>
            <div className={kind === 'cytological' ? 'col-12 md:col-5' : 'col-12 md:col-9'}>
              <TextField
                id={`case-specimen-${i}`}
                label={values.specimens.length > 1 ? `Specimen ${i + 1}` : 'Specimen'}
                error={specimenError(i, 'specimen')}
                required
                hint="Site and description"
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
                    label="Type"
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
                    label="Source"
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
                label="Containers"
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
                  aria-label={`Remove specimen ${i + 1}`}
                  onClick={() => onChange({ specimens: values.specimens.filter((_, j) => j !== i) })}
                />
              </div>
            ) : null}
          </div>
        ))}
        {multipleSpecimens ? (
          <Button
            type="button"
            label="Another specimen from this requisition"
            icon="pi pi-plus"
            text
            onClick={() => onChange({ specimens: [...values.specimens, { ...emptySpecimen(), cytoTypeId: values.specimens.at(-1)?.cytoTypeId ?? null }] })}
          />
        ) : null}
        {kind === 'gynecological' ? (
          <div className="grid mt-2">
            <div className="col-12 md:col-4">
              <DropdownField id="case-gyn-type" label="Gynecological type" {...bind('gynTypeId')} options={options.types} optionLabel="name" optionValue="id" showClear />
            </div>
            <div className="col-12 md:col-3">
              <DateField id="case-lmp" label="Last menstrual period" {...bind('lmp')} {...past()} mask="99/99/9999" />
            </div>
            <div className="col-12 md:col-5">
              <TextField id="case-relevant-history" label="Relevant history" hint="Hormones, IUD, pregnancy, previous abnormal Pap…" {...bind('relevantHistory')} />
            </div>
          </div>
        ) : null}
        <div className="grid mt-2">
          <div className="col-12">
            <TextAreaField id="case-clinical-history" label="Clinical history" rows={2} autoResize {...bind('clinicalHistory')} />
          </div>
          <div className="col-12 md:col-4">
            <NumberField
              id="case-price"
              label="Price (THB)"
              hint={multipleSpecimens && values.specimens.length > 1 ? 'For each specimen' : undefined}
              {...bind('price')}
              mode="decimal"
              minFractionDigits={2}
              maxFractionDigits={2}
              min={0}
            />
          </div>
          <div className="col-12 md:col-8">
            <TextField id="case-notes" label="Notes" {...bind('notes')} />
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

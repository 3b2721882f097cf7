import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import type { Priority, Sex } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DropdownField, FormSection, NumberField, TextAreaField, TextField, useFormState } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import { RadioChoices } from '../radio-choices';
import { PATIENT_TITLES, SAMPLE_HOSPITALS } from '../sample-data';
import { focusFirstError } from '../validation';
import { accessionNo, emptyRegistration, registrationRules } from './registration-rules';
import styles from '../templates.module.css';

const PRIORITIES = [
  { value: 'routine', label: 'Routine' },
  { value: 'urgent', label: 'Urgent' },
] as const satisfies readonly { value: Priority; label: string }[];

const SEXES = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'unknown', label: 'Unknown' },
] as const satisfies readonly { value: Sex; label: string }[];

/** /uikit/formlayout: the registration form's layout — sections, a responsive grid, validation. */
export function FormLayoutPage() {
  const { values, set, patch, errors, setErrors, validate, setValues } = useFormState(emptyRegistration);
  const [registered, setRegistered] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const dispatch = useAppDispatch();
  const doctors = SAMPLE_HOSPITALS.find((h) => h.id === values.hospitalId)?.doctors ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(registrationRules, values)) {
      focusFirstError(formRef.current);
      return;
    }
    const number = accessionNo('S', 2568, 18 + registered.length);
    setRegistered((list) => [number, ...list]);
    dispatch(notify({ severity: 'success', summary: 'Registered', detail: `${number} · ${values.firstName} ${values.lastName}` }));
    // Ready for the next requisition: the hospital, doctor and priority stay.
    setValues({ ...emptyRegistration(), hospitalId: values.hospitalId, doctor: values.doctor, priority: values.priority });
    setErrors({});
    document.getElementById('reg-hn')?.focus();
  };

  return (
    <GalleryPage title="Form layout" subtitle="How PathDesk lays out a long form: the case registration, shortened.">
      <Example
        title="Registration form"
        use="a form of many fields that staff fill in from a paper requisition, top to bottom, by keyboard."
        code={`import { DropdownField, FormSection, NumberField, TextAreaField, TextField, useFormState } from '@pathdesk/web-ui';

const { values, set, errors, validate } = useFormState(emptyForm);
// on submit: const input = validate(createCaseSchema, values); if (!input) focus the first error`}
      >
        {registered.length ? (
          <section className={styles.registered} role="status" aria-label="Registered">
            <i className="pi pi-check-circle text-2xl" aria-hidden />
            <div>
              <div className="font-semibold">Registered</div>
              <span className={styles.accession}>{registered[0]}</span>
            </div>
          </section>
        ) : null}
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Register a surgical case">
          <FormSection className="mb-3" title="Requisition">
            <div className="grid">
              <div className="col-12 md:col-6">
                <DropdownField
                  id="reg-hospital"
                  label="Hospital"
                  required
                  error={errors.hospitalId}
                  value={values.hospitalId}
                  options={SAMPLE_HOSPITALS}
                  optionLabel="name"
                  optionValue="id"
                  filter
                  placeholder="Choose the hospital"
                  onChange={(hospitalId) => patch({ hospitalId, doctor: null })}
                />
              </div>
              <div className="col-12 md:col-6">
                <DropdownField
                  id="reg-doctor"
                  label="Doctor"
                  value={values.doctor}
                  options={doctors}
                  showClear
                  disabled={!values.hospitalId}
                  placeholder={values.hospitalId ? 'Choose the doctor' : 'Choose the hospital first'}
                  onChange={(doctor) => set('doctor', doctor)}
                />
              </div>
              <div className="col-12 md:col-6">
                <RadioChoices id="reg-priority" label="Priority" options={PRIORITIES} value={values.priority} onChange={(priority) => set('priority', priority)} />
              </div>
            </div>
          </FormSection>
          <FormSection className="mb-3" title="Patient">
            <div className="grid">
              <div className="col-12 md:col-4">
                <TextField
                  id="reg-hn"
                  label="HN"
                  required
                  hint="Hospital number"
                  error={errors.hn}
                  value={values.hn}
                  onChange={(hn) => set('hn', hn)}
                  autoComplete="off"
                  inputMode="numeric"
                />
              </div>
              <div className="col-12 md:col-2">
                <DropdownField id="reg-title" label="Title" value={values.title} options={PATIENT_TITLES} editable aria-label="Title" onChange={(title) => set('title', title)} />
              </div>
              <div className="col-12 md:col-3">
                <TextField
                  id="reg-first-name"
                  label="First name"
                  required
                  error={errors.firstName}
                  value={values.firstName}
                  onChange={(v) => set('firstName', v)}
                  autoComplete="off"
                />
              </div>
              <div className="col-12 md:col-3">
                <TextField id="reg-last-name" label="Last name" required error={errors.lastName} value={values.lastName} onChange={(v) => set('lastName', v)} autoComplete="off" />
              </div>
              <div className="col-12 md:col-6">
                <RadioChoices id="reg-sex" label="Sex" required options={SEXES} value={values.sex} error={errors.sex} onChange={(sex) => set('sex', sex)} />
              </div>
              <div className="col-12 md:col-3">
                <NumberField
                  id="reg-age"
                  label="Age (years)"
                  hint="When the birth date is unknown"
                  error={errors.ageYears}
                  value={values.ageYears}
                  onChange={(v) => set('ageYears', v)}
                  min={0}
                  max={150}
                  useGrouping={false}
                />
              </div>
            </div>
          </FormSection>
          <FormSection className="mb-3" title="Specimen">
            <div className="grid">
              <div className="col-12 md:col-8">
                <TextField
                  id="reg-specimen"
                  label="Specimen"
                  required
                  hint="Site and description"
                  error={errors.specimen}
                  value={values.specimen}
                  onChange={(v) => set('specimen', v)}
                />
              </div>
              <div className="col-12 md:col-2">
                <NumberField id="reg-containers" label="Containers" error={errors.containers} value={values.containers} onChange={(v) => set('containers', v)} min={1} max={50} />
              </div>
              <div className="col-12 md:col-2">
                <NumberField
                  id="reg-price"
                  label="Price (THB)"
                  error={errors.price}
                  value={values.price}
                  onChange={(v) => set('price', v)}
                  mode="decimal"
                  minFractionDigits={2}
                  maxFractionDigits={2}
                  min={0}
                />
              </div>
              <div className="col-12">
                <TextAreaField id="reg-clinical-history" label="Clinical history" rows={2} autoResize value={values.clinicalHistory} onChange={(v) => set('clinicalHistory', v)} />
              </div>
            </div>
          </FormSection>
          <div className="flex justify-content-end">
            <Button type="submit" label="Register" icon="pi pi-check" />
          </div>
        </form>
      </Example>
      <Example title="Rules of the layout" use="any form: keep these and every form reads the same.">
        <ul className="mt-0">
          <li>Group fields in titled sections (a fieldset and its legend), in the order of the paper form.</li>
          <li>Twelve columns: full width on phones, side by side from 768 px (col-12 md:col-6).</li>
          <li>Every control has a visible label; required ones carry a star, hints sit under the control.</li>
          <li>Check on submit, put each reason under its field and move the focus to the first one.</li>
          <li>After saving, show what was made (the new accession number) and keep what the next entry shares.</li>
        </ul>
      </Example>
    </GalleryPage>
  );
}

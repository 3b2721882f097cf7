import { useEffect, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { DATE_FORMATS, formatDisplayDate, MIN_QC_RATE, type DateFormat, type LabSettings } from '@pathdesk/contracts';
import { labSettingsSchema } from '@pathdesk/contracts/schemas';
import { apiErrorMessage, notify, setDateDisplay, useAppDispatch } from '@pathdesk/web-data';
import { DropdownField, ErrorPanel, fieldErrors, NumberField, PageCard, Spinner, SwitchField, TextAreaField, TextField, useApiFailure, useFormState, useUnsavedChanges, type FieldErrors } from '@pathdesk/web-ui';
import { useReadLabSettingsQuery, useUpdateLabSettingsMutation } from './lab-settings-api';
import { TurnaroundSettingsSection } from './turnaround-settings';

/** The form holds the QC rate as a percentage, as people say it. */
interface LabSettingsForm {
  labName: string;
  labAddress: string;
  labPhone: string;
  staffMayReleaseNilm: boolean;
  qcPercent: number | null;
  dateFormat: DateFormat;
  buddhistEra: boolean;
  signOutReauth: boolean;
}

const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((value) => ({ value, label: value }));

const toForm = (s: LabSettings): LabSettingsForm => ({
  labName: s.labName,
  labAddress: s.labAddress ?? '',
  labPhone: s.labPhone ?? '',
  staffMayReleaseNilm: s.staffMayReleaseNilm,
  qcPercent: Math.round(s.qcRate * 1000) / 10,
  dateFormat: s.dateFormat,
  buddhistEra: s.buddhistEra,
  signOutReauth: s.signOutReauth !== false,
});

const toSettings = (f: LabSettingsForm) => ({
  labName: f.labName,
  labAddress: f.labAddress,
  labPhone: f.labPhone,
  staffMayReleaseNilm: f.staffMayReleaseNilm,
  qcRate: f.qcPercent === null ? null : f.qcPercent / 100,
  dateFormat: f.dateFormat,
  buddhistEra: f.buddhistEra,
  signOutReauth: f.signOutReauth,
});

/** /setting/lab: the report head, who may release a NILM Pap, and the quality-control rate. */
export default function LabSettingsPage() {
  const { data, isLoading, isError, error, refetch } = useReadLabSettingsQuery();
  return (
    <PageCard title="Lab settings" subtitle="Printed on every new report, and the rules of sign-out">
      {isLoading ? (
        <Spinner label="Loading the lab settings" />
      ) : isError || !data ? (
        <ErrorPanel title="The lab settings could not be loaded." detail={apiErrorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <LabSettingsEditor settings={data} />
      )}
      <TurnaroundSettingsSection />
    </PageCard>
  );
}

function LabSettingsEditor({ settings }: { settings: LabSettings }) {
  const { values, setValues, set, errors, setErrors } = useFormState<LabSettingsForm>(() => toForm(settings));
  const [update, { isLoading }] = useUpdateLabSettingsMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  useEffect(() => setValues(toForm(settings)), [settings, setValues]);
  // The rate's reason goes on the form's percentage field.
  const showErrors = (e: FieldErrors) => setErrors(e.qcRate ? { ...e, qcPercent: `must be ${MIN_QC_RATE * 100}% to 100%` } : e);
  const dirty = JSON.stringify(values) !== JSON.stringify(toForm(settings));
  useUnsavedChanges(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = labSettingsSchema.safeParse(toSettings(values));
    if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues));
    const saved = await update(parsed.data as LabSettings);
    if ('error' in saved) return failed('The lab settings were not saved', saved.error, showErrors);
    // Every screen of this browser writes dates the new way at once (others on their next load).
    dispatch(setDateDisplay({ dateFormat: saved.data.dateFormat, buddhistEra: saved.data.buddhistEra }));
    dispatch(notify({ severity: 'success', summary: 'Saved', detail: 'New reports use these settings; released ones keep theirs.' }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Lab settings" className="grid">
        <div className="col-12 md:col-8">
          <TextField id="lab-name" label="Lab name" required error={errors.labName} value={values.labName} onChange={(v) => set('labName', v)} />
        </div>
        <div className="col-12 md:col-4">
          <TextField id="lab-phone" label="Phone" error={errors.labPhone} value={values.labPhone} onChange={(v) => set('labPhone', v)} />
        </div>
        <div className="col-12">
          <TextAreaField id="lab-address" label="Address" rows={2} autoResize error={errors.labAddress} value={values.labAddress} onChange={(v) => set('labAddress', v)} />
        </div>
        <div className="col-12 md:col-8">
          <SwitchField
            id="lab-staff-nilm"
            label="Lab staff may release a satisfactory NILM Pap"
            hint="Off: a pathologist signs out every Pap. Abnormal Paps always need a pathologist."
            checked={values.staffMayReleaseNilm}
            onChange={(v) => set('staffMayReleaseNilm', v)}
          />
        </div>
        <div className="col-12 md:col-8">
          <SwitchField
            id="lab-sign-out-reauth"
            label="Sign-out asks for the signer's password again"
            hint="On: a report is never released from someone else's unattended screen (recommended)."
            checked={values.signOutReauth}
            onChange={(v) => set('signOutReauth', v)}
          />
        </div>
        <div className="col-12 md:col-4">
          <NumberField
            id="lab-qc-rate"
            label="NILM Paps rescreened before release"
            required
            hint={`At least ${MIN_QC_RATE * 100}%, plus every high-risk patient.`}
            error={errors.qcPercent}
            value={values.qcPercent}
            onChange={(v) => set('qcPercent', v)}
            suffix=" %"
            min={MIN_QC_RATE * 100}
            max={100}
            maxFractionDigits={1}
          />
        </div>
        <div className="col-12 md:col-4">
          <DropdownField
            id="lab-date-format"
            label="Date format"
            hint={`Screens, inputs, filters and exports. Today: ${formatDisplayDate(new Date(), values)}`}
            error={errors.dateFormat}
            value={values.dateFormat}
            options={DATE_FORMAT_OPTIONS}
            onChange={(v) => set('dateFormat', v ?? 'mm/dd/yyyy')}
          />
        </div>
        <div className="col-12 md:col-8">
          <SwitchField
            id="lab-buddhist-era"
            label="Years in the Buddhist Era (พ.ศ.)"
            hint="Reports and invoices print Buddhist Era dates either way."
            checked={values.buddhistEra}
            onChange={(v) => set('buddhistEra', v)}
          />
        </div>
        <div className="col-12 flex justify-content-end gap-2">
          {dirty ? <Button type="button" label="Discard changes" text onClick={() => setValues(toForm(settings))} /> : null}
          <Button type="submit" label="Save" icon="pi pi-check" loading={isLoading} disabled={!dirty} />
        </div>
      </form>
  );
}

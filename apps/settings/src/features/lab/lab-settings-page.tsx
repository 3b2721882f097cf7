import { useEffect, type FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Button } from 'primereact/button';
import {
  DATE_FORMATS,
  DEFAULT_FROZEN_TARGET_MINUTES,
  DEFAULT_LANGUAGE,
  formatDisplayDate,
  MIN_QC_RATE,
  type DateFormat,
  type LabSettings,
  type Language,
  type VatMode,
} from '@pathdesk/contracts';
import { labSettingsSchema } from '@pathdesk/contracts/schemas';
import { apiErrorMessage, notify, setDateDisplay, useAppDispatch } from '@pathdesk/web-data';
import {
  DropdownField,
  ErrorPanel,
  fieldErrors,
  NumberField,
  PageCard,
  Spinner,
  SwitchField,
  TextAreaField,
  TextField,
  useApiFailure,
  useFormState,
  useUnsavedChanges,
  type FieldErrors,
} from '@pathdesk/web-ui';
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
  /** On: the calendar's day and month names in the interface language; off: Thai (issue 24.7). */
  calendarInterfaceNames: boolean;
  language: Language;
  labTaxId: string;
  vatMode: VatMode;
  /** Frozen sections: the target from receipt to diagnosis, in minutes (issue 32.3). */
  frozenTargetMinutes: number | null;
}

const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((value) => ({ value, label: value }));
/** Issue 16.1: the language of users who have not chosen one in the top bar. */
const LANGUAGE_OPTIONS: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'th', label: 'ไทย (Thai)' },
];

/** How invoices charge VAT: a lab's services are usually exempt as medical services (มาตรา 81 (1)(ก)). */
const VAT_MODES: VatMode[] = ['exempt', 'vat7'];

const toForm = (s: LabSettings): LabSettingsForm => ({
  labName: s.labName,
  labAddress: s.labAddress ?? '',
  labPhone: s.labPhone ?? '',
  staffMayReleaseNilm: s.staffMayReleaseNilm,
  qcPercent: Math.round(s.qcRate * 1000) / 10,
  dateFormat: s.dateFormat,
  buddhistEra: s.buddhistEra,
  signOutReauth: s.signOutReauth !== false,
  calendarInterfaceNames: s.calendarNames === 'interface',
  language: s.language ?? DEFAULT_LANGUAGE,
  labTaxId: s.labTaxId ?? '',
  vatMode: s.vatMode ?? 'exempt',
  frozenTargetMinutes: s.frozenTargetMinutes ?? DEFAULT_FROZEN_TARGET_MINUTES,
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
  calendarNames: f.calendarInterfaceNames ? ('interface' as const) : ('thai' as const),
  language: f.language,
  labTaxId: f.labTaxId,
  vatMode: f.vatMode,
  frozenTargetMinutes: f.frozenTargetMinutes ?? undefined,
});

/** /setting/lab: the report head, who may release a NILM Pap, and the quality-control rate. */
export default function LabSettingsPage() {
  const { t } = useSettingsT();
  const { data, isLoading, isError, error, refetch } = useReadLabSettingsQuery();
  return (
    <PageCard title={t('lab.title')} subtitle={t('lab.subtitle')}>
      {isLoading ? (
        <Spinner label={t('lab.loading')} />
      ) : isError || !data ? (
        <ErrorPanel title={t('lab.loadFailed')} detail={apiErrorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <LabSettingsEditor settings={data} />
      )}
      <TurnaroundSettingsSection />
    </PageCard>
  );
}

function LabSettingsEditor({ settings }: { settings: LabSettings }) {
  const { t } = useSettingsT();
  const { values, setValues, set, errors, setErrors } = useFormState<LabSettingsForm>(() => toForm(settings));
  const [update, { isLoading }] = useUpdateLabSettingsMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  useEffect(() => setValues(toForm(settings)), [settings, setValues]);
  // The rate's reason goes on the form's percentage field.
  const showErrors = (e: FieldErrors) => setErrors(e.qcRate ? { ...e, qcPercent: t('lab.qcRange', { min: MIN_QC_RATE * 100 }) } : e);
  const dirty = JSON.stringify(values) !== JSON.stringify(toForm(settings));
  useUnsavedChanges(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = labSettingsSchema.safeParse(toSettings(values));
    if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues));
    const saved = await update(parsed.data as LabSettings);
    if ('error' in saved) return failed(t('lab.saveFailed'), saved.error, showErrors);
    // Every screen of this browser writes dates the new way at once (others on their next load).
    dispatch(setDateDisplay({ dateFormat: saved.data.dateFormat, buddhistEra: saved.data.buddhistEra }));
    dispatch(notify({ severity: 'success', summary: t('common.saved'), detail: t('lab.savedDetail') }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('lab.title')} className="grid">
      <div className="col-12 md:col-8">
        <TextField id="lab-name" label={t('lab.name')} required error={errors.labName} value={values.labName} onChange={(v) => set('labName', v)} />
      </div>
      <div className="col-12 md:col-4">
        <TextField id="lab-phone" label={t('common.phone')} error={errors.labPhone} value={values.labPhone} onChange={(v) => set('labPhone', v)} />
      </div>
      <div className="col-12">
        <TextAreaField
          id="lab-address"
          label={t('common.address')}
          rows={2}
          autoResize
          error={errors.labAddress}
          value={values.labAddress}
          onChange={(v) => set('labAddress', v)}
        />
      </div>
      <div className="col-12 md:col-4">
        <TextField id="lab-tax-id" label={t('lab.taxId')} hint={t('lab.taxIdHint')} error={errors.labTaxId} value={values.labTaxId} onChange={(v) => set('labTaxId', v)} />
      </div>
      <div className="col-12 md:col-4">
        <DropdownField
          id="lab-vat-mode"
          label={t('lab.vatMode')}
          hint={t('lab.vatModeHint')}
          error={errors.vatMode}
          value={values.vatMode}
          options={VAT_MODES.map((value) => ({ value, label: value === 'exempt' ? t('lab.vatExempt') : t('lab.vat7') }))}
          onChange={(v) => set('vatMode', v ?? 'exempt')}
        />
      </div>
      <div className="col-12 md:col-8">
        <SwitchField
          id="lab-staff-nilm"
          label={t('lab.staffNilm')}
          hint={t('lab.staffNilmHint')}
          checked={values.staffMayReleaseNilm}
          onChange={(v) => set('staffMayReleaseNilm', v)}
        />
      </div>
      <div className="col-12 md:col-8">
        <SwitchField id="lab-sign-out-reauth" label={t('lab.reauth')} hint={t('lab.reauthHint')} checked={values.signOutReauth} onChange={(v) => set('signOutReauth', v)} />
      </div>
      <div className="col-12 md:col-8">
        <SwitchField
          id="lab-calendar-names"
          label={t('lab.calendarNames')}
          hint={t('lab.calendarNamesHint')}
          checked={values.calendarInterfaceNames}
          onChange={(v) => set('calendarInterfaceNames', v)}
        />
      </div>
      <div className="col-12 md:col-4">
        <NumberField
          id="lab-qc-rate"
          label={t('lab.qcRate')}
          required
          hint={t('lab.qcRateHint', { min: MIN_QC_RATE * 100 })}
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
        <NumberField
          id="lab-frozen-target"
          label={t('lab.frozenTarget')}
          hint={t('lab.frozenTargetHint')}
          error={errors.frozenTargetMinutes}
          value={values.frozenTargetMinutes}
          onChange={(v) => set('frozenTargetMinutes', v)}
          min={5}
          max={120}
          maxFractionDigits={0}
        />
      </div>
      <div className="col-12 md:col-4">
        <DropdownField
          id="lab-date-format"
          label={t('lab.dateFormat')}
          hint={t('lab.dateFormatHint', { today: formatDisplayDate(new Date(), values) })}
          error={errors.dateFormat}
          value={values.dateFormat}
          options={DATE_FORMAT_OPTIONS}
          onChange={(v) => set('dateFormat', v ?? 'mm/dd/yyyy')}
        />
      </div>
      <div className="col-12 md:col-8">
        <SwitchField id="lab-buddhist-era" label={t('lab.buddhistEra')} hint={t('lab.buddhistEraHint')} checked={values.buddhistEra} onChange={(v) => set('buddhistEra', v)} />
      </div>
      <div className="col-12 md:col-4">
        <DropdownField
          id="lab-language"
          label={t('lab.language')}
          hint={t('lab.languageHint')}
          error={errors.language}
          value={values.language}
          options={LANGUAGE_OPTIONS}
          onChange={(v) => set('language', v ?? DEFAULT_LANGUAGE)}
        />
      </div>
      <div className="col-12 flex justify-content-end gap-2">
        {dirty ? <Button type="button" label={t('common.discard')} text onClick={() => setValues(toForm(settings))} /> : null}
        <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={isLoading} disabled={!dirty} />
      </div>
    </form>
  );
}

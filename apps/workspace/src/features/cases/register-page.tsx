import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { casePath, worklistPath, type CaseDto, type CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { useCaseKindCopy, ErrorPanel, PageCard, Spinner, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { usePrepareRegisterQuery, useRegisterCasesMutation } from './cases-api';
import { CaseFormFields } from './case-form-fields';
import { asParts, emptyCaseForm, emptySpecimen, formErrorsOfBatch, validateRegistration, type CaseFormValues } from './case-form-model';
import { loadCaseDefaults, saveCaseDefaults, type CaseDefaults } from './case-defaults';
import styles from './register-page.module.css';
import { PatientMatchPanel, detailsPatch } from './patient-match-panel';
import { RequisitionScan } from './requisition-scan';
import { useWorkspaceT } from '../../i18n';

/**
 * /workspace/{kind}/new: register the specimens of one requisition. The hospital and doctor start
 * from the user's remembered defaults; after saving, the new numbers stand out and the form is ready
 * for the next requisition with the defaults kept.
 */
export default function RegisterPage({ kind }: { kind: CaseKind }) {
  const copy = useCaseKindCopy()[kind];
  const { t } = useWorkspaceT();
  const { data: prepared, isLoading, isError, error, refetch } = usePrepareRegisterQuery(kind);
  const [register, { isLoading: saving }] = useRegisterCasesMutation();
  const failed = useApiFailure();
  const [defaults, setDefaults] = useState<CaseDefaults>(() => loadCaseDefaults(kind));
  const { values, setValues, patch: onChange, errors, setErrors } = useFormState<CaseFormValues>(() => startValues(kind, loadCaseDefaults(kind)));
  const [registered, setRegistered] = useState<CaseDto[]>([]);
  const [keepPatient, setKeepPatient] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The kind's default price arrives with the form's lookups.
  useEffect(() => {
    if (prepared) setValues((v) => (v.price === null ? { ...v, price: prepared.defaultPrice } : v));
  }, [prepared, setValues]);

  // Issue 26.4: the form opens with the focus in its first field to fill — the hospital, or the HN
  // when a remembered hospital is already there.
  const ready = !!prepared;
  useEffect(() => {
    if (!ready) return;
    const first = values.hospitalId ? 'case-hn' : 'case-hospital';
    requestAnimationFrame(() => document.getElementById(first)?.focus());
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const remember = (next: Partial<CaseDefaults>) => {
    const merged = { ...defaults, ...next };
    setDefaults(merged);
    saveCaseDefaults(kind, merged);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRegistration(kind, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    const result = await register({ kind, cases: checked.inputs });
    if ('error' in result) {
      failed(t('register.failed'), result.error, (serverErrors) =>
        setErrors(formErrorsOfBatch(serverErrors, values.specimens.length, (reason, n) => t('register.ofSpecimen', { reason, n }))),
      );
      focusFirstError();
      return;
    }
    setRegistered(result.data);
    // Keep the remembered defaults (and the current hospital, doctor, payer and priority) for the next one.
    const hospitalName = prepared?.lookups.hospitals.find((h) => h.id === values.hospitalId)?.name ?? '';
    remember({
      defaultHospitalId: defaults.defaultHospital ? values.hospitalId : defaults.defaultHospitalId,
      defaultHospitalName: defaults.defaultHospital ? hospitalName : defaults.defaultHospitalName,
      defaultDoctorId: defaults.defaultDoctor ? values.doctorId : defaults.defaultDoctorId,
    });
    setValues((v) => ({
      ...(keepPatient ? v : { ...emptyCaseForm(), sex: kind === 'gynecological' ? 'female' : null }),
      hospitalId: v.hospitalId,
      doctorId: v.doctorId,
      companyId: v.companyId,
      priority: 'routine',
      receivedAt: new Date(),
      collectedAt: keepPatient ? v.collectedAt : null,
      price: prepared?.defaultPrice ?? v.price,
      specimens: [{ ...emptySpecimen(), cytoTypeId: keepPatient ? (v.specimens[0]?.cytoTypeId ?? null) : null }],
    }));
    setErrors({});
    document.getElementById('case-hn')?.focus();
  };

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .p-invalid input, input.p-invalid')?.focus());

  if (isLoading) return <Spinner label={t('register.loading')} />;
  if (isError || !prepared) {
    return <ErrorPanel title={t('register.loadFailed')} detail={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <PageCard
      title={t('register.title', { context: kind })}
      subtitle={
        prepared.prefix ? (
          <>
            {t('register.nextNumber')} <strong data-testid="next-accession-no">{prepared.nextAccessionNo}</strong> · {t('register.prefix', { letters: prepared.prefix.letters })}
          </>
        ) : (
          <span className="p-error">{t('register.noPrefix', { noun: copy.noun })}</span>
        )
      }
      actions={
        <Link to={worklistPath(kind)} className="p-button p-button-text no-underline">
          <span className="p-button-label">{t('register.back')}</span>
        </Link>
      }
    >
      <RequisitionScan onReceived={setRegistered} />
      {registered.length ? (
        <section className={styles.registered} role="status" aria-live="polite" aria-label={t('register.registered')}>
          <i className="pi pi-check-circle" aria-hidden />
          <div>
            <div className={styles.registeredTitle}>{registered.length === 1 ? t('register.registered') : t('register.registeredMany', { count: registered.length })}</div>
            <div className={styles.numbers}>
              {registered.map((c) => (
                <Link key={c.id} to={casePath(c.kind, c.id)} className={styles.number} data-testid="registered-accession-no">
                  {c.accessionNo}
                </Link>
              ))}
            </div>
            <div className="text-color-secondary">
              {registered[0]!.patientName} · HN {registered[0]!.hn}
            </div>
          </div>
        </section>
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('register.formLabel', { context: kind })}>
        <CaseFormFields
          kind={kind}
          values={values}
          onChange={onChange}
          errors={errors}
          multipleSpecimens
          options={{
            titles: prepared.lookups.prefixs,
            companies: prepared.lookups.companies,
            hospitals: prepared.lookups.hospitals,
            types: (kind === 'cytological' ? prepared.lookups.cytologicaltypes : prepared.lookups.gynecologicaltypes) ?? [],
          }}
          remember={{
            hospital: defaults.defaultHospital,
            doctor: defaults.defaultDoctor,
            onHospital: (on) =>
              remember({
                defaultHospital: on,
                defaultHospitalId: on ? values.hospitalId : null,
                defaultHospitalName: on ? (prepared.lookups.hospitals.find((h) => h.id === values.hospitalId)?.name ?? '') : '',
              }),
            onDoctor: (on) => remember({ defaultDoctor: on, defaultDoctorId: on ? values.doctorId : null, defaultDoctorName: '' }),
          }}
          patientCheck={<PatientMatchPanel values={values} onUse={(details) => onChange(detailsPatch(values, details))} />}
        />
        <div className="flex flex-wrap align-items-center justify-content-between gap-3 mt-3">
          <div className="flex align-items-center gap-2">
            <Checkbox inputId="keep-patient" checked={keepPatient} onChange={(e) => setKeepPatient(!!e.checked)} />
            <label htmlFor="keep-patient">{t('register.keepPatient')}</label>
          </div>
          <Button
            type="submit"
            label={values.specimens.length > 1 && !asParts(kind, values) ? t('register.submitMany', { count: values.specimens.length }) : t('worklist.register')}
            icon="pi pi-check"
            loading={saving}
            disabled={!prepared.prefix}
          />
        </div>
      </form>
    </PageCard>
  );
}

function startValues(kind: CaseKind, defaults: CaseDefaults): CaseFormValues {
  return {
    ...emptyCaseForm(),
    sex: kind === 'gynecological' ? 'female' : null,
    hospitalId: defaults.defaultHospital ? defaults.defaultHospitalId : null,
    doctorId: defaults.defaultDoctor ? defaults.defaultDoctorId : null,
  };
}

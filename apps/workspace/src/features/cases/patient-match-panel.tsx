import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { casePath, isThaiCitizenId, worklistPath, type PatientDetails, type PatientDto, type PatientMatchQuery } from '@pathdesk/contracts';
import { DateText } from '@pathdesk/web-ui';
import { useMatchPatientQuery } from './patients-api';
import type { CaseFormValues } from './case-form-model';
import styles from './patient-match-panel.module.css';
import { useWorkspaceT } from '../../i18n';

/** What the registration form knows so far, as the match query asks it (incomplete parts left out). */
export function matchQuery(v: Pick<CaseFormValues, 'citizenId' | 'hospitalId' | 'hn' | 'patientFirstName' | 'patientLastName' | 'birthDate'>): PatientMatchQuery | null {
  const q: PatientMatchQuery = {};
  const cid = (v.citizenId ?? '').replace(/[\s-]/g, '');
  if (isThaiCitizenId(cid)) q.citizenId = cid;
  if (v.hn?.trim() && v.hospitalId) Object.assign(q, { hn: v.hn.trim(), hospitalId: v.hospitalId });
  if (v.patientFirstName?.trim() && v.patientLastName?.trim() && v.birthDate instanceof Date && !Number.isNaN(v.birthDate.getTime())) {
    const d = v.birthDate;
    Object.assign(q, {
      firstName: v.patientFirstName.trim(),
      lastName: v.patientLastName.trim(),
      birthDate: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
    });
  }
  return Object.keys(q).length ? q : null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * Registration's patient check (issue 15.1): the known patient this case will join (same citizen
 * ID, else same HN at the hospital), offering the last case's details; and patients with the same
 * name and birth date, only suggested — a case is never linked to them silently.
 */
export function PatientMatchPanel({ values, onUse }: { values: CaseFormValues; onUse: (details: PatientDetails) => void }) {
  const query = matchQuery(values);
  const key = useDebounced(query ? JSON.stringify(query) : '', 400);
  const args: PatientMatchQuery = key ? JSON.parse(key) : {};
  const { data } = useMatchPatientQuery(args, { skip: !key });
  const show = key && data && (data.match || data.suggestions.length);
  const { t } = useWorkspaceT();
  return (
    <section className={styles.panel} aria-label={t('patient.check')} aria-live="polite">
      {show && data.match ? (
        <PatientLine patient={data.match.patient} title={data.match.by === 'citizenId' ? t('patient.knownByCitizenId') : t('patient.knownByHn')} onUse={onUse} />
      ) : null}
      {show ? data.suggestions.map((s) => <PatientLine key={s.patient.id} patient={s.patient} title={t('patient.possibly')} warn onUse={onUse} />) : null}
    </section>
  );
}

function PatientLine({ patient, title, warn = false, onUse }: { patient: PatientDto; title: string; warn?: boolean; onUse: (details: PatientDetails) => void }) {
  const d = patient.details;
  const { t } = useWorkspaceT();
  return (
    <div className={`${styles.line} ${warn ? styles.warn : ''}`}>
      <div>
        <strong>{title}</strong>
        <div className="text-sm">
          {[d.patientTitle, d.patientFirstName, d.patientLastName].filter(Boolean).join(' ')} · HN {d.hn} ({d.hospitalName}) ·{' '}
          {t('patient.caseCount', { count: patient.caseCount })}
          {t('patient.lastCase')} <Link to={casePath(patient.lastCase.kind, patient.lastCase.caseId)}>{patient.lastCase.accessionNo}</Link> {t('patient.on')}{' '}
          <DateText value={patient.lastCase.receivedAt} />
          {' · '}
          <Link to={earlierCasesPath(patient)}>{t('patient.earlierCases', { count: patient.caseCount })}</Link>
        </div>
      </div>
      <Button type="button" size="small" outlined label={t('patient.useDetails')} onClick={() => onUse(d)} />
    </div>
  );
}

/** The worklist of the patient's earlier cases (issue 26.8): their HN searched at their hospital. */
export function earlierCasesPath(patient: PatientDto): string {
  const { hn, hospitalId } = patient.details;
  return `${worklistPath(patient.lastCase.kind)}?${new URLSearchParams({ search: hn, hospitalId: String(hospitalId) }).toString()}`;
}

/** The form values a patient's last case fills in (the HN only at the same hospital). */
export function detailsPatch(values: CaseFormValues, d: PatientDetails): Partial<CaseFormValues> {
  return {
    citizenId: d.citizenId ?? values.citizenId,
    patientTitle: d.patientTitle ?? '',
    patientFirstName: d.patientFirstName,
    patientLastName: d.patientLastName,
    patientFirstNameEn: d.patientFirstNameEn ?? '',
    patientLastNameEn: d.patientLastNameEn ?? '',
    sex: d.sex,
    birthDate: d.birthDate ? new Date(`${d.birthDate}T00:00:00`) : values.birthDate,
    // An age typed instead of a birth date comes along too (issue 26.5), grown by the years since.
    ...(d.birthDate ? {} : { birthDate: null, ageYears: d.ageYears ?? values.ageYears }),
    ...(values.hospitalId === d.hospitalId || !values.hospitalId ? { hn: d.hn, hospitalId: d.hospitalId } : {}),
  };
}

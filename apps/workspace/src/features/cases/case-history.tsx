import type { ReactNode } from 'react';
import type { CaseHistoryEntry, CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateText } from '@pathdesk/web-ui';
import type { TFunction } from 'i18next';
import { useWorkspaceT } from '../../i18n';
import { useGetCaseHistoryQuery } from './cases-api';
import styles from './case-history.module.css';

/** What each audited action is called (an unknown one shows as recorded). */
const actionLabel = (t: TFunction, action: string): string =>
  ({
    create: t('caseInfo.history.actions.create'),
    update: t('caseInfo.history.actions.update'),
    cancel: t('caseInfo.history.actions.cancel'),
    view: t('caseInfo.history.actions.view'),
    print: t('caseInfo.history.actions.print'),
  })[action] ?? action;

/** A changed field's name, as the registration form calls it (issue 26.6: no field's code in the history). */
const fieldLabel = (t: TFunction, field: string): string =>
  ({
    status: t('caseInfo.history.fields.status'),
    cancelReason: t('caseInfo.history.fields.cancelReason'),
    hn: 'HN',
    patientTitle: t('caseForm.title'),
    patientFirstName: t('caseForm.firstName'),
    patientLastName: t('caseForm.lastName'),
    patientFirstNameEn: t('caseForm.firstNameEn'),
    patientLastNameEn: t('caseForm.lastNameEn'),
    citizenId: t('caseForm.citizenId'),
    sex: t('caseForm.sex'),
    birthDate: t('caseForm.birthDate'),
    ageYears: t('caseForm.age'),
    hospitalId: t('caseInfo.history.fields.hospital'),
    doctorId: t('caseInfo.history.fields.doctor'),
    companyId: t('caseForm.payer'),
    specimen: t('caseInfo.history.fields.specimen'),
    containers: t('caseForm.containers'),
    clinicalHistory: t('caseForm.clinicalHistory'),
    collectedAt: t('caseForm.collected'),
    receivedAt: t('caseForm.received'),
    priority: t('caseForm.priority'),
    price: t('caseForm.price'),
    notes: t('caseForm.notes'),
    lmp: t('caseForm.lmp'),
    gynTypeId: t('caseForm.gynType'),
    relevantHistory: t('caseForm.relevantHistory'),
    cytoTypeId: t('caseForm.type'),
    source: t('caseForm.source'),
  })[field] ?? field;

/** A coded value in words: a status, a priority, a sex (anything else as recorded). */
const valueLabel = (t: TFunction, field: string, value: string): string => {
  const words: Record<string, Record<string, string>> = {
    status: {
      registered: t('common:caseStatus.registered'),
      in_progress: t('common:caseStatus.in_progress'),
      diagnosed: t('common:caseStatus.diagnosed'),
      signed_out: t('common:caseStatus.signed_out'),
      amended: t('common:caseStatus.amended'),
      cancelled: t('common:caseStatus.cancelled'),
    },
    priority: { routine: t('caseForm.routine'), urgent: t('caseForm.urgent') },
    sex: { female: t('caseForm.female'), male: t('caseForm.male'), unknown: t('caseForm.unknownSex') },
  };
  return words[field]?.[value] ?? value;
};

/** The case's audit trail: who changed what, when, from what to what. */
export function CaseHistory({ kind, id }: { kind: CaseKind; id: number }) {
  const { t } = useWorkspaceT();
  const { data: history = [], isLoading, isError, error } = useGetCaseHistoryQuery({ kind, id });
  return (
    <section className="card" aria-labelledby="case-history-title">
      <h2 id="case-history-title" className="text-xl mt-0">
        {t('caseInfo.history.title')}
      </h2>
      {isLoading ? <p>{t('caseInfo.history.loading')}</p> : null}
      {isError ? <p className="p-error">{t('caseInfo.history.loadFailed', { reason: apiErrorMessage(error) })}</p> : null}
      <ol className={styles.timeline}>
        {history.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

function HistoryItem({ entry }: { entry: CaseHistoryEntry }) {
  const { t } = useWorkspaceT();
  const changes = Object.entries(entry.changes);
  return (
    <li className={styles.item}>
      <div className={styles.when}>
        <strong>{actionLabel(t, entry.action)}</strong> {t('caseInfo.history.by', { actor: entry.actor ?? t('caseInfo.history.system') })} · <DateText value={entry.at} withTime />
      </div>
      {entry.reason ? <div className={styles.reason}>{t('caseInfo.history.reason', { reason: entry.reason })}</div> : null}
      {entry.action !== 'create' && changes.length ? (
        <table className={styles.changes}>
          <tbody>
            {changes.map(([field, [before, after]]) => (
              <tr key={field}>
                <th scope="row">{fieldLabel(t, field)}</th>
                <td className={styles.before}>{show(t, field, before)}</td>
                <td aria-hidden>→</td>
                <td>{show(t, field, after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

function show(t: TFunction, field: string, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return <DateText value={value} withTime />;
  // A day (a birth date, an LMP) as the lab writes dates, not yyyy-mm-dd (issue 26.2).
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return <DateText value={value} />;
  // A case's parts (issue 27) read as the case page lists them: "A. Breast, left; B. Lymph nodes".
  if (Array.isArray(value) && value.every(isPart)) return value.map((p) => `${p.letter}. ${p.specimen}`).join('; ');
  if (typeof value === 'string') return valueLabel(t, field, value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isPart(value: unknown): value is { letter: string; specimen: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { letter?: unknown }).letter === 'string' && typeof (value as { specimen?: unknown }).specimen === 'string'
  );
}

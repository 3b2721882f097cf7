import { Link } from 'react-router';
import { casePath, type PatientCaseDto } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { DateText, useCaseKindCopy, useCaseStatusLabels } from '@pathdesk/web-ui';
import { useGetCasePatientQuery } from './patients-api';
import styles from './patient-cases-panel.module.css';
import { useWorkspaceT } from '../../i18n';

/**
 * The patient's previous cases of every kind, newest first (issue 15.1), so the pathologist
 * correlates before signing out: accession number, date, kind, released diagnosis or Bethesda
 * category, and a link to the report.
 */
export function PatientCasesPanel({ caseId }: { caseId: number }) {
  const { data, isLoading, isError, error } = useGetCasePatientQuery(caseId);
  const previous = data?.previousCases ?? [];
  const { t } = useWorkspaceT();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="patient-cases-title">
      <h2 id="patient-cases-title" className="text-xl mt-0 mb-2">
        {t('patient.previousTitle')}
      </h2>
      {isLoading ? <p className="m-0 text-color-secondary">{t('patient.loading')}</p> : null}
      {isError ? (
        <p className="m-0 p-error">
          {t('patient.loadFailed')} {apiErrorMessage(error)}
        </p>
      ) : null}
      {data && !data.patient ? <p className="m-0 text-color-secondary">{t('patient.notLinked')}</p> : null}
      {data?.patient && !previous.length ? <p className="m-0 text-color-secondary">{t('patient.noEarlier')}</p> : null}
      {previous.length ? (
        <table className={styles.table} aria-label={t('patient.previousTable')}>
          <thead>
            <tr>
              <th scope="col">{t('patient.colCase')}</th>
              <th scope="col">{t('patient.colReceived')}</th>
              <th scope="col">{t('patient.colDiagnosis')}</th>
            </tr>
          </thead>
          <tbody>
            {previous.map((c) => (
              <PreviousCase key={c.caseId} c={c} />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function PreviousCase({ c }: { c: PatientCaseDto }) {
  const copy = useCaseKindCopy()[c.kind];
  const statusLabels = useCaseStatusLabels();
  const { t } = useWorkspaceT();
  return (
    <tr>
      <td>
        <i className={copy.icon} aria-hidden /> <Link to={casePath(c.kind, c.caseId)}>{c.accessionNo}</Link>
        <div className="text-sm text-color-secondary">{copy.noun}</div>
      </td>
      <td>
        <DateText value={c.receivedAt} />
      </td>
      <td>
        {c.reportId ? (
          <>
            {c.bethesda ? <strong>{c.bethesda}</strong> : null}
            {c.bethesda && c.diagnosis !== c.bethesda ? ' · ' : null}
            {c.diagnosis !== c.bethesda ? c.diagnosis : null}{' '}
            <Link to={casePath(c.kind, c.caseId, 'view')} aria-label={t('patient.reportOf', { accessionNo: c.accessionNo })}>
              {t('patient.report')}
            </Link>
          </>
        ) : (
          <span className="text-color-secondary">{t('patient.notReported', { status: statusLabels[c.status] })}</span>
        )}
      </td>
    </tr>
  );
}

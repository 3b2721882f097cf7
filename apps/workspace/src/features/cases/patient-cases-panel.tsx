import { Link } from 'react-router';
import { casePath, type PatientCaseDto } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { CASE_KIND_COPY, DateText } from '@pathdesk/web-ui';
import { useGetCasePatientQuery } from './patients-api';
import styles from './patient-cases-panel.module.css';

/**
 * The patient's previous cases of every kind, newest first (issue 15.1), so the pathologist
 * correlates before signing out: accession number, date, kind, released diagnosis or Bethesda
 * category, and a link to the report.
 */
export function PatientCasesPanel({ caseId }: { caseId: number }) {
  const { data, isLoading, isError, error } = useGetCasePatientQuery(caseId);
  const previous = data?.previousCases ?? [];
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="patient-cases-title">
      <h2 id="patient-cases-title" className="text-xl mt-0 mb-2">
        Previous cases of this patient
      </h2>
      {isLoading ? <p className="m-0 text-color-secondary">Loading…</p> : null}
      {isError ? <p className="m-0 p-error">The patient’s cases could not be loaded: {apiErrorMessage(error)}</p> : null}
      {data && !data.patient ? <p className="m-0 text-color-secondary">Not linked to a patient: the case has no citizen ID or HN.</p> : null}
      {data?.patient && !previous.length ? <p className="m-0 text-color-secondary">No earlier case of this patient.</p> : null}
      {previous.length ? (
        <table className={styles.table} aria-label="Previous cases">
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Received</th>
              <th scope="col">Diagnosis</th>
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
  const copy = CASE_KIND_COPY[c.kind];
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
            <Link to={casePath(c.kind, c.caseId, 'view')} aria-label={`Report of ${c.accessionNo}`}>
              Report
            </Link>
          </>
        ) : (
          <span className="text-color-secondary">Not reported ({c.status.replace('_', ' ')})</span>
        )}
      </td>
    </tr>
  );
}

import { Link } from 'react-router';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { DateText, StatusTag } from '@pathdesk/web-ui';
import { CountLink } from './count-link';
import { DashboardPanel } from './dashboard-panel';
import { linkFor } from './dashboard-model';
import { usePanel } from './use-panel';
import styles from './dashboard.module.css';

/** A row's own link (a case, a report), plain text where the role may not open it. */
function RowLink({ to, children }: { to: string; children: string }) {
  const href = linkFor(to, useAppSelector(selectSessionUser)?.role);
  return href ? <Link to={href}>{children}</Link> : <span>{children}</span>;
}

/** The pathologist's cases to sign out: urgent first, then the oldest. */
export function MySignOutPanel() {
  return (
    <DashboardPanel id="my-sign-out" title="My cases to sign out" query={usePanel('my-sign-out')} lines={5}>
      {(panel) => (
        <>
          <p className="mt-0 mb-2">
            <CountLink count={panel.total} link={panel.link} label="cases to sign out" />
            <span className={`${styles.muted} ml-2`}>{panel.urgent ? `${panel.urgent} urgent` : 'none urgent'}</span>
          </p>
          {panel.cases.length === 0 ? (
            <p className={`${styles.muted} m-0`}>Nothing waits for your sign-out.</p>
          ) : (
            <ul className={styles.cases} aria-label="Cases to sign out">
              {panel.cases.map((c) => (
                <li key={c.id}>
                  <RowLink to={c.link}>{c.accessionNo}</RowLink>
                  {c.urgent ? <StatusTag value="Urgent" severity="danger" /> : null}
                  <span>{c.patientName}</span>
                  <span className={styles.muted}>
                    {c.ageDays} day{c.ageDays === 1 ? '' : 's'} · {c.hospitalName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardPanel>
  );
}

/** Pap rescreens waiting for this user's review. */
export function MyQcReviewsPanel() {
  return (
    <DashboardPanel id="my-qc-reviews" title="My QC reviews" query={usePanel('my-qc-reviews')} lines={4}>
      {(panel) => (
        <>
          <p className="mt-0 mb-2">
            <CountLink count={panel.total} link={panel.link} label="QC reviews waiting" /> <span className={styles.muted}>waiting</span>
          </p>
          {panel.rescreens.length === 0 ? (
            <p className={`${styles.muted} m-0`}>No rescreen waits for you.</p>
          ) : (
            <ul className={styles.cases} aria-label="Rescreens waiting">
              {panel.rescreens.map((r) => (
                <li key={r.id}>
                  <RowLink to={panel.link}>{r.accessionNo}</RowLink>
                  <span>{r.patientName}</span>
                  {r.reason === 'high-risk' ? <StatusTag value="High risk" severity="warning" /> : null}
                  <span className={styles.muted}>
                    <DateText value={r.requestedAt} withTime />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardPanel>
  );
}

/** A guest's dashboard: the latest released reports. */
export function LatestReportsPanel() {
  return (
    <DashboardPanel id="latest-reports" title="Latest released reports" query={usePanel('latest-reports')} lines={6} wide>
      {(panel) =>
        panel.reports.length === 0 ? (
          <p className={`${styles.muted} m-0`}>No report has been released yet.</p>
        ) : (
          <ul className={styles.cases} aria-label="Latest released reports">
            {panel.reports.map((r) => (
              <li key={r.id}>
                <RowLink to={r.link}>{`${r.accessionNo} v${r.version}`}</RowLink>
                {r.amended ? <StatusTag value="Amended" severity="warning" /> : null}
                <span>{r.patientName}</span>
                <span className={styles.muted}>
                  {r.hospitalName} · <DateText value={r.releasedAt} withTime />
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardPanel>
  );
}

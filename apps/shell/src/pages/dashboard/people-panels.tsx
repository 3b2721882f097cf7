import { Link } from 'react-router';
import { useCanOpen } from '@pathdesk/web-data';
import { DateText, StatusTag } from '@pathdesk/web-ui';
import { CountLink } from './count-link';
import { DashboardPanel } from './dashboard-panel';
import { linkFor, minutesText } from './dashboard-model';
import { usePanel } from './use-panel';
import styles from './dashboard.module.css';
import { useShellT } from '../../i18n';

/** A row's own link (a case, a report), plain text where the role may not open it. */
function RowLink({ to, children }: { to: string; children: string }) {
  const href = linkFor(to, useCanOpen());
  return href ? <Link to={href}>{children}</Link> : <span>{children}</span>;
}

/** The pathologist's cases to sign out: urgent first, then the oldest. */
export function MySignOutPanel() {
  const { t } = useShellT();
  return (
    <DashboardPanel id="my-sign-out" title={t('panels.mySignOut')} query={usePanel('my-sign-out')} lines={5}>
      {(panel) => (
        <>
          <p className="mt-0 mb-2">
            <CountLink count={panel.total} link={panel.link} label={t('panels.casesToSignOut')} />
            <span className={`${styles.muted} ml-2`}>{panel.urgent ? t('panels.urgentCount', { count: panel.urgent }) : t('panels.noneUrgent')}</span>
          </p>
          {panel.cases.length === 0 ? (
            <p className={`${styles.muted} m-0`}>{t('panels.nothingToSignOut')}</p>
          ) : (
            <ul className={styles.cases} aria-label={t('panels.casesToSignOutList')}>
              {panel.cases.map((c) => (
                <li key={c.id}>
                  <RowLink to={c.link}>{c.accessionNo}</RowLink>
                  {c.urgent ? <StatusTag value={t('panels.urgent')} severity="danger" /> : null}
                  <span>{c.patientName}</span>
                  <span className={styles.muted}>
                    {t('panels.ageDays', { count: c.ageDays })} · {c.hospitalName}
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
  const { t } = useShellT();
  return (
    <DashboardPanel id="my-qc-reviews" title={t('panels.myQcReviews')} query={usePanel('my-qc-reviews')} lines={4}>
      {(panel) => (
        <>
          <p className="mt-0 mb-2">
            <CountLink count={panel.total} link={panel.link} label={t('panels.qcReviewsWaiting')} /> <span className={styles.muted}>{t('panels.waitingWord')}</span>
          </p>
          {panel.rescreens.length === 0 ? (
            <p className={`${styles.muted} m-0`}>{t('panels.noRescreen')}</p>
          ) : (
            <ul className={styles.cases} aria-label={t('panels.rescreensWaiting')}>
              {panel.rescreens.map((r) => (
                <li key={r.id}>
                  <RowLink to={panel.link}>{r.accessionNo}</RowLink>
                  <span>{r.patientName}</span>
                  {r.reason === 'high-risk' ? <StatusTag value={t('panels.highRisk')} severity="warning" /> : null}
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
  const { t } = useShellT();
  return (
    <DashboardPanel id="latest-reports" title={t('panels.latestReports')} query={usePanel('latest-reports')} lines={6} wide>
      {(panel) =>
        panel.reports.length === 0 ? (
          <p className={`${styles.muted} m-0`}>{t('panels.noReport')}</p>
        ) : (
          <ul className={styles.cases} aria-label={t('panels.latestReports')}>
            {panel.reports.map((r) => (
              <li key={r.id}>
                <RowLink to={r.link}>{`${r.accessionNo} v${r.version}`}</RowLink>
                {r.amended ? <StatusTag value={t('panels.amended')} severity="warning" /> : null}
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

/** Critical results still to phone to the hospital (issue 15.5), and how long calls take. */
export function CriticalCallsPanel() {
  const { t } = useShellT();
  return (
    <DashboardPanel id="critical-calls" title={t('panels.criticalCalls')} query={usePanel('critical-calls')} lines={3}>
      {(panel) => (
        <>
          <p className="mt-0 mb-2">
            <CountLink count={panel.open.count} link={panel.open.link} label={t('panels.criticalToCall')} /> <span className={styles.muted}>{t('panels.toCall')}</span>
          </p>
          <p className={`${styles.muted} mt-0 mb-2`}>
            {panel.open.count ? (
              <>
                {t('panels.oldestReleased')} <DateText value={panel.oldestReleasedAt} withTime /> {t('panels.ago', { time: minutesText(panel.oldestAgeMinutes, t) })}
              </>
            ) : (
              t('panels.noCriticalWaiting')
            )}
          </p>
          <p className={`${styles.muted} m-0`} aria-label={t('panels.releaseToCall')}>
            {t('panels.callTimes', { count: panel.recorded, median: minutesText(panel.medianMinutes, t), p90: minutesText(panel.p90Minutes, t) })}
          </p>
        </>
      )}
    </DashboardPanel>
  );
}

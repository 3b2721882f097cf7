import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { DashboardPanelId } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { CASE_KIND_COPY, PageCard, StatusTag } from '@pathdesk/web-ui';
import { useGetHealthQuery } from '../features/health/health-api';
import { panelsFor, quickLinksFor } from './dashboard/dashboard-model';
import { OpenAdditionalsPanel, ReceivedTodayPanel, ToDispatchPanel, WaitingPanel } from './dashboard/lab-panels';
import { LatestReportsPanel, MyQcReviewsPanel, MySignOutPanel } from './dashboard/people-panels';
import { TatMonthPanel, TatTrendPanel } from './dashboard/tat-panels';
import styles from './dashboard/dashboard.module.css';

const PANELS: Record<DashboardPanelId, ComponentType> = {
  'received-today': ReceivedTodayPanel,
  waiting: WaitingPanel,
  'open-additionals': OpenAdditionalsPanel,
  'to-dispatch': ToDispatchPanel,
  'my-sign-out': MySignOutPanel,
  'my-qc-reviews': MyQcReviewsPanel,
  'tat-month': TatMonthPanel,
  'tat-trend': TatTrendPanel,
  'latest-reports': LatestReportsPanel,
};

/**
 * `/`: the panels of the user's role (lab staff: the day's work; pathologists: their sign-outs and
 * QC reviews; admins: both and the turnaround; guests: the latest reports), each its own request.
 */
export function DashboardPage() {
  const role = useAppSelector(selectSessionUser)?.role;
  const { data: health, isError } = useGetHealthQuery();
  const quickLinks = quickLinksFor(role, CASE_KIND_COPY);
  const panels = panelsFor(role);
  return (
    <PageCard title="Dashboard" subtitle="PathDesk — the laboratory's workspace">
      {quickLinks.length ? (
        <div className="grid mb-2">
          {quickLinks.map((link) => (
            <div key={link.to} className="col-12 md:col-6 xl:col-3">
              <Link to={link.to} className="dashboard-link">
                <i className={link.icon} aria-hidden />
                <span>{link.label}</span>
              </Link>
            </div>
          ))}
        </div>
      ) : null}
      {panels.length ? (
        <div className={styles.grid}>
          {panels.map((id) => {
            const Panel = PANELS[id];
            return <Panel key={id} />;
          })}
        </div>
      ) : (
        <p className="text-color-secondary">Your account has no role yet: an administrator gives you one.</p>
      )}
      <section aria-label="System status" className="flex flex-wrap gap-2 mt-3 align-items-center">
        <span className="text-color-secondary">System:</span>
        {isError ? <StatusTag severity="danger" value="API unreachable" /> : null}
        {health ? (
          <>
            <StatusTag severity={health.database.ready ? 'success' : 'danger'} value={`Database ${health.database.ready ? 'ready' : 'down'}`} />
            <StatusTag severity={health.pdf.ready ? 'success' : 'warning'} value={`PDF renderer ${health.pdf.ready ? 'ready' : 'unavailable'}`} />
          </>
        ) : null}
      </section>
    </PageCard>
  );
}

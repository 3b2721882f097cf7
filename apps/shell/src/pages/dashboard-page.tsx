import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { DashboardPanelId } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector, useCanOpen } from '@pathdesk/web-data';
import { PageCard, StatusTag, useCaseKindCopy } from '@pathdesk/web-ui';
import { useShellT } from '../i18n';
import { useGetHealthQuery } from '../features/health/health-api';
import { panelsFor, quickLinksFor } from './dashboard/dashboard-model';
import { OpenAdditionalsPanel, ReceivedTodayPanel, ToDispatchPanel, WaitingPanel } from './dashboard/lab-panels';
import { CriticalCallsPanel, LatestReportsPanel, MyQcReviewsPanel, MySignOutPanel } from './dashboard/people-panels';
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
  'critical-calls': CriticalCallsPanel,
};

/**
 * `/`: the panels of the user's role (lab staff: the day's work; pathologists: their sign-outs and
 * QC reviews; admins: both and the turnaround; guests: the latest reports), each its own request.
 */
export function DashboardPage() {
  const role = useAppSelector(selectSessionUser)?.role;
  const { data: health, isError } = useGetHealthQuery();
  const { t } = useShellT();
  const quickLinks = quickLinksFor(useCanOpen(), useCaseKindCopy()).map((link) => (link.to === '/report/index' ? { ...link, label: t('dashboard.reports') } : link));
  const panels = panelsFor(role);
  return (
    <PageCard title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
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
        <p className="text-color-secondary">{t('dashboard.noRole')}</p>
      )}
      <section aria-label={t('dashboard.systemStatus')} className="flex flex-wrap gap-2 mt-3 align-items-center">
        <span className="text-color-secondary">{t('dashboard.system')}</span>
        {isError ? <StatusTag severity="danger" value={t('dashboard.apiUnreachable')} /> : null}
        {health ? (
          <>
            <StatusTag severity={health.database.ready ? 'success' : 'danger'} value={health.database.ready ? t('dashboard.databaseReady') : t('dashboard.databaseDown')} />
            <StatusTag severity={health.pdf.ready ? 'success' : 'warning'} value={health.pdf.ready ? t('dashboard.pdfReady') : t('dashboard.pdfUnavailable')} />
          </>
        ) : null}
      </section>
    </PageCard>
  );
}

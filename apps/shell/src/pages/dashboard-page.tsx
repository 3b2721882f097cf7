import { Link } from 'react-router';
import { CASE_KINDS, worklistPath } from '@pathdesk/contracts';
import { CASE_KIND_COPY, PageCard, StatusTag } from '@pathdesk/web-ui';
import { useGetHealthQuery } from '../features/health/health-api';

const quickLinks = [
  ...CASE_KINDS.map((kind) => ({ to: worklistPath(kind), label: CASE_KIND_COPY[kind].title, icon: CASE_KIND_COPY[kind].icon })),
  { to: '/report/index', label: 'Reports', icon: 'pi pi-chart-bar' },
];

export function DashboardPage() {
  const { data: health, isError } = useGetHealthQuery();
  return (
    <PageCard title="Dashboard" subtitle="PathDesk — the laboratory's workspace">
      <div className="grid">
        {quickLinks.map((link) => (
          <div key={link.to} className="col-12 md:col-6 xl:col-3">
            <Link to={link.to} className="dashboard-link">
              <i className={link.icon} aria-hidden />
              <span>{link.label}</span>
            </Link>
          </div>
        ))}
      </div>
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

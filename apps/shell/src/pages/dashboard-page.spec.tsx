import { apiError, healthyServer, renderApp, requestsTo, serveApi } from '../testing/render-app';
import { act, screen, within } from '@testing-library/react';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import type { DashboardPanel, SessionUser } from '@pathdesk/contracts';
import { changeLanguage } from '@pathdesk/web-data';
import { resetShellConfig } from '../remotes/shell-config';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
// Chart.js needs a real canvas: the test sees that the chart is asked for, with what.
jest.mock('primereact/chart', () => ({
  Chart: ({ type, data, ariaLabel }: { type: string; ariaLabel: string; data: { datasets: { label: string }[] } }) => (
    <canvas role="img" aria-label={ariaLabel} data-testid="chart" data-type={type} data-series={data.datasets.map((d) => d.label).join('; ')} />
  ),
}));

const user = (role: string): SessionUser => ({ id: 7, username: role, name: `Demo ${role}`, role });

const receivedToday: DashboardPanel = {
  id: 'received-today',
  day: '2026-11-24',
  total: 5,
  byKind: [
    { kind: 'surgical', count: 3, link: '/workspace/surgicals?receivedFrom=2026-11-24&receivedTo=2026-11-24' },
    { kind: 'cytological', count: 0, link: '/workspace/cytologicals?receivedFrom=2026-11-24&receivedTo=2026-11-24' },
    { kind: 'gynecological', count: 2, link: '/workspace/gynecologicals?receivedFrom=2026-11-24&receivedTo=2026-11-24' },
  ],
};

const toDispatch: DashboardPanel = {
  id: 'to-dispatch',
  total: 12,
  totalCapped: false,
  byKind: [
    { kind: 'surgical', count: 12, resend: 1, capped: false, resendCapped: false, link: '/report/surgical-report' },
    { kind: 'cytological', count: 0, resend: 0, capped: false, resendCapped: false, link: '/report/cytological-report' },
    { kind: 'gynecological', count: 0, resend: 0, capped: false, resendCapped: false, link: '/report/gynecological-report' },
  ],
};

/** A big lab's outbox (issue 34): the API stopped counting at 1,000. */
const toDispatchCapped: DashboardPanel = {
  id: 'to-dispatch',
  total: 2_012,
  totalCapped: true,
  byKind: [
    { kind: 'surgical', count: 1_000, resend: 1_000, capped: true, resendCapped: true, link: '/report/surgical-report' },
    { kind: 'cytological', count: 1_000, resend: 7, capped: true, resendCapped: false, link: '/report/cytological-report' },
    { kind: 'gynecological', count: 12, resend: 0, capped: false, resendCapped: false, link: '/report/gynecological-report' },
  ],
};

const tatTrend: DashboardPanel = {
  id: 'tat-trend',
  months: ['2026-10', '2026-11'],
  series: [
    {
      kind: 'surgical',
      points: [
        { month: '2026-10', released: 40, median: 1.5, p90: 3, withinTargetShare: 0.9 },
        { month: '2026-11', released: 20, median: 2, p90: 4, withinTargetShare: 0.8 },
      ],
    },
  ],
  targets: [{ kind: 'surgical', days: 2, share: 0.9 }],
};

const latestReports: DashboardPanel = {
  id: 'latest-reports',
  reports: [
    {
      id: 41,
      kind: 'surgical',
      accessionNo: 'S69-00041',
      version: 2,
      amended: true,
      patientName: 'นาง สมหญิง ใจดี',
      hospitalName: 'Nakornping',
      releasedAt: '2026-11-24T03:00:00Z',
      link: '/report/surgical-report/41',
    },
  ],
};

/** Serves the given panels; any other panel is a 404 (shown in its own panel, not the page). */
function servePanels(who: SessionUser, panels: DashboardPanel[]) {
  serveApi({
    user: who,
    routes: Object.fromEntries(panels.map((panel) => [`GET /api/dashboard/${panel.id}`, async () => jsonResponse({ panel })])),
  });
}

describe('DashboardPage', () => {
  beforeEach(() => resetShellConfig());
  afterEach(() => fetchMock.mockReset());

  it('links lab staff to the worklists and the reports', async () => {
    serveApi({ user: user('user') });
    await renderApp('/');

    expect(screen.getByRole('link', { name: 'Surgical cases' })).toHaveAttribute('href', '/workspace/surgicals');
    expect(screen.getByRole('link', { name: 'Cytological cases' })).toHaveAttribute('href', '/workspace/cytologicals');
    expect(screen.getByRole('link', { name: 'Gynecological cases' })).toHaveAttribute('href', '/workspace/gynecologicals');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/report/index');
  });

  it('loads each of lab staff’s panels with a request of its own, and links every number to its list with its filter', async () => {
    servePanels(user('user'), [receivedToday, toDispatch]);
    await renderApp('/');

    const received = screen.getByRole('region', { name: 'Received today' });
    expect(await within(received).findByRole('link', { name: '3 Surgical, received today' })).toHaveAttribute(
      'href',
      '/workspace/surgicals?receivedFrom=2026-11-24&receivedTo=2026-11-24',
    );
    const dispatch = screen.getByRole('region', { name: 'Reports to dispatch' });
    expect(await within(dispatch).findByRole('link', { name: '12 Surgical reports, 1 new version — send again' })).toHaveAttribute('href', '/report/surgical-report');
    expect(dispatch).toHaveTextContent('1 new version — send again');
    for (const panel of ['received-today', 'waiting', 'open-additionals', 'to-dispatch']) expect(requestsTo(`/api/dashboard/${panel}`)).toHaveLength(1);
    expect(requestsTo('/api/dashboard/tat-trend')).toHaveLength(0);
    expect(requestsTo('/api/dashboard/my-sign-out')).toHaveLength(0);
  });

  it('says "1,000+" for the outbox counts the API stopped at its cap (issue 34)', async () => {
    servePanels(user('user'), [toDispatchCapped]);
    await renderApp('/');

    const dispatch = screen.getByRole('region', { name: 'Reports to dispatch' });
    expect(await within(dispatch).findByRole('link', { name: '1,000+ Surgical reports, 1,000+ new versions — send again' })).toHaveAttribute('href', '/report/surgical-report');
    expect(within(dispatch).getByRole('link', { name: '1,000+ Cytological reports, 7 new versions — send again' })).toHaveTextContent(/^1,000\+$/);
    expect(within(dispatch).getByRole('link', { name: '12 Gynecological reports' })).toHaveTextContent(/^12$/);

    await act(() => changeLanguage('th'));
    expect(await within(dispatch).findByText('ฉบับใหม่ 1,000+ ฉบับ — ต้องส่งใหม่')).toBeInTheDocument();
    expect(within(dispatch).getByText('ฉบับใหม่ 7 ฉบับ — ต้องส่งใหม่')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });

  it('keeps a panel’s space with a skeleton while it loads, and a failed panel leaves the others alone', async () => {
    serveApi({
      user: user('user'),
      routes: {
        'GET /api/dashboard/received-today': () => new Promise<Response>(() => undefined),
        'GET /api/dashboard/to-dispatch': async () => jsonResponse({ panel: toDispatch }),
        'GET /api/dashboard/waiting': async () => apiError(500, 'The database is restarting.'),
      },
    });
    await renderApp('/');

    expect(screen.getByTestId('received-today-loading')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Received today' })).toHaveAttribute('aria-busy', 'true');
    expect(await within(screen.getByRole('region', { name: 'Cases waiting, by age' })).findByRole('alert')).toHaveTextContent('The database is restarting.');
    expect(
      await within(screen.getByRole('region', { name: 'Reports to dispatch' })).findByRole('link', { name: '12 Surgical reports, 1 new version — send again' }),
    ).toBeInTheDocument();
  });

  it('gives an admin the turnaround trend chart, its numbers in a table too', async () => {
    servePanels(user('admin'), [tatTrend]);
    await renderApp('/');

    const trend = screen.getByRole('region', { name: 'Turnaround, last 12 months' });
    const chart = await within(trend).findByTestId('chart');
    expect(chart).toHaveAttribute('data-type', 'line');
    expect(chart).toHaveAccessibleName('Median turnaround in working days per month, by kind');
    expect(chart).toHaveAttribute('data-series', 'Surgical cases: median working days');
    expect(within(trend).getByRole('row', { name: /^11\/2026/ })).toHaveTextContent('20, 2 d, 80%');
  });

  it('gives a guest the latest released reports only, and no tile that leads to Access denied', async () => {
    servePanels(user('guest'), [latestReports]);
    await renderApp('/');

    const latest = screen.getByRole('region', { name: 'Latest released reports' });
    expect(await within(latest).findByRole('link', { name: 'S69-00041 v2' })).toHaveAttribute('href', '/report/surgical-report/41');
    expect(latest).toHaveTextContent('Amended');
    expect(screen.queryByRole('link', { name: 'Surgical cases' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Received today' })).not.toBeInTheDocument();
    expect(requestsTo('/api/dashboard/received-today')).toHaveLength(0);
  });

  it('shows a pathologist the critical results to call, linked to the notifications page, with the time to the call', async () => {
    const calls: DashboardPanel = {
      id: 'critical-calls',
      open: { count: 2, link: '/workspace/notifications' },
      oldestReleasedAt: '2026-11-24T01:00:00Z',
      oldestAgeMinutes: 185,
      recorded: 14,
      medianMinutes: 25,
      p90Minutes: 130,
    };
    servePanels(user('doctor'), [calls]);
    await renderApp('/');

    const panel = screen.getByRole('region', { name: 'Critical results to call' });
    expect(await within(panel).findByRole('link', { name: '2 critical results to call' })).toHaveAttribute('href', '/workspace/notifications');
    expect(panel).toHaveTextContent('(3 h 05 min ago)');
    expect(panel).toHaveTextContent('last 90 days (14 calls): median 25 min · 90th percentile 2 h 10 min');
  });

  it('shows the database and PDF renderer as ready from /api/health', async () => {
    serveApi();
    await renderApp('/');

    const status = screen.getByRole('region', { name: 'System status' });
    expect(await screen.findByText('Database ready')).toBeInTheDocument();
    expect(status).toHaveTextContent('PDF renderer ready');
    expect(status).not.toHaveTextContent('API unreachable');
  });

  it('shows what is down when the server is degraded', async () => {
    serveApi({
      health: async () =>
        jsonResponse({
          ...healthyServer,
          status: 'degraded',
          database: { ready: false, error: 'connection refused' },
          pdf: { ready: false, started: false, executablePath: null, error: 'Chromium not found' },
        }),
    });
    await renderApp('/');

    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(screen.getByText('PDF renderer unavailable')).toBeInTheDocument();
  });

  it('says the API is unreachable when /api/health fails', async () => {
    serveApi({ health: () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderApp('/');

    expect(await screen.findByText('API unreachable')).toBeInTheDocument();
    expect(screen.queryByText(/^Database/)).not.toBeInTheDocument();
  });
});

import { healthyServer, renderApp, serveApi } from '../testing/render-app';
import { screen } from '@testing-library/react';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { resetShellConfig } from '../remotes/shell-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

describe('DashboardPage', () => {
  beforeEach(() => resetShellConfig());
  afterEach(() => fetchMock.mockReset());

  it('links to the worklists and the reports', async () => {
    serveApi();
    await renderApp('/');

    expect(screen.getByRole('link', { name: 'Surgical cases' })).toHaveAttribute('href', '/workspace/surgicals');
    expect(screen.getByRole('link', { name: 'Cytological cases' })).toHaveAttribute('href', '/workspace/cytologicals');
    expect(screen.getByRole('link', { name: 'Gynecological cases' })).toHaveAttribute('href', '/workspace/gynecologicals');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/report/index');
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

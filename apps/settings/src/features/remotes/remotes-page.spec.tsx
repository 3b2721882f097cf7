import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Provider } from 'react-redux';
import type { RemoteVersions } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore, WEB_DATA_VERSION } from '@pathdesk/web-data';
import RemotesPage from './remotes-page';

const fits = { '@pathdesk/web-data': `^${WEB_DATA_VERSION}` };
const reports = (): RemoteVersions => ({
  name: 'reports',
  current: '1.4.0',
  pin: null,
  releases: [
    { version: '1.4.0', entry: '/remotes/reports/remoteEntry.aa11.js', requires: fits },
    { version: '1.3.2', entry: '/remotes/reports/1.3.2/remoteEntry.bb22.js', requires: fits },
    { version: '0.9.0', entry: '/remotes/reports/0.9.0/remoteEntry.cc33.js', requires: { '@pathdesk/web-data': '^99.0.0' } },
  ],
});

/** GET the releases, PUT/DELETE a pin as the API answers them, recording what was sent. */
function serve(options: { refusePin?: boolean; failList?: boolean; remotes?: RemoteVersions[] } = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let state = options.remotes ?? [reports()];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.text().then((t) => (t ? JSON.parse(t) : undefined));
    sent.push({ method: request.method, path, body });
    if (path === '/api/shell-config/releases') return options.failList ? jsonResponse({ statusCode: 503, message: 'Service Unavailable' }, 503) : jsonResponse({ remotes: state });
    if (path === '/api/shell-config/pins/reports' && request.method === 'PUT') {
      if (options.refusePin)
        return jsonResponse(
          { statusCode: 400, message: 'Invalid input', errors: [{ field: 'version', code: 'remote_has_no_release', message: 'reports has no release 1.3.2' }] },
          400,
        );
      const version = (body as { version: string }).version;
      state = [{ ...reports(), current: version, pin: { version, by: 'admin', at: '2026-11-28T03:00:00.000Z' } }];
      return jsonResponse({ remote: state[0] });
    }
    if (path === '/api/shell-config/pins/reports' && request.method === 'DELETE') {
      state = [reports()];
      return jsonResponse({ remote: state[0] });
    }
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  render(
    <Provider store={makeStore()}>
      <ConfirmDialog />
      <RemotesPage />
    </Provider>,
  );
  return sent;
}

const changes = (sent: { method: string }[]) => sent.filter((s) => s.method !== 'GET');

describe('the remotes page (issue 33.4)', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists each release with the one given to users, and says which need another shell', async () => {
    serve();
    const table = await screen.findByRole('table', { name: 'Releases of reports' });
    expect(screen.getByTestId('served-reports')).toHaveTextContent('Users are given 1.4.0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1.4.0NewestGiven to users', '1.3.2', '0.9.0']);
    expect(rows[0]).toHaveTextContent('Runs with this shell');
    expect(rows[2]).toHaveTextContent(/Needs another shell: @pathdesk\/web-data .* \(\^99\.0\.0 wanted\)/);
    expect(screen.queryByRole('button', { name: 'Un-pin reports' })).not.toBeInTheDocument();
  });

  it('pins an earlier release only after a confirmation, then shows it pinned and offers to un-pin', async () => {
    const sent = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Pin reports at 1.3.2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin reports at 1.3.2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pin reports at 1.3.2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(changes(sent)).toEqual([{ method: 'PUT', path: '/api/shell-config/pins/reports', body: { version: '1.3.2' } }]));
    expect(await screen.findByTestId('served-reports')).toHaveTextContent('Users are given 1.3.2');
    expect(screen.getByText(/Pinned at 1.3.2 by admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pin reports at 1.3.2' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Un-pin reports' }));
    const unpin = await screen.findByRole('dialog', { name: 'Un-pin reports?' });
    expect(unpin).toHaveTextContent('the newest release of reports (1.4.0)');
    await userEvent.click(within(unpin).getByRole('button', { name: 'Un-pin' }));
    await waitFor(() => expect(screen.getByTestId('served-reports')).toHaveTextContent('Users are given 1.4.0'));
    expect(changes(sent).at(-1)).toEqual({ method: 'DELETE', path: '/api/shell-config/pins/reports', body: undefined });
  });

  it('warns before pinning a release this shell cannot run', async () => {
    serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Pin reports at 0.9.0' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('was not built for this shell');
  });

  it('says why a pin was refused and changes nothing on the page', async () => {
    serve({ refusePin: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Pin reports at 1.3.2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([r]) => (r as Request).method === 'PUT')).toBe(true));
    expect(screen.getByTestId('served-reports')).toHaveTextContent('Users are given 1.4.0');
  });

  it('says when no remote is served', async () => {
    serve({ remotes: [] });
    expect(await screen.findByText(/No remote is served/)).toBeInTheDocument();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    serve({ failList: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/No remote is served/)).not.toBeInTheDocument();
  });
});

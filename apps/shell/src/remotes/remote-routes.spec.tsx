import { renderApp, serveApi, testShellConfig } from '../testing/render-app';
import { lazy } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from './federation';
import { Navigate } from 'react-router';
import { fetchMock } from '@pathdesk/testing/fetch';
import { forgetRemoteRoutes } from './load-remote-routes';
import { resetShellConfig } from './shell-config';
import { clickAndSettle } from '../testing/interact';

jest.mock('./federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);

/** What a remote's ./routes module would expose. */
const workspaceModule = {
  routes: [
    { path: 'surgicals', element: <h1>Surgical worklist</h1> },
    { path: 'cytologicals', element: <h1>Cytological worklist</h1> },
    { path: '*', element: <Navigate to="/pages/notfound" replace /> },
  ],
};

function expectShellAround(panel: HTMLElement) {
  expect(screen.getByRole('main')).toContainElement(panel);
  expect(screen.getByRole('button', { name: 'Toggle menu' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
}

describe('RemoteRoutes', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    resetShellConfig();
    forgetRemoteRoutes();
    serveApi();
    // React and the boundary log the errors these tests provoke; keep the output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    // ...but nothing else: React's report of an error a boundary caught, and the boundary's own log.
    const unexpected = consoleError.mock.calls.filter(
      ([first, second]) =>
        !(typeof first === 'string' && first.startsWith('%o') && second instanceof Error) &&
        !(typeof first === 'string' && /^\[(workspace|settings|reports)\]$/.test(first) && second instanceof Error),
    );
    consoleError.mockRestore();
    expect(unexpected).toEqual([]);
    fetchMock.mockReset();
    loader.mockReset();
  });

  it("renders the remote's page for the path below its base path", async () => {
    loader.mockResolvedValue(workspaceModule);

    await renderApp('/workspace/surgicals');

    expect(await screen.findByRole('heading', { name: 'Surgical worklist' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('workspace/routes');
    expect(screen.getByRole('link', { name: 'Surgical' })).toHaveClass('active-route');
  });

  it('keeps the page shown, with a progress bar, while the next remote downloads', async () => {
    loader.mockReturnValue(new Promise(() => undefined));
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await act(async () => void router.navigate('/report/index'));

    expect(await screen.findByRole('progressbar', { name: 'Opening the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('reports/routes');
  });

  it("shows a loading status, naming the remote, while the first page's code downloads", async () => {
    const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    loader.mockResolvedValue({ routes: [{ path: 'index', element: <NeverLoads /> }] });

    await renderApp('/report/index');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading Reports…');
    expectShellAround(screen.getByRole('status'));
  });

  it('shows the error panel inside the layout when the remote cannot be loaded', async () => {
    loader.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));

    await renderApp('/workspace/surgicals');

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Workspace is unavailable right now.');
    expect(panel).toHaveTextContent('Workspace could not be loaded: Failed to fetch remoteEntry.js');
    expectShellAround(panel);
    expect(consoleError).toHaveBeenCalledWith('[workspace]', expect.any(Error), expect.anything());
  });

  it('"Try again" retries, and the page renders once the remote loads', async () => {
    loader.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js')).mockResolvedValueOnce(workspaceModule);
    await renderApp('/workspace/surgicals');
    const panel = await screen.findByRole('alert');

    await clickAndSettle(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Surgical worklist' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('"Try again" shows the panel again when the remote still cannot be loaded', async () => {
    loader.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
    await renderApp('/workspace/surgicals');
    const panel = await screen.findByRole('alert');

    await clickAndSettle(within(panel).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Workspace is unavailable right now.');
  });

  it('"Try again" also retries a manifest that could not be read', async () => {
    let manifestAnswers = 0;
    serveApi({
      shellConfig: async () => (++manifestAnswers === 1 ? new Response('Service Unavailable', { status: 503 }) : new Response(JSON.stringify(testShellConfig), { status: 200 })),
    });
    loader.mockResolvedValue(workspaceModule);
    await renderApp('/workspace/surgicals');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('PathDesk could not read the list of its parts.');
    expect(panel).toHaveTextContent('The remotes manifest could not be read (HTTP 503).');
    expectShellAround(panel);

    await clickAndSettle(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Surgical worklist' })).toBeInTheDocument();
  });

  it('opening another page of a remote that failed tries it again', async () => {
    loader.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(workspaceModule);
    await renderApp('/workspace/surgicals');
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('link', { name: 'Cytological' }));

    expect(await screen.findByRole('heading', { name: 'Cytological worklist' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the error panel when the remote does not expose routes', async () => {
    loader.mockResolvedValue({ default: () => null });

    await renderApp('/workspace/surgicals');

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Workspace is unavailable right now.');
    expect(panel).toHaveTextContent('it does not expose its routes.');
    expectShellAround(panel);
  });

  it('treats the address of a remote the server does not list as unknown, without downloading anything', async () => {
    serveApi({
      shellConfig: async () => new Response(JSON.stringify({ ...testShellConfig, remotes: testShellConfig.remotes.filter((r) => r.name !== 'settings') })),
    });

    await renderApp('/setting/prefix');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prefixes' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('keeps the rest of the shell working: the dashboard opens from the menu', async () => {
    loader.mockRejectedValue(new Error('offline'));
    await renderApp('/workspace/surgicals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Workspace is unavailable right now.');

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The remote's panel is gone (the dashboard's own panels may show their load errors: no API here).
    expect(screen.queryByText('Workspace is unavailable right now.', { exact: false })).not.toBeInTheDocument();
  });

  it('contains a page of the remote that crashes', async () => {
    function BrokenPage(): never {
      throw new Error('Cannot read the case list');
    }
    loader.mockResolvedValue({ routes: [{ path: 'surgicals', element: <BrokenPage /> }] });

    await renderApp('/workspace/surgicals');

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Workspace stopped working on this page.');
    expect(panel).toHaveTextContent('Cannot read the case list');
    expectShellAround(panel);
  });

  it("follows the remote's own redirect for an unknown sub-path to the not-found page", async () => {
    loader.mockResolvedValue(workspaceModule);

    const { router } = await renderApp('/workspace/no-such-list');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/notfound');
  });
});

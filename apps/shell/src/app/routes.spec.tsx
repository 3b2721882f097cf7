import { renderApp, requestsTo, serveApi } from '../testing/render-app';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '../remotes/federation';
import { fetchMock } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { registerThaiLocale } from '@pathdesk/web-ui';
import { forgetRemoteRoutes } from '../remotes/load-remote-routes';
import { resetShellConfig } from '../remotes/shell-config';
import { App } from './app';
import { createTestRouter } from './router';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);

describe('the route table', () => {
  beforeEach(() => {
    resetShellConfig();
    forgetRemoteRoutes();
    serveApi();
  });

  afterEach(() => {
    fetchMock.mockReset();
    loader.mockReset();
  });

  it('opens the dashboard inside the layout at /', async () => {
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it.each(['/no/such/page', '/pages/notfound', '/workspacex'])('renders the not-found page for %s', async (path) => {
    await renderApp(path);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it.each([
    ['/uikit/formlayout', 'Form layout'],
    ['/uikit/input', 'Input'],
    ['/uikit/button', 'Button'],
    ['/uikit/table', 'Table'],
    ['/uikit/list', 'List'],
    ['/uikit/tree', 'Tree'],
    ['/uikit/panel', 'Panel'],
    ['/uikit/overlay', 'Overlay'],
    ['/uikit/media', 'Media'],
    ['/uikit/message', 'Message'],
    ['/uikit/file', 'File'],
    ['/uikit/menu', 'Menu'],
    ['/uikit/charts', 'Charts'],
    ['/uikit/misc', 'Misc'],
    ['/uikit/timeline', 'Timeline'],
    ['/pages/empty', 'Empty page'],
    ['/pages/crud', 'Additional tests'],
    ['/documentation', 'Documentation'],
  ])('hands the template page %s to the templates remote, inside the layout, to anyone', async (path, heading) => {
    serveApi({ user: null });
    loader.mockResolvedValue({ routes: [{ path: '*', element: <h1>{heading}</h1> }] });
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(requestsTo('/api/auth/check')).toHaveLength(0);
    expect(loader).toHaveBeenCalledWith('templates/routes');
  });

  it('opens the landing page outside the layout, to anyone, with the way to sign in', async () => {
    serveApi({ user: null });
    await renderApp('/landing');

    expect(await screen.findByRole('heading', { level: 1, name: 'The workspace of your pathology laboratory' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to PathDesk' })).toHaveAttribute('href', '/login');
    expect(requestsTo('/api/auth/check')).toHaveLength(0);
  });

  it('leads from the not-found page back to the dashboard', async () => {
    const { router } = await renderApp('/no/such/page');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));

    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign in to PathDesk'],
    ['/auth/login', 'Sign in to PathDesk'],
    ['/auth/access', 'Access denied'],
    ['/auth/error', 'PathDesk cannot check your sign-in'],
  ])('shows the start-up spinner, not a blank page, while %s downloads', async (path, heading) => {
    registerThaiLocale();
    const store = makeStore();

    // Not renderApp: its awaited act would wait for the page's code, and this is what comes before.
    render(<App store={store} router={createTestRouter(store, path)} />);

    expect(screen.getByRole('progressbar', { name: 'Starting PathDesk' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['/workspace', 'workspace/routes'],
    ['/workspace/surgicals', 'workspace/routes'],
    ['/setting/prefix', 'settings/routes'],
    ['/report/index', 'reports/routes'],
  ])('hands %s to the remote that owns it (%s)', async (path, exposed) => {
    loader.mockResolvedValue({ routes: [{ path: '*', element: <h1>Served by the remote</h1> }] });

    await renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Served by the remote' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(exposed);
  });
});

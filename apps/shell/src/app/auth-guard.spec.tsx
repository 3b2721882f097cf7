import { apiError, renderApp, requestsTo, serveApi, serveEveryRemote, testAdmin } from '../testing/render-app';
import { act, screen, within } from '@testing-library/react';
import { loadRemote } from '../remotes/federation';
import type { SessionUser } from '@pathdesk/contracts';
import { findToast, toastSummaries } from '../testing/toast';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);

const guest: SessionUser = { id: 4, username: 'guest', name: 'Guest Viewer', role: 'guest' };

function location(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}

async function expectSignInForm() {
  expect(await screen.findByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
}

describe('the navigation guard', () => {
  serveEveryRemote(loader);

  describe('when nobody is signed in', () => {
    beforeEach(() => serveApi({ user: null }));

    it('sends a protected page to sign-in, remembering the page', async () => {
      const { router } = await renderApp('/workspace/surgicals');

      await expectSignInForm();
      expect(location(router)).toBe('/login?redirect=%2Fworkspace%2Fsurgicals');
      expect(loader).not.toHaveBeenCalled();
    });

    it('remembers the query of the page too', async () => {
      const { router } = await renderApp('/workspace/surgicals?status=pending');

      await expectSignInForm();
      expect(location(router)).toBe('/login?redirect=%2Fworkspace%2Fsurgicals%3Fstatus%3Dpending');
    });

    it('sends the dashboard to plain sign-in', async () => {
      const { router } = await renderApp('/');

      await expectSignInForm();
      expect(location(router)).toBe('/login');
    });

    it('warns that the profile page needs a sign-in', async () => {
      const { router } = await renderApp('/setting/profile');

      const toast = await findToast('Access Denied');
      expect(toast).toHaveTextContent('Please log in to access this page.');
      expect(toast).toHaveClass('p-toast-message-warn');
      await expectSignInForm();
      expect(location(router)).toBe('/login?redirect=%2Fsetting%2Fprofile');
    });

    it('sends other pages to sign-in without the warning', async () => {
      await renderApp('/workspace/surgicals');

      await expectSignInForm();
      expect(toastSummaries()).toEqual([]);
    });
  });

  describe('pages anyone may open', () => {
    beforeEach(() => serveApi({ user: null }));

    it.each([
      ['/login', 'Sign in to PathDesk'],
      ['/auth/login', 'Sign in to PathDesk'],
      ['/auth/access', 'Access denied'],
      ['/pages/notfound', 'Page not found'],
    ])('%s opens without asking who is signed in', async (path, heading) => {
      await renderApp(path);

      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(requestsTo('/api/auth/check')).toHaveLength(0);
    });
  });

  describe('when a guest is signed in', () => {
    beforeEach(() => serveApi({ user: guest }));

    it('denies a page the role may not use', async () => {
      const { router } = await renderApp('/workspace/surgicals');

      expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
      expect(location(router)).toBe('/auth/access');
      expect(loader).not.toHaveBeenCalled();
    });

    it('denies the report index', async () => {
      const { router } = await renderApp('/report/index');

      expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
      expect(location(router)).toBe('/auth/access');
      expect(loader).not.toHaveBeenCalled();
    });

    it('opens a report page of the guest (the reports remote is requested)', async () => {
      const { router } = await renderApp('/report/surgical-report');

      expect(await screen.findByRole('heading', { name: 'Served by reports/routes' })).toBeInTheDocument();
      expect(location(router)).toBe('/report/surgical-report');
      expect(loader).toHaveBeenCalledWith('reports/routes');
    });

    it('opens the dashboard', async () => {
      await renderApp('/');

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    });
  });

  it('compares roles without regard to case: ADMIN may open the settings', async () => {
    serveApi({ user: { ...testAdmin, role: 'ADMIN' } });

    const { router } = await renderApp('/setting/prefix');

    expect(await screen.findByRole('heading', { name: 'Served by settings/routes' })).toBeInTheDocument();
    expect(location(router)).toBe('/setting/prefix');
  });

  it('welcomes a role outside the table (pending) to the template menu, and denies it the lab pages', async () => {
    serveApi({ user: { ...testAdmin, role: 'pending' } });

    const { router } = await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: `Welcome, ${testAdmin.name}` })).toBeInTheDocument();
    expect(location(router)).toBe('/welcome');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Form Layout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();

    await act(() => router.navigate('/workspace/surgicals'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(location(router)).toBe('/auth/access');
    expect(loader).not.toHaveBeenCalled();
  });

  it('asks the server again on every navigation, and follows a sign-out made elsewhere', async () => {
    serveApi();
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(requestsTo('/api/auth/check')).toHaveLength(1);
    serveApi({ user: null });

    await act(() => router.navigate('/workspace/surgicals'));

    await expectSignInForm();
    expect(location(router)).toBe('/login?redirect=%2Fworkspace%2Fsurgicals');
    expect(requestsTo('/api/auth/check')).toHaveLength(2);
    // The check's 401 is its answer, not a session that ended mid-work.
    expect(toastSummaries()).toEqual([]);
  });

  describe('when the check itself fails', () => {
    /**
     * A check that fails with `answer`, counting the checks. From the fourth check on it stops
     * answering: a guard that redirected in a loop would otherwise never let the test end.
     */
    function failingCheck(answer: () => Promise<Response> = async () => apiError(500, 'Database down.')) {
      const checks = { count: 0 };
      serveApi({ authCheck: () => (++checks.count > 3 ? new Promise<Response>(() => undefined) : answer()) });
      return checks;
    }

    it('on the first page, shows the error page and the error toast', async () => {
      const checks = failingCheck();

      const { router } = await renderApp('/workspace/surgicals');

      const toast = await findToast('Error');
      expect(toast).toHaveTextContent('An unexpected error occurred.');
      expect(toast).toHaveClass('p-toast-message-error');
      expect(screen.getByRole('heading', { name: 'PathDesk cannot check your sign-in' })).toBeInTheDocument();
      expect(location(router)).toBe('/auth/error');
      expect(loader).not.toHaveBeenCalled();
      expect(checks.count).toBe(1);
    });

    it('when the server cannot be reached, shows the error page too', async () => {
      const checks = failingCheck(() => Promise.reject(new TypeError('Failed to fetch')));

      const { router } = await renderApp('/');

      expect(await findToast('Error')).toHaveTextContent('An unexpected error occurred.');
      expect(location(router)).toBe('/auth/error');
      expect(checks.count).toBe(1);
    });

    it('on a later navigation, shows the error toast and stays on the page', async () => {
      serveApi();
      const { router } = await renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      const checks = failingCheck();

      await act(() => router.navigate('/workspace'));

      expect(await findToast('Error')).toHaveTextContent('An unexpected error occurred.');
      expect(location(router)).toBe('/');
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(loader).not.toHaveBeenCalled();
      // The way back to the page is not checked again.
      expect(checks.count).toBe(1);
    });

    it('checks again on the next navigation after a cancelled one', async () => {
      serveApi();
      const { router } = await renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      failingCheck();
      await act(() => router.navigate('/workspace'));
      await findToast('Error');
      serveApi({ user: null });

      await act(() => router.navigate('/workspace/surgicals'));

      await expectSignInForm();
      expect(location(router)).toBe('/login?redirect=%2Fworkspace%2Fsurgicals');
    });
  });

  it('lets a signed-in admin through to the page asked for', async () => {
    serveApi();

    const { router } = await renderApp('/workspace/surgicals');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Served by workspace/routes' })).toBeInTheDocument();
    expect(location(router)).toBe('/workspace/surgicals');
    expect(requestsTo('/api/auth/check')).toHaveLength(1);
  });
});

import { apiError, renderApp, requestsTo, serveApi, serveEveryRemote, testAdmin } from '../testing/render-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '../remotes/federation';
import type { SessionUser } from '@pathdesk/contracts';
import { deferred, jsonResponse } from '@pathdesk/testing/fetch';
import { selectSessionStatus, selectSessionUser } from '@pathdesk/web-data';
import { findToast, toastSummaries } from '../testing/toast';
import { safeRedirect } from './login-page';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);

/**
 * A server where nobody is signed in until POST /api/auth/login answers `login` (by default: the
 * admin, for the right password).
 */
function serveSignIn({
  login = async (request: Request) => {
    const { password } = (await request.json()) as { password: string };
    return password === 'correct horse' ? jsonResponse(testAdmin) : apiError(401, 'Wrong username or password.', 'Unauthorized');
  },
  register = async () => apiError(404, 'No such route.', 'Not Found'),
}: {
  login?: (request: Request) => Promise<Response>;
  register?: (request: Request) => Promise<Response>;
} = {}) {
  let user: SessionUser | null = null;
  serveApi({
    authCheck: async () => (user ? jsonResponse(user) : apiError(401, 'Not signed in.', 'Unauthorized')),
    routes: {
      'POST /api/auth/login': async (request) => {
        const answer = await login(request);
        if (answer.ok) user = (await answer.clone().json()) as SessionUser;
        return answer;
      },
      'POST /api/register': register,
    },
  });
}

async function openLogin(path = '/login') {
  const view = await renderApp(path);
  await screen.findByRole('heading', { name: 'Sign in to PathDesk' });
  return { ...view, user: userEvent.setup() };
}

/** The sign-in card (a region named by its heading), without the toasts. */
const card = () => screen.getByRole('region', { name: /^(Sign in to PathDesk|Create an account)$/ });

/** Enters the credentials as a password manager would: one paste per field (quicker than typing). */
async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.click(screen.getByLabelText('Username'));
  await user.paste(username);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
}

describe('safeRedirect', () => {
  it.each([
    ['/workspace/surgicals?x=1', '/workspace/surgicals?x=1'],
    ['/setting/profile', '/setting/profile'],
    ['/', '/'],
  ])('keeps the page of this app %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['another site, protocol-relative', '//evil.example'],
    ['another site, absolute', 'https://x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'workspace'],
    ['the sign-in page', '/login'],
    ['the sign-in page with a query', '/login?redirect=%2F'],
    ['the sign-in page under /auth', '/auth/login'],
    ['the access-denied page', '/auth/access'],
    ['nothing', null],
    ['an empty parameter', ''],
  ])('refuses %s (%j) and goes to the dashboard', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});

describe('LoginPage', () => {
  serveEveryRemote(loader);

  describe('signing in', () => {
    it('offers the button once a username and a password are given', async () => {
      serveSignIn();
      const { user } = await openLogin();
      const signIn = screen.getByRole('button', { name: 'Sign in' });
      expect(signIn).toBeDisabled();

      await user.type(screen.getByLabelText('Username'), 'admin');
      expect(signIn).toBeDisabled();
      await user.type(screen.getByLabelText('Password'), 'x');

      expect(signIn).toBeEnabled();
    });

    it('sends the credentials and goes to the page in the redirect parameter', async () => {
      serveSignIn();
      const { user, router, store } = await openLogin('/login?redirect=%2Fworkspace%2Fsurgicals');

      await fillIn(user, 'admin', 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('heading', { name: 'Served by workspace/routes' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/workspace/surgicals');
      expect(await requestsTo('/api/auth/login')[0]!.json()).toEqual({ username: 'admin', password: 'correct horse' });
      expect(selectSessionStatus(store.getState())).toBe('authenticated');
      expect(selectSessionUser(store.getState())).toEqual(testAdmin);
    });

    it('replaces the sign-in page in the history', async () => {
      serveSignIn();
      const { user, router } = await openLogin('/login?redirect=%2Fworkspace%2Fsurgicals');

      await fillIn(user, 'admin', 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      await screen.findByRole('heading', { name: 'Served by workspace/routes' });
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('goes to the dashboard without a redirect parameter', async () => {
      serveSignIn();
      const { user, router } = await openLogin('/auth/login');

      await fillIn(user, 'admin', 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });

    it('goes to the dashboard, not another site, for a redirect to //evil.example', async () => {
      serveSignIn();
      const { user, router } = await openLogin(`/login?redirect=${encodeURIComponent('//evil.example')}`);

      await fillIn(user, 'admin', 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });

    it("shows 'Login failed' with the server's reason and stays on the page", async () => {
      serveSignIn();
      const { user, router, store } = await openLogin('/login?redirect=%2Fworkspace%2Fsurgicals');

      await fillIn(user, 'admin', 'wrong password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      const toast = await findToast('Login failed');
      expect(toast).toHaveTextContent('Wrong username or password.');
      expect(toast).toHaveClass('p-toast-message-error');
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
      expect(selectSessionStatus(store.getState())).not.toBe('authenticated');
      expect(loader).not.toHaveBeenCalled();
    });

    it("shows the server's reason for too many attempts (429)", async () => {
      serveSignIn({ login: async () => apiError(429, 'Too many sign-in attempts. Try again in 15 minutes.', 'Too Many Requests') });
      const { user } = await openLogin();

      await fillIn(user, 'admin', 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await findToast('Login failed')).toHaveTextContent('Too many sign-in attempts. Try again in 15 minutes.');
    });

    it('says so when the server cannot be reached', async () => {
      serveSignIn({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
      const { user } = await openLogin();

      await fillIn(user, 'admin', 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await findToast('Login failed')).toHaveTextContent('The server cannot be reached. Check the connection and try again.');
    });

    it('cannot be sent twice while the server is answering', async () => {
      const answer = deferred<Response>();
      serveSignIn({ login: () => answer.promise });
      const { user } = await openLogin();
      await fillIn(user, 'admin', 'correct horse');

      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      answer.resolve(apiError(401, 'Wrong username or password.', 'Unauthorized'));
      await findToast('Login failed');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(requestsTo('/api/auth/login')).toHaveLength(1);
    });
  });

  describe('creating an account', () => {
    async function openRegister(register: (request: Request) => Promise<Response>) {
      serveSignIn({ register });
      const view = await openLogin();
      await view.user.click(screen.getByRole('button', { name: 'Create an account' }));
      expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
      return view;
    }

    it('asks for a password of at least 8 characters', async () => {
      await openRegister(async () => apiError(500, 'unused'));

      expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    });

    it("shows the server's message and returns to sign-in, keeping the username", async () => {
      const { user, router } = await openRegister(async () =>
        jsonResponse({ user: { id: 9, username: 'malee', name: 'malee', role: 'pending' }, message: 'Account created. An administrator will give it a role.' }, 201),
      );

      await fillIn(user, 'malee', 'a long passphrase');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(await within(card()).findByRole('alert')).toHaveTextContent('Account created. An administrator will give it a role.');
      expect(screen.getByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      expect(screen.getByLabelText('Username')).toHaveValue('malee');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(await requestsTo('/api/register')[0]!.json()).toEqual({ username: 'malee', password: 'a long passphrase' });
      expect(router.state.location.pathname).toBe('/login');
      expect(requestsTo('/api/auth/login')).toHaveLength(0);
    });

    it("shows 'Register failed' with the server's reason and stays in register mode", async () => {
      const { user } = await openRegister(async () => apiError(409, 'The username malee is already taken.', 'Conflict'));

      await fillIn(user, 'malee', 'a long passphrase');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      const toast = await findToast('Register failed');
      expect(toast).toHaveTextContent('The username malee is already taken.');
      expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
      expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
      expect(toastSummaries()).toEqual(['Register failed']);
    });

    it('goes back to sign-in with "I have an account", dropping the last message', async () => {
      const { user } = await openRegister(async () => jsonResponse({ user: { id: 9, username: 'malee', name: 'malee', role: 'pending' }, message: 'Account created.' }, 201));
      await fillIn(user, 'malee', 'a long passphrase');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await within(card()).findByRole('alert');
      await user.click(screen.getByRole('button', { name: 'Create an account' }));
      expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'I have an account' }));

      expect(screen.getByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    });
  });
});

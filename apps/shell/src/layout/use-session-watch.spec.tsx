import { apiError, renderApp, requestsTo, serveApi, testAdmin } from '../testing/render-app';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '../remotes/federation';
import type { SessionUser } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { api, selectSessionExpired, selectSessionStatus } from '@pathdesk/web-data';
import { forgetRemoteRoutes } from '../remotes/load-remote-routes';
import { resetShellConfig } from '../remotes/shell-config';
import { findToast, toastSummaries } from '../testing/toast';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** A data call of a remote's page, through the shared api as a remote would add it. */
const casesApi = api.injectEndpoints({
  endpoints: (build) => ({ sessionWatchSpecCases: build.query<string[], void>({ query: () => '/cases' }) }),
  overrideExisting: 'throw',
});

function Worklist() {
  const { data } = casesApi.useSessionWatchSpecCasesQuery();
  return (
    <>
      <h1>Surgical worklist</h1>
      <ul aria-label="Cases">
        {data?.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
    </>
  );
}

const notSignedIn = () => apiError(401, 'Not signed in.', 'Unauthorized');

/**
 * The server: the sign-in check answers while `session.user` is set; GET /api/cases answers the
 * cases while someone is signed in, else 401; POST /api/auth/login signs the admin in again.
 */
function serveSession() {
  const session: { user: SessionUser | null } = { user: testAdmin };
  serveApi({
    authCheck: async () => (session.user ? jsonResponse(session.user) : notSignedIn()),
    routes: {
      'GET /api/cases': async () => (session.user ? jsonResponse(['S25-001', 'S25-002']) : notSignedIn()),
      'POST /api/auth/login': async () => jsonResponse((session.user = testAdmin)),
    },
  });
  return session;
}

async function expectSessionEndedToast() {
  const toast = await findToast('Session ended');
  expect(toast).toHaveTextContent('You were signed out. Please sign in again.');
  expect(toast).toHaveClass('p-toast-message-warn');
}

describe('useSessionWatch', () => {
  beforeEach(() => {
    resetShellConfig();
    forgetRemoteRoutes();
    jest.mocked(loadRemote).mockResolvedValue({ routes: [{ path: 'surgicals', element: <Worklist /> }] });
  });

  afterEach(() => {
    fetchMock.mockReset();
    jest.mocked(loadRemote).mockReset();
  });

  it('on the dashboard, a 401 from /api/health says the session ended and goes to sign-in', async () => {
    serveApi({ health: async () => notSignedIn() });

    const { router, store } = await renderApp('/');

    await expectSessionEndedToast();
    expect(await screen.findByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login');
    expect(requestsTo('/api/health')).toHaveLength(1);
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
    expect(selectSessionExpired(store.getState())).toBe(false);
  });

  it("while working on a remote's page, a 401 from a data call goes to sign-in with the way back", async () => {
    const session = serveSession();
    const { router, store } = await renderApp('/workspace/surgicals?status=pending');
    expect(await screen.findByText('S25-002')).toBeInTheDocument();
    expect(toastSummaries()).toEqual([]);
    session.user = null; // the session timed out on the server

    await act(async () => {
      await store.dispatch(casesApi.endpoints.sessionWatchSpecCases.initiate(undefined, { forceRefetch: true }));
    });

    await expectSessionEndedToast();
    expect(await screen.findByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/workspace/surgicals?status=pending');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('after signing in again, comes back to the page', async () => {
    const session = serveSession();
    const { router, store } = await renderApp('/workspace/surgicals');
    await screen.findByText('S25-002');
    session.user = null;
    await act(async () => {
      await store.dispatch(casesApi.endpoints.sessionWatchSpecCases.initiate(undefined, { forceRefetch: true }));
    });
    await screen.findByRole('heading', { name: 'Sign in to PathDesk' });
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Username'));
    await user.paste('admin');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Surgical worklist' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspace/surgicals');
    expect(await screen.findByText('S25-002')).toBeInTheDocument();
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
  });

  it('takes a 403 from a data call as a refusal, not the end of the session', async () => {
    serveApi({ routes: { 'GET /api/cases': async () => apiError(403, 'Only pathologists may see this list.', 'Forbidden') } });

    const { router, store } = await renderApp('/workspace/surgicals');

    expect(await screen.findByRole('heading', { name: 'Surgical worklist' })).toBeInTheDocument();
    expect(requestsTo('/api/cases')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/workspace/surgicals');
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(toastSummaries()).toEqual([]);
  });
});

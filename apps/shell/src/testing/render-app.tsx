/**
 * Test helper: the real App (store, PrimeReact, layout state, router) on the real route table,
 * with the server's answers served by the fetch stub. Import './fetch-stub' (or this file) before
 * anything that imports @pathdesk/web-data.
 */
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { act, render, type RenderResult } from '@testing-library/react';
import type { loadRemote } from '../remotes/federation';
import type { HealthResponse, SessionUser, ShellConfig } from '@pathdesk/contracts';
import { makeStore } from '@pathdesk/web-data';
import { registerThaiLocale } from '@pathdesk/web-ui';
import { App } from '../app/app';
import { createTestRouter } from '../app/router';
import { forgetRemoteRoutes } from '../remotes/load-remote-routes';
import { resetShellConfig } from '../remotes/shell-config';
import { FIXTURE_REMOTES } from './remote-fixtures';

export const testShellConfig: ShellConfig = {
  version: '1.0.0',
  labBrand: 'Chiang Mai Pathology Lab',
  dateDisplay: { dateFormat: 'mm/dd/yyyy', buddhistEra: false },
  remotes: FIXTURE_REMOTES,
};

export const healthyServer: HealthResponse = {
  status: 'ok',
  version: '1.0.0',
  database: { ready: true },
  pdf: { ready: true, started: false, executablePath: '/usr/bin/chromium' },
};

export const testAdmin: SessionUser = { id: 1, username: 'admin', name: 'Demo Admin', role: 'admin' };

/** An answer of the API as the API gives it: JSON, with the error body of every 4xx/5xx. */
export function apiError(statusCode: number, message: string, error = 'Error'): Response {
  return jsonResponse({ statusCode, error, message }, statusCode);
}

export interface ServerAnswers {
  shellConfig?: () => Promise<Response>;
  health?: () => Promise<Response>;
  /** Who /api/auth/check says is signed in (null: nobody, 401). Default: an admin. */
  user?: SessionUser | null;
  authCheck?: () => Promise<Response>;
  /** Further answers by method and path, e.g. `{ 'POST /api/auth/login': (request) => ... }`. */
  routes?: Record<string, (request: Request) => Promise<Response>>;
}

/**
 * Programs fetch to answer /api/shell-config, /api/health, /api/auth/check and the `routes` given;
 * anything else is a 404. Calling it again mid-test changes what the server answers from then on.
 */
export function serveApi({
  shellConfig = async () => jsonResponse(testShellConfig),
  health = async () => jsonResponse(healthyServer),
  user = testAdmin,
  authCheck = async () => (user ? jsonResponse(user) : apiError(401, 'Not signed in.', 'Unauthorized')),
  routes = {},
}: ServerAnswers = {}): void {
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = requestedPath(input);
    const route = routes[`${request.method} ${path}`];
    if (route) return route(request);
    switch (path) {
      case '/api/shell-config':
        return shellConfig();
      case '/api/health':
        return health();
      case '/api/auth/check':
        return authCheck();
      default:
        return apiError(404, 'No such route.', 'Not Found');
    }
  });
}

/** The requests the app made to `path` (any method), in order. */
export function requestsTo(path: string): Request[] {
  return fetchMock.mock.calls.filter(([input]) => requestedPath(input) === path).map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)));
}

/**
 * Renders the app as bootstrap.tsx does (the App's PrimeReact config expects the Thai locale).
 * Inside an awaited act: a remote's routes suspend on a promise, which a synchronous act would abandon.
 */
export async function renderApp(initialPath: string) {
  registerThaiLocale();
  const store = makeStore();
  const router = createTestRouter(store, initialPath);
  let view!: RenderResult;
  await act(async () => {
    view = render(<App store={store} router={router} />);
  });
  return { ...view, store, router };
}

/**
 * For the tests of a file (call it inside its describe): before each, the manifest read afresh, no
 * remote loaded, and every remote serving one page that names it ("Served by workspace/routes");
 * after each, the stubs reset. `loader` is the file's mock of the federation runtime's loadRemote.
 */
export function serveEveryRemote(loader: jest.MockedFunction<typeof loadRemote>): void {
  beforeEach(() => {
    resetShellConfig();
    forgetRemoteRoutes();
    loader.mockImplementation(async (id) => ({ routes: [{ path: '*', element: <h1>Served by {String(id)}</h1> }] }));
  });
  afterEach(() => {
    fetchMock.mockReset();
    loader.mockReset();
  });
}

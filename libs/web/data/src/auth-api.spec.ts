import { CSRF_COOKIE, CSRF_HEADER, type SessionUser } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { api } from './api';
import { authApi } from './auth-api';
import { makeStore } from './store';

const pathologist: SessionUser = { id: 7, username: 'somchai', name: 'Somchai Jaidee', role: 'doctor' };

/** A data endpoint that is not one of the sign-in calls, as a feature would inject it. */
const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    authSpecCases: build.query<unknown[], void>({ query: () => '/cases' }),
  }),
  overrideExisting: 'throw',
});

function setCookie(cookie: string): void {
  document.cookie = `${cookie}; path=/`;
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** The request RTK Query handed to fetch (call `index`, default the last). */
function sentRequest(index = -1): Request {
  const call = fetchMock.mock.calls.at(index);
  if (!call) throw new Error('fetch was not called');
  return call[0] as Request;
}

describe('the api base query', () => {
  afterEach(() => {
    fetchMock.mockReset();
    clearCookie(CSRF_COOKIE);
    clearCookie('theme');
  });

  describe('the CSRF header', () => {
    beforeEach(() => clearCookie(CSRF_COOKIE));

    it('repeats the CSRF cookie in the X-CSRF-Token header', async () => {
      setCookie('theme=dark');
      setCookie(`${CSRF_COOKIE}=token-123`);
      fetchMock.mockResolvedValue(jsonResponse({ signedOut: true }));
      const store = makeStore();

      await store.dispatch(authApi.endpoints.logout.initiate());

      expect(requestedPath(sentRequest())).toBe('/api/auth/logout');
      expect(sentRequest().headers.get(CSRF_HEADER)).toBe('token-123');
    });

    it('decodes a cookie value that was URL-encoded', async () => {
      setCookie(`${CSRF_COOKIE}=${encodeURIComponent('a+b/c=')}`);
      fetchMock.mockResolvedValue(jsonResponse([]));

      await makeStore().dispatch(casesApi.endpoints.authSpecCases.initiate());

      expect(sentRequest().headers.get(CSRF_HEADER)).toBe('a+b/c=');
    });

    it('asks for the CSRF cookie first when a state-changing call finds none (a sign-in sent as the page opens)', async () => {
      setCookie('theme=dark');
      fetchMock.mockImplementation(async (request) => {
        // What the browser does with the server's Set-Cookie.
        if (requestedPath(request) === '/api/auth/csrf') setCookie(`${CSRF_COOKIE}=fresh-token`);
        return jsonResponse(requestedPath(request) === '/api/auth/csrf' ? { csrfToken: 'fresh-token' } : pathologist);
      });

      await makeStore().dispatch(authApi.endpoints.login.initiate({ username: 'somchai', password: 'secret-password' }));

      expect(fetchMock.mock.calls.map(([request]) => `${(request as Request).method} ${requestedPath(request)}`)).toEqual(['GET /api/auth/csrf', 'POST /api/auth/login']);
      expect(sentRequest().headers.get(CSRF_HEADER)).toBe('fresh-token');
    });

    it('asks once for calls made together, and never before a read', async () => {
      fetchMock.mockImplementation(async (request) => {
        if (requestedPath(request) === '/api/auth/csrf') setCookie(`${CSRF_COOKIE}=fresh-token`);
        return jsonResponse({ signedOut: true });
      });
      const store = makeStore();

      await store.dispatch(casesApi.endpoints.authSpecCases.initiate());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sentRequest().headers.has(CSRF_HEADER)).toBe(false);
      await Promise.all([store.dispatch(authApi.endpoints.logout.initiate()), store.dispatch(authApi.endpoints.logout.initiate())]);

      const asked = fetchMock.mock.calls.filter(([request]) => requestedPath(request) === '/api/auth/csrf');
      expect(asked).toHaveLength(1);
      expect(sentRequest().headers.get(CSRF_HEADER)).toBe('fresh-token');
    });

    it('sends the call without the header when the cookie cannot be had (the server answers why)', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ signedOut: true }));

      await makeStore().dispatch(authApi.endpoints.logout.initiate());

      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(sentRequest().headers.has(CSRF_HEADER)).toBe(false);
    });

    it('does not take a cookie whose name only ends like the CSRF cookie', async () => {
      setCookie(`x${CSRF_COOKIE}=not-the-token`);
      fetchMock.mockResolvedValue(jsonResponse([]));

      await makeStore().dispatch(casesApi.endpoints.authSpecCases.initiate());

      expect(sentRequest().headers.has(CSRF_HEADER)).toBe(false);
      clearCookie(`x${CSRF_COOKIE}`);
    });
  });

  describe('the sign-in calls', () => {
    it('asks GET /api/auth/check who is signed in', async () => {
      fetchMock.mockResolvedValue(jsonResponse(pathologist));

      const result = await makeStore().dispatch(authApi.endpoints.checkAuth.initiate());

      expect(sentRequest().method).toBe('GET');
      expect(requestedPath(sentRequest())).toBe('/api/auth/check');
      expect(result.data).toEqual(pathologist);
    });

    it('signs in with POST /api/auth/login and the credentials as JSON', async () => {
      fetchMock.mockResolvedValue(jsonResponse(pathologist));

      await makeStore().dispatch(authApi.endpoints.login.initiate({ username: 'somchai', password: 'correct horse' }));

      expect(sentRequest().method).toBe('POST');
      expect(requestedPath(sentRequest())).toBe('/api/auth/login');
      expect(await sentRequest().json()).toEqual({ username: 'somchai', password: 'correct horse' });
    });

    it('creates an account with POST /api/register', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ user: { ...pathologist, role: 'pending' }, message: 'Account created.' }, 201));

      await makeStore().dispatch(authApi.endpoints.register.initiate({ username: 'somchai', password: 'correct horse' }));

      expect(sentRequest().method).toBe('POST');
      expect(requestedPath(sentRequest())).toBe('/api/register');
    });
  });
});

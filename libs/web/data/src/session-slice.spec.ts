import type { SessionUser } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { api } from './api';
import { authApi } from './auth-api';
import { selectSessionExpired, selectSessionStatus, selectSessionUser, signedOut } from './session-slice';
import { makeStore, type AppStore } from './store';

const admin: SessionUser = { id: 1, username: 'admin', name: 'Demo Admin', role: 'admin' };
const technician: SessionUser = { id: 2, username: 'malee', name: 'Malee Srisuk', role: 'user' };

/** A data endpoint that is not one of the sign-in calls, as a feature would inject it. */
const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessionSpecCases: build.query<unknown[], void>({ query: () => '/cases' }),
  }),
  overrideExisting: 'throw',
});

const errorBody = (statusCode: number, error: string, message: string) => jsonResponse({ statusCode, error, message }, statusCode);
const notSignedIn = () => errorBody(401, 'Unauthorized', 'Not signed in.');

/** Asks who is signed in, as the guard does: a fresh check, unsubscribed once it answered. */
async function check(store: AppStore): Promise<void> {
  const query = store.dispatch(authApi.endpoints.checkAuth.initiate(undefined, { forceRefetch: true }));
  await query;
  query.unsubscribe();
}

/** A data call of a page, which the page drops when it closes. */
async function loadCases(store: AppStore): Promise<void> {
  const query = store.dispatch(casesApi.endpoints.sessionSpecCases.initiate(undefined, { forceRefetch: true }));
  await query;
  query.unsubscribe();
}

function session(store: AppStore) {
  const state = store.getState();
  return { status: selectSessionStatus(state), user: selectSessionUser(state), expired: selectSessionExpired(state) };
}

/** A store whose first check said `user` is signed in. */
async function signedInStore(user: SessionUser = admin): Promise<AppStore> {
  const store = makeStore();
  fetchMock.mockResolvedValueOnce(jsonResponse(user));
  await check(store);
  expect(session(store)).toEqual({ status: 'authenticated', user, expired: false });
  return store;
}

describe('the session', () => {
  afterEach(() => fetchMock.mockReset());

  it('is unknown until the first check answers', () => {
    expect(session(makeStore())).toEqual({ status: 'unknown', user: null, expired: false });
  });

  describe('the sign-in check', () => {
    it('makes the session authenticated with the user it returns', async () => {
      await signedInStore(technician);
    });

    it('answering 401 makes the session anonymous, not expired', async () => {
      const store = makeStore();
      fetchMock.mockResolvedValueOnce(notSignedIn());

      await check(store);

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: false });
    });

    it('answering 401 after a sign-in makes the session anonymous without calling it expired', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(notSignedIn());

      await check(store);

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: false });
    });

    it('failing otherwise (500) leaves the session unknown', async () => {
      const store = makeStore();
      fetchMock.mockResolvedValueOnce(errorBody(500, 'Internal Server Error', 'Database down.'));

      await check(store);

      expect(session(store)).toEqual({ status: 'unknown', user: null, expired: false });
    });
  });

  describe('a 401 from a data call', () => {
    it('ends a signed-in session: anonymous, no user, expired', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(notSignedIn());

      await loadCases(store);

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: true });
    });

    it('makes an unknown session anonymous without calling it expired', async () => {
      const store = makeStore();
      fetchMock.mockResolvedValueOnce(notSignedIn());

      await loadCases(store);

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: false });
    });

    it.each([403, 404, 500])('is not confused with a %i, which leaves the session alone', async (status) => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(errorBody(status, 'Error', 'Not this time.'));

      await loadCases(store);

      expect(session(store)).toEqual({ status: 'authenticated', user: admin, expired: false });
    });
  });

  const credentials = { username: 'admin', password: 'wrong password' };
  describe.each<[string, (store: AppStore) => Promise<unknown>]>([
    ['login', (store) => store.dispatch(authApi.endpoints.login.initiate(credentials))],
    ['register', (store) => store.dispatch(authApi.endpoints.register.initiate(credentials))],
  ])('a 401 from %s', (_endpoint, send) => {
    it('is an answer, not a lost session', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(errorBody(401, 'Unauthorized', 'Wrong username or password.'));

      await send(store);

      expect(session(store)).toEqual({ status: 'authenticated', user: admin, expired: false });
    });
  });

  describe('signing in', () => {
    it('makes the session authenticated with the user the server returns', async () => {
      const store = makeStore();
      fetchMock.mockResolvedValueOnce(notSignedIn()).mockResolvedValueOnce(jsonResponse(technician));
      await check(store);

      await store.dispatch(authApi.endpoints.login.initiate({ username: 'malee', password: 'correct horse' }));

      expect(session(store)).toEqual({ status: 'authenticated', user: technician, expired: false });
    });

    it('clears the mark of a session that expired', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(notSignedIn());
      await loadCases(store);
      expect(session(store).expired).toBe(true);
      fetchMock.mockResolvedValueOnce(jsonResponse(admin));

      await store.dispatch(authApi.endpoints.login.initiate({ username: 'admin', password: 'correct horse' }));

      expect(session(store)).toEqual({ status: 'authenticated', user: admin, expired: false });
    });

    it('failing leaves an anonymous session anonymous', async () => {
      const store = makeStore();
      fetchMock.mockResolvedValueOnce(notSignedIn()).mockResolvedValueOnce(errorBody(401, 'Unauthorized', 'Wrong username or password.'));
      await check(store);

      await store.dispatch(authApi.endpoints.login.initiate({ username: 'malee', password: 'wrong' }));

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: false });
    });
  });

  describe('signing out', () => {
    it('makes the session anonymous when the server confirms', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(jsonResponse({ signedOut: true }));

      await store.dispatch(authApi.endpoints.logout.initiate());

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: false });
    });

    it('keeps the session when the server fails to sign out', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(errorBody(500, 'Internal Server Error', 'Session store unavailable.'));

      await store.dispatch(authApi.endpoints.logout.initiate());

      expect(session(store)).toEqual({ status: 'authenticated', user: admin, expired: false });
    });

    it('signedOut makes an expired session plainly anonymous', async () => {
      const store = await signedInStore();
      fetchMock.mockResolvedValueOnce(notSignedIn());
      await loadCases(store);

      store.dispatch(signedOut());

      expect(session(store)).toEqual({ status: 'anonymous', user: null, expired: false });
    });
  });
});

// Issue 24.11: while the database restarts, a request whose session cannot be read fails — and the
// session must outlive it. express-session destroys, at the end of a request, a session it did not
// load; when the database was back by then, every user working through the outage was signed out.
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PgSessionStore } from './session-store.js';
import { SessionStore } from './session-store.js';

describe('a session the store could not read (issue 24.11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is kept: the request fails, the next one is still signed in', async () => {
    const client = await ApiClient.signedIn(t, 'user');
    const store = (t.app.get(SessionStore) as unknown as { store: PgSessionStore }).store;
    const read = store.get.bind(store);
    // The next read fails as a restarting PostgreSQL answers; the database is back for the rest.
    store.get = (_sid, callback) => {
      store.get = read;
      callback(Object.assign(new Error('the database system is not yet accepting connections'), { code: '57P03' }));
    };
    expect((await client.get('/api/auth/check')).status).toBeGreaterThanOrEqual(500);
    expect((await client.get('/api/auth/check').expect(200)).body.username).toBe('user');
    await client.put('/api/users/me/language', { language: 'th' }).expect(200);
  });
});

import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const sessionCookieOf = (res: request.Response): string | undefined => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('pathdesk.sid='));

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['admin', 'user', 'doctor', 'guest'])('signs in the demo account %s and answers its user, never a hash', async (username) => {
    const client = await ApiClient.anonymous(t);
    const res = await client.post('/api/auth/login', { username, password: 'pathdesk-demo' }).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'name', 'role', 'username']);
    expect(res.body).toMatchObject({ username, role: username });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    await client.get('/api/auth/check').expect(200, res.body);
  });

  it('accepts the username in any case', async () => {
    const client = await ApiClient.anonymous(t);
    await client.post('/api/auth/login', { username: ' Doctor ', password: 'pathdesk-demo' }).expect(200);
  });

  it('gives the same reason for a wrong password and an unknown user', async () => {
    const client = await ApiClient.anonymous(t);
    const wrongPassword = await client.post('/api/auth/login', { username: 'user', password: 'nope-nope' }).expect(401);
    const unknownUser = await client.post('/api/auth/login', { username: 'nobody', password: 'nope-nope' }).expect(401);
    expect(wrongPassword.body.message).toBe('Wrong username or password.');
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('refuses a malformed sign-in with 400 naming the field', async () => {
    const client = await ApiClient.anonymous(t);
    const res = await client.post('/api/auth/login', { username: 'admin' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'password', message: expect.any(String) }]);
    await client.post('/api/auth/login', { username: 'admin', password: 'x', extra: 1 }).expect(400);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and gives a new session id at each sign-in', async () => {
    const client = await ApiClient.anonymous(t);
    const first = await client.post('/api/auth/login', { username: 'user', password: 'pathdesk-demo' }).expect(200);
    const cookie = sessionCookieOf(first)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const second = await client.post('/api/auth/login', { username: 'user', password: 'pathdesk-demo' }).expect(200);
    expect(sessionCookieOf(second)!.split(';')[0]).not.toBe(cookie.split(';')[0]);
  });

  it('marks the cookie Secure behind a TLS proxy when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      // The cookies are Secure now, so a plain-HTTP test client must pass them on by hand.
      const csrf = await request(proxied.http).get('/api/auth/csrf').set('X-Forwarded-Proto', 'https');
      expect(csrf.headers['set-cookie']?.[0]).toMatch(/Secure/);
      const res = await request(proxied.http)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', `pathdesk.csrf=${csrf.body.csrfToken}`)
        .set('X-CSRF-Token', csrf.body.csrfToken)
        .send({ username: 'admin', password: 'pathdesk-demo' })
        .expect(200);
      expect(sessionCookieOf(res)).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers 401 to check when not signed in, and ends the session at logout (both routes)', async () => {
    const anonymous = await ApiClient.anonymous(t);
    await anonymous.get('/api/auth/check').expect(401);
    for (const route of ['/api/auth/logout', '/api/logout']) {
      const client = await ApiClient.signedIn(t, 'guest');
      await client.get('/api/auth/check').expect(200);
      await client.post(route).expect(200, { signedOut: true });
      await client.get('/api/auth/check').expect(401);
    }
  });

  it('forgets the session on the server at logout: the old cookie no longer works', async () => {
    const client = await ApiClient.signedIn(t, 'admin');
    const login = await client.post('/api/auth/login', { username: 'admin', password: 'pathdesk-demo' }).expect(200);
    const cookie = sessionCookieOf(login)!.split(';')[0]!;
    await client.post('/api/auth/logout').expect(200);
    await request(t.http).get('/api/auth/check').set('Cookie', cookie).expect(401);
  });

  describe('CSRF', () => {
    it('refuses a state-changing call without the token', async () => {
      const res = await request(t.http).post('/api/auth/login').send({ username: 'admin', password: 'pathdesk-demo' }).expect(403);
      expect(res.body.message).toMatch(/CSRF token/);
    });

    it('refuses a token that does not match the cookie, or a forged one', async () => {
      const client = await ApiClient.anonymous(t);
      await client.agent.post('/api/auth/login').set('X-CSRF-Token', 'forged.token').send({ username: 'admin', password: 'pathdesk-demo' }).expect(403);
      const other = await request(t.http).get('/api/auth/csrf');
      await client.agent.post('/api/auth/login').set('X-CSRF-Token', other.body.csrfToken).send({ username: 'admin', password: 'pathdesk-demo' }).expect(403);
    });

    it('lets reads through without a token', async () => {
      await request(t.http).get('/api/health').expect(200);
    });
  });

  describe('time-outs', () => {
    const ageSession = (field: 'activeAt' | 'signedInAt', msAgo: number) =>
      t.app
        .get(MikroORM)
        .em.getConnection()
        .execute(`update "session" set "sess" = jsonb_set("sess"::jsonb, '{${field}}', to_jsonb(?::bigint))::json`, [Date.now() - msAgo]);

    it('ends a session idle for longer than the idle time-out (30 min)', async () => {
      const client = await ApiClient.signedIn(t, 'user');
      await ageSession('activeAt', 29 * 60_000);
      await client.get('/api/auth/check').expect(200);
      await ageSession('activeAt', 31 * 60_000);
      await client.get('/api/auth/check').expect(401);
    });

    it('ends a session older than the absolute time-out (12 h), however active', async () => {
      const client = await ApiClient.signedIn(t, 'user');
      await ageSession('signedInAt', 12 * 3_600_000 + 1000);
      await client.get('/api/auth/check').expect(401);
    });

    it('moves the idle clock with activity, at most once a minute', async () => {
      const client = await ApiClient.signedIn(t, 'doctor');
      const read = async () =>
        (await t.app.get(MikroORM).em.getConnection().execute<{ activeAt: string }[]>(`select "sess"->>'activeAt' as "activeAt" from "session"`)).map((r) => Number(r.activeAt));
      await ageSession('activeAt', 10 * 60_000);
      const before = Math.max(...(await read()));
      await client.get('/api/auth/check').expect(200);
      const after = Math.max(...(await read()));
      expect(after).toBeGreaterThan(before + 9 * 60_000);
      await client.get('/api/auth/check').expect(200);
      expect(Math.max(...(await read()))).toBe(after);
    });
  });

  it('stores only what the session holds: the user id and its clocks, never the user read with it', async () => {
    const client = await ApiClient.signedIn(t, 'guest');
    const me = (await client.get('/api/auth/check').expect(200)).body;
    const rows = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute<{ sess: Record<string, unknown> }[]>(`select "sess" from "session" where ("sess"->'passport'->>'user') = ?`, [String(me.id)]);
    expect(rows.length).toBeGreaterThan(0);
    for (const { sess } of rows) {
      expect(Object.keys(sess).sort()).toEqual(['activeAt', 'cookie', 'passport', 'signedInAt']);
      expect(sess.passport).toEqual({ user: me.id });
    }
  });

  it('keeps sessions across an API restart (they live in PostgreSQL)', async () => {
    const first = await createTestApp();
    const client = await ApiClient.signedIn(first, 'doctor');
    const login = await client.post('/api/auth/login', { username: 'doctor', password: 'pathdesk-demo' }).expect(200);
    const cookie = sessionCookieOf(login)!.split(';')[0]!;
    await first.close({ keepDatabase: true });

    const restarted = await createTestApp({}, { database: first.database });
    try {
      const res = await request(restarted.http).get('/api/auth/check').set('Cookie', cookie).expect(200);
      expect(res.body.username).toBe('doctor');
    } finally {
      await restarted.close();
    }
  });
});

describe('throttling', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers 429 with Retry-After after repeated failures for a username, even to the right password', async () => {
    const client = await ApiClient.anonymous(t);
    for (let i = 0; i < 5; i++) await client.post('/api/auth/login', { username: 'user', password: `wrong-${i}` }).expect(401);
    const locked = await client.post('/api/auth/login', { username: 'user', password: 'pathdesk-demo' }).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/Too many failed attempts/);
    // Other accounts are not locked by it.
    await client.post('/api/auth/login', { username: 'doctor', password: 'pathdesk-demo' }).expect(200);
  });

  it('slows failures per client address across usernames without refusing a right password', async () => {
    const client = await ApiClient.anonymous(t);
    for (let i = 0; i < 30; i++) await client.post('/api/auth/login', { username: `someone${i}`, password: 'wrong-pass' }).expect(401);
    await client.post('/api/auth/login', { username: 'admin', password: 'pathdesk-demo' }).expect(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const client = await ApiClient.anonymous(t);
    for (let i = 0; i < 4; i++) await client.post('/api/auth/login', { username: 'guest', password: 'wrong-pass' }).expect(401);
    await client.post('/api/auth/login', { username: 'guest', password: 'pathdesk-demo' }).expect(200);
    for (let i = 0; i < 4; i++) await client.post('/api/auth/login', { username: 'guest', password: 'wrong-pass' }).expect(401);
    await client.post('/api/auth/login', { username: 'guest', password: 'pathdesk-demo' }).expect(200);
  });
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an account that signs in but reaches nothing until an admin gives it a role', async () => {
    const client = await ApiClient.anonymous(t);
    const res = await client.post('/api/register', { username: 'Newcomer', password: 'a-long-password' }).expect(201);
    expect(res.body.user).toMatchObject({ username: 'newcomer', role: 'pending' });
    expect(res.body.message).toMatch(/reach nothing until an administrator gives it a role/);

    const newcomer = await ApiClient.signedIn(t, 'newcomer', 'a-long-password');
    await newcomer.get('/api/auth/check').expect(200);
    await newcomer.get('/api/users').expect(403);
    await newcomer.put(`/api/users/change-password/${res.body.user.id}`, { currentPassword: 'a-long-password', newPassword: 'another-long-one' }).expect(403);
  });

  it('refuses a taken username (in any case) and a short password', async () => {
    const client = await ApiClient.anonymous(t);
    await client.post('/api/register', { username: 'ADMIN', password: 'a-long-password' }).expect(409);
    const short = await client.post('/api/register', { username: 'shorty', password: 'short' }).expect(400);
    expect(short.body.errors).toEqual([{ field: 'password', message: 'must be at least 8 characters' }]);
    await client.post('/api/register', { username: 'x y', password: 'a-long-password' }).expect(400);
  });

  it('is closed when ALLOW_REGISTRATION=false', async () => {
    const closed = await createTestApp({ ALLOW_REGISTRATION: 'false' });
    try {
      const client = await ApiClient.anonymous(closed);
      await client.post('/api/register', { username: 'someone', password: 'a-long-password' }).expect(403);
    } finally {
      await closed.close();
    }
  });
});

describe('accounts on an empty database', () => {
  it('outside production: the four demo accounts', async () => {
    const t = await createTestApp({ DEMO_PASSWORD: 'another-demo-pass' });
    try {
      for (const role of ['admin', 'user', 'doctor', 'guest']) {
        const res = await (await ApiClient.anonymous(t)).post('/api/auth/login', { username: role, password: 'another-demo-pass' }).expect(200);
        expect(res.body.role).toBe(role);
      }
    } finally {
      await t.close();
    }
  });

  it('in production: no demo accounts, only the first admin from INITIAL_ADMIN_*', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'chief-secret-password' });
    try {
      await (await ApiClient.anonymous(t)).post('/api/auth/login', { username: 'admin', password: 'pathdesk-demo' }).expect(401);
      const res = await (await ApiClient.anonymous(t)).post('/api/auth/login', { username: 'chief', password: 'chief-secret-password' }).expect(200);
      expect(res.body.role).toBe('admin');
    } finally {
      await t.close();
    }
  });
});

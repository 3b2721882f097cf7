// Issue 11, defect 8: the CSRF token is bound to the session, no source maps in production,
// anonymous health checks see the status only, "username is taken" stays rate-limited.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER } from '@pathdesk/contracts';
import { ApiClient } from '../api-client.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';

const cookieOf = (res: request.Response, name: string): string | undefined =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

describe('smaller leaks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses another client's valid token pair with a signed-in session", async () => {
    const login = await request(t.http).get('/api/auth/csrf');
    const loginCsrf = cookieOf(login, CSRF_COOKIE)!;
    const signedIn = await request(t.http)
      .post('/api/auth/login')
      .set('Cookie', loginCsrf)
      .set(CSRF_HEADER, login.body.csrfToken)
      .send({ username: 'admin', password: DEMO_PASSWORD })
      .expect(200);
    const session = cookieOf(signedIn, 'pathdesk.sid')!;

    // An attacker's own pair (fetched anonymously, so validly signed) planted beside the victim's session.
    const attacker = await request(t.http).get('/api/auth/csrf');
    const res = await request(t.http)
      .post('/api/cfgvalues')
      .set('Cookie', [session, cookieOf(attacker, CSRF_COOKIE)!].join('; '))
      .set(CSRF_HEADER, attacker.body.csrfToken)
      .send({});
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/CSRF token/);
    // The pair issued before sign-in no longer works after it either: sign-in issues a new one.
    const stale = await request(t.http).post('/api/cfgvalues').set('Cookie', [session, loginCsrf].join('; ')).set(CSRF_HEADER, login.body.csrfToken).send({});
    expect(stale.status).toBe(403);
    expect(cookieOf(signedIn, CSRF_COOKIE)).toBeDefined();
  });

  it("accepts the signed-in session's own token (what the web app sends)", async () => {
    const admin = await ApiClient.signedIn(t, 'admin');
    const res = await admin.post('/api/cfgvalues', {});
    expect(res.status).toBe(400);
  });

  it('answers anonymous health checks with the status only, other users with what is ready, administrators with the details', async () => {
    const anonymous = await request(t.http).get('/api/health').expect(200);
    expect(anonymous.body).toEqual({ status: expect.stringMatching(/^(ok|degraded)$/) });
    // Issue 24.16: the version and the browser's path only to administrators.
    for (const role of ['guest', 'user', 'doctor']) {
      const res = await (await ApiClient.signedIn(t, role)).get('/api/health').expect(200);
      expect([role, res.body]).toEqual([role, { status: anonymous.body.status, database: { ready: true }, pdf: { ready: expect.any(Boolean) } }]);
    }
    const admin = await ApiClient.signedIn(t, 'admin');
    const full = await admin.get('/api/health').expect(200);
    expect(Object.keys(full.body).sort()).toEqual(['database', 'pdf', 'status', 'version']);
    expect(Object.keys(full.body.pdf)).toContain('executablePath');
  });

  it('keeps "username is taken" at registration, under the per-address limit', async () => {
    const client = await ApiClient.anonymous(t);
    const taken = await client.post('/api/register', { username: 'admin', password: 'a-long-password' }).expect(409);
    expect(taken.body.message).toMatch(/taken/);
    for (let i = 0; i < 9; i++) await client.post('/api/register', { username: 'admin', password: 'a-long-password' }).expect(409);
    await client.post('/api/register', { username: 'admin', password: 'a-long-password' }).expect(429);
  });
});

describe('source maps', () => {
  let webRoot: string;
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'pathdesk-maps-'));
    for (const dir of ['shell', 'workspace']) mkdirSync(join(webRoot, dir));
    writeFileSync(join(webRoot, 'shell/index.html'), '<!doctype html><title>PathDesk shell</title>');
    writeFileSync(join(webRoot, 'shell/main.0123abcd.js'), 'console.log("shell")');
    writeFileSync(join(webRoot, 'shell/main.0123abcd.js.map'), '{"version":3}');
    writeFileSync(join(webRoot, 'workspace/remoteEntry.js.map'), '{"version":3}');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('serves none in production', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', WEB_ROOT: webRoot });
    try {
      await request(t.http).get('/main.0123abcd.js').expect(200);
      await request(t.http).get('/main.0123abcd.js.map').expect(404);
      await request(t.http).get('/remotes/workspace/remoteEntry.js.map').expect(404);
    } finally {
      await t.close();
    }
  });

  it('serves them in development', async () => {
    const t = await createTestApp({ WEB_ROOT: webRoot });
    try {
      await request(t.http).get('/main.0123abcd.js.map').expect(200);
    } finally {
      await t.close();
    }
  });
});

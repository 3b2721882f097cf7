// Issue 24.15: TRUST_PROXY names the proxies (addresses or subnets), not a hop count. X-Forwarded-For
// sent by any other peer — a client that reaches the API directly — is ignored: the sign-in throttle
// counts the peer's own address and the audit log records it. `1` and `true` are refused at start.
import request from 'supertest';
import { CSRF_HEADER } from '@pathdesk/contracts';
import { ConfigError } from '../../src/config/app-config.js';
import { sql } from '../sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';

/** Signs in (or fails to) from the test's own connection, with X-Forwarded-For set to `forwarded`. */
async function signIn(t: TestApp, forwarded: string, password = DEMO_PASSWORD) {
  const agent = request.agent(t.http);
  const csrf = (await agent.get('/api/auth/csrf').set('X-Forwarded-For', forwarded)).body.csrfToken;
  return agent.post('/api/auth/login').set('X-Forwarded-For', forwarded).set(CSRF_HEADER, csrf).send({ username: 'admin', password });
}

const lastLoginAddress = async (t: TestApp) => (await sql<{ ip: string }[]>(t, `select ip from audit_log where action = 'login' order by id desc limit 1`))[0]?.ip;
const throttledAddresses = async (t: TestApp) => (await sql<{ key: string }[]>(t, `select key from login_throttle where key like 'ip:%' order by key`)).map((r) => r.key);

describe('TRUST_PROXY (issue 24.15)', () => {
  it('refuses a hop count or true at start: they would believe any peer', async () => {
    for (const value of ['1', 'true']) await expect(createTestApp({ TRUST_PROXY: value })).rejects.toThrow(ConfigError);
  });

  describe('a peer that is not the listed proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '10.20.30.40,192.0.2.0/24' });
    });
    afterAll(() => t.close());

    it('is recorded and throttled by its own address, whatever X-Forwarded-For says', async () => {
      expect((await signIn(t, '203.0.113.9')).status).toBe(200);
      expect(await lastLoginAddress(t)).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await signIn(t, forged, 'wrong password')).status).toBe(401);
      const keys = await throttledAddresses(t);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^ip:((::ffff:)?127\.0\.0\.1|::1)$/);
    });
  });

  describe('the listed proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    it('is believed: the client it names is recorded and throttled', async () => {
      expect((await signIn(t, '203.0.113.9')).status).toBe(200);
      expect(await lastLoginAddress(t)).toBe('203.0.113.9');
      expect((await signIn(t, '198.51.100.7', 'wrong password')).status).toBe(401);
      expect(await throttledAddresses(t)).toContain('ip:198.51.100.7');
    });
  });
});

// Issue 11, defects 2 and 5 (and 7's change-password part): the sign-in throttle under concurrency,
// and a per-address rule that slows guessing without locking a whole network out.
import { EntityManager } from '@mikro-orm/postgresql';
import { LoginThrottleService } from '../../src/identity/login-throttle.service.js';
import { USER_RULE } from '../../src/identity/throttle-rules.js';
import { ApiClient } from '../api-client.js';
import { sql } from '../sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('checks at most the limit (5) of 40 wrong passwords sent at once for one account', async () => {
    const clients = await Promise.all(Array.from({ length: 40 }, () => ApiClient.anonymous(t)));
    const answers = await Promise.all(clients.map((c, i) => c.post('/api/auth/login', { username: 'user', password: `wrong-${i}` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // The lock holds for the right password too.
    await clients[0]!.post('/api/auth/login', { username: 'user', password: DEMO_PASSWORD }).expect(429);
  });

  it('lets 10 right passwords for one account sent at once all sign in', async () => {
    const clients = await Promise.all(Array.from({ length: 10 }, () => ApiClient.anonymous(t)));
    const answers = await Promise.all(clients.map((c) => c.post('/api/auth/login', { username: 'admin', password: DEMO_PASSWORD })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // …and each sign-in is recorded as usual (last sign-in time, audit).
    const [row] = await sql<{ last: Date | null; logins: number }[]>(
      t,
      `select last_login_at as last, (select count(*)::int from audit_log where action = 'login' and actor_username = 'admin') as logins from app_user where username = 'admin'`,
    );
    expect(row!.last).not.toBeNull();
    expect(row!.logins).toBe(10);
  });

  it('locks nobody out of an address: past 30 failures a right password still signs in, only more slowly', async () => {
    const client = await ApiClient.anonymous(t);
    for (let i = 0; i < 30; i++) await client.post('/api/auth/login', { username: `someone${i}`, password: 'wrong-pass' }).expect(401);
    const started = Date.now();
    await client.post('/api/auth/login', { username: 'admin', password: DEMO_PASSWORD }).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    // Guessing from that address goes on being slowed (and counted), never answered 429 for the address.
    const guess = Date.now();
    await client.post('/api/auth/login', { username: 'nobody', password: 'wrong-pass' }).expect(401);
    expect(Date.now() - guess).toBeGreaterThanOrEqual(900);
  });

  it('keeps the per-account lock for an account being guessed at', async () => {
    const client = await ApiClient.anonymous(t);
    for (let i = 0; i < 5; i++) await client.post('/api/auth/login', { username: 'doctor', password: `wrong-${i}` }).expect(401);
    await client.post('/api/auth/login', { username: 'doctor', password: DEMO_PASSWORD }).expect(429);
    await client.post('/api/auth/login', { username: 'guest', password: DEMO_PASSWORD }).expect(200);
  });

  it("counts change-password's wrong current password against the same per-account limit", async () => {
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const me = (await doctor.get('/api/auth/check')).body as { id: number };
    const wrong = () => doctor.put(`/api/users/change-password/${me.id}`, { currentPassword: 'not-it', newPassword: 'a new long passphrase' });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(400);
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Concurrent guesses are reserved before checking, as at sign-in: none of these is checked.
    const burst = await Promise.all(Array.from({ length: 10 }, wrong));
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(429));
    const [row] = await sql<{ failures: number }[]>(t, `select failures from login_throttle where key = 'user:doctor'`);
    expect(row!.failures).toBeLessThanOrEqual(6);
  });

  it("takes an account's guesses in turn across replicas: two processes' guesses at once never overlap, and at most the limit is checked", async () => {
    // Two services on one database, as two replicas: each its own in-process queue, so only the
    // advisory lock — taken by the counting statement itself — keeps their guesses apart.
    const em = t.app.get(EntityManager);
    const replicas = [new LoginThrottleService(em.fork()), new LoginThrottleService(em.fork())];
    let checking = 0;
    let most = 0;
    let checked = 0;
    const check = async () => {
      checked++;
      most = Math.max(most, ++checking);
      await new Promise((resolve) => setTimeout(resolve, 20));
      checking--;
      return false;
    };
    const answers = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => replicas[i % 2]!.guess('user:replicated', USER_RULE, check)));
    expect(most).toBe(1);
    expect(checked).toBe(USER_RULE.limit);
    expect(answers.filter((a) => a.status === 'fulfilled').map((a) => a.value)).toEqual(Array(USER_RULE.limit).fill(false));
    expect(answers.filter((a) => a.status === 'rejected').map((a) => (a.reason as { getStatus(): number }).getStatus())).toEqual(Array(16 - USER_RULE.limit).fill(429));
    // Every checked guess was counted and committed; a check that throws is counted too.
    await expect(new LoginThrottleService(em.fork()).guess('user:thrown', USER_RULE, () => Promise.reject(new Error('check failed')))).rejects.toThrow('check failed');
    // A right password lifts the count after its answer; the account's next guess waits for that.
    const one = new LoginThrottleService(em.fork());
    for (let i = 0; i < 3; i++) expect(await one.guess('user:lifted', USER_RULE, async () => false)).toBe(false);
    expect(await one.guess('user:lifted', USER_RULE, async () => true)).toBe(true);
    expect(await one.guess('user:lifted', USER_RULE, async () => false)).toBe(false);
    const rows = await sql<{ key: string; failures: number }[]>(
      t,
      `select key, failures from login_throttle where key in ('user:replicated', 'user:thrown', 'user:lifted') order by key`,
    );
    expect(rows).toEqual([
      { key: 'user:lifted', failures: 1 },
      { key: 'user:replicated', failures: USER_RULE.limit },
      { key: 'user:thrown', failures: 1 },
    ]);
  });
});

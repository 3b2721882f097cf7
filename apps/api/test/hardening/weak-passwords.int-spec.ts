// Issue 11, defect 7: weak passwords are refused wherever a password is chosen.
import { ApiClient } from '../api-client.js';
import { sql } from '../sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';

const WEAK = ['        ', 'aaaaaaaa', 'password', 'Password', '12345678'];

describe('weak passwords', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const users = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from app_user'))[0]!.n;

  it.each(WEAK)('refuses %j at registration and user creation', async (password) => {
    const before = await users();
    const anonymous = await ApiClient.anonymous(t);
    const registered = await anonymous.post('/api/register', { username: 'weak.person', password }).expect(400);
    expect(registered.body.errors).toEqual([{ field: 'password', message: expect.any(String) }]);
    await admin.post('/api/users', { username: 'weak.person', name: 'Weak', role: 'user', password }).expect(400);
    expect(await users()).toBe(before);
  });

  it('refuses the username itself, in any case', async () => {
    const anonymous = await ApiClient.anonymous(t);
    const res = await anonymous.post('/api/register', { username: 'somchai.k', password: 'SOMCHAI.K' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'password', message: 'must not be the username' }]);
  });

  it('refuses them at a password reset and a password change, leaving the password as it was', async () => {
    const [user] = await sql<{ id: number }[]>(t, `select id from app_user where username = 'user'`);
    for (const newPassword of [...WEAK, 'user']) {
      await admin.put(`/api/users/reset-password/${user!.id}`, { newPassword }).expect(400);
    }
    const own = await ApiClient.signedIn(t, 'user');
    for (const newPassword of [...WEAK, 'user']) {
      const res = await own.put(`/api/users/change-password/${user!.id}`, { currentPassword: DEMO_PASSWORD, newPassword }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'newPassword', message: expect.any(String) }]);
    }
    await ApiClient.signedIn(t, 'user');
  });

  it('accepts a passphrase', async () => {
    const anonymous = await ApiClient.anonymous(t);
    await anonymous.post('/api/register', { username: 'strong.person', password: 'correct horse battery staple' }).expect(201);
  });

  it('refuses to start production with a weak first administrator password, and leaves nothing open behind', async () => {
    const sockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;
    const before = sockets();
    await expect(createTestApp({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'password1' })).rejects.toThrow(
      /INITIAL_ADMIN_PASSWORD is one of the most common passwords/,
    );
    // The refused app's pool and job queue are closed (they kept the Jest worker from exiting).
    expect(sockets()).toBeLessThanOrEqual(before);
  });
});

import { MikroORM } from '@mikro-orm/postgresql';
import { ApiClient } from '../../test/api-client.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('users (admin)', () => {
  let t: TestApp;
  let admin: ApiClient;
  /** Two demo hospitals: a guest belongs to at least one (issue 28.1). */
  let bkv: number;
  let rkk: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    [bkv, rkk] = (await sql<{ id: number }[]>(t, `select id from hospital where code in ('BKV', 'RKK') order by code`)).map((h) => h.id) as [number, number];
  });
  afterAll(() => t.close());

  const auditOf = async (entityId: number) =>
    t.app
      .get(MikroORM)
      .em.getConnection()
      .execute<{ action: string; actor_username: string; before: unknown; after: unknown; reason: string | null }[]>(
        `select action, actor_username, before, after, reason from audit_log where entity = 'user' and entity_id = ? order by id`,
        [String(entityId)],
      );

  it('creates a user and audits it, without the password anywhere', async () => {
    const res = await admin.post('/api/users', { username: 'Somchai', name: 'สมชาย ใจดี', role: 'user', password: 'somchai-password' }).expect(201);
    expect(res.body.user).toMatchObject({ username: 'somchai', name: 'สมชาย ใจดี', role: 'user', lastLoginAt: null });
    expect(JSON.stringify(res.body)).not.toContain('password');
    await ApiClient.signedIn(t, 'somchai', 'somchai-password');
    const audit = await auditOf(res.body.user.id);
    expect(audit[0]).toMatchObject({ action: 'create', actor_username: 'admin', after: { username: 'somchai', name: 'สมชาย ใจดี', role: 'user' } });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|somchai-password/);
  });

  it('refuses a duplicate username without regard to case (409) and invalid fields (400, named)', async () => {
    await admin.post('/api/users', { username: 'SOMCHAI', name: 'x', role: 'user', password: 'long-enough' }).expect(409);
    const res = await admin.post('/api/users', { username: 'a', name: '', role: 'superuser', password: 'short' }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'password', 'role', 'username']);
    const unknown = await admin.post('/api/users', { username: 'valid', name: 'V', role: 'user', password: 'long-enough', isAdmin: true }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'isAdmin', message: expect.stringMatching(/Unrecognized key/) }]);
  });

  it('lists users paged, sorted and searched on the server', async () => {
    for (const [username, name] of [
      ['pim', 'พิมพ์ชนก'],
      ['anan', 'อนันต์'],
      ['zed', 'Zed Zulu'],
    ]) {
      await admin.post('/api/users', { username, name, role: 'guest', password: 'long-enough', hospitalIds: [bkv] }).expect(201);
    }
    const page = await admin.get('/api/users?first=0&rows=2&sortField=username&sortOrder=1').expect(200);
    expect(page.body.total).toBeGreaterThanOrEqual(8);
    expect(page.body.users.map((u: { username: string }) => u.username)).toEqual(['admin', 'anan']);
    const desc = await admin.get('/api/users?rows=1&sortField=username&sortOrder=-1').expect(200);
    expect(desc.body.users[0].username).toBe('zed');
    const search = await admin.get(`/api/users?search=${encodeURIComponent('พิมพ์')}`).expect(200);
    expect(search.body).toMatchObject({ total: 1, users: [{ username: 'pim' }] });
    await admin.get('/api/users?sortField=passwordHash').expect(400);
    await admin.get('/api/users?rows=1000').expect(400);
    await admin.get('/api/users?search=100%25').expect(200, { users: [], total: 0 });
    const filters = encodeURIComponent(
      JSON.stringify({
        role: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'guest' }] },
        username: {
          operator: 'or',
          constraints: [
            { matchMode: 'startsWith', value: 'pi' },
            { matchMode: 'startsWith', value: 'ze' },
          ],
        },
      }),
    );
    const filtered = await admin.get(`/api/users?filters=${filters}`).expect(200);
    expect(filtered.body.users.map((u: { username: string }) => u.username).sort()).toEqual(['pim', 'zed']);
    await admin.get(`/api/users?filters=${encodeURIComponent('{"password":{"operator":"and","constraints":[{"matchMode":"equals","value":"x"}]}}')}`).expect(400);
  });

  it('reads one user; 404 when there is none, 400 for an id that is not one', async () => {
    const list = await admin.get('/api/users?search=anan').expect(200);
    const id = list.body.users[0].id;
    await admin
      .get(`/api/users/${id}`)
      .expect(200)
      .expect((res) => expect(res.body.user.username).toBe('anan'));
    await admin.get('/api/users/999999').expect(404);
    await admin.get('/api/users/abc').expect(400);
  });

  it('updates a user and audits before and after', async () => {
    const { body } = await admin.post('/api/users', { username: 'nid', name: 'Nid', role: 'guest', password: 'long-enough', hospitalIds: [bkv] }).expect(201);
    const res = await admin.put(`/api/users/${body.user.id}`, { name: 'นิด', role: 'doctor' }).expect(200);
    expect(res.body.user).toMatchObject({ username: 'nid', name: 'นิด', role: 'doctor' });
    const audit = await auditOf(body.user.id);
    expect(audit[1]).toMatchObject({ action: 'update', before: { name: 'Nid', role: 'guest' }, after: { name: 'นิด', role: 'doctor' } });
    await admin.put(`/api/users/${body.user.id}`, { username: 'ANAN' }).expect(409);
    await admin.put(`/api/users/${body.user.id}`, {}).expect(400);
  });

  it('gives an account its hospitals: a guest without one is refused at save (400 at the field), changes audited (issue 28.1)', async () => {
    const none = await admin.post('/api/users', { username: 'lonely', name: 'Lonely', role: 'guest', password: 'long-enough' }).expect(400);
    expect(none.body.errors).toEqual([{ field: 'hospitalIds', message: expect.stringMatching(/at least one hospital/) }]);
    const empty = await admin.post('/api/users', { username: 'lonely', name: 'Lonely', role: 'guest', password: 'long-enough', hospitalIds: [] }).expect(400);
    expect(empty.body.errors[0].field).toBe('hospitalIds');
    const unknown = await admin.post('/api/users', { username: 'lonely', name: 'Lonely', role: 'guest', password: 'long-enough', hospitalIds: [999999] }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'hospitalIds', message: 'names no hospital: 999999' }]);
    await admin.post('/api/users', { username: 'lonely', name: 'Lonely', role: 'guest', password: 'long-enough', hospitalIds: [bkv, bkv] }).expect(400);
    await admin.post('/api/users', { username: 'lonely', name: 'Lonely', role: 'guest', password: 'long-enough', hospitalIds: ['x'] }).expect(400);
    expect(await sql(t, `select 1 from app_user where username = 'lonely'`)).toEqual([]);

    const created = await admin.post('/api/users', { username: 'ward.bkv', name: 'Ward', role: 'guest', password: 'long-enough', hospitalIds: [rkk, bkv] }).expect(201);
    const id = created.body.user.id;
    expect(created.body.user).toMatchObject({ hospitalIds: [bkv, rkk].sort((a, b) => a - b), allHospitals: false });
    await admin.put(`/api/users/${id}`, { hospitalIds: [] }).expect(400);
    const moved = await admin.put(`/api/users/${id}`, { hospitalIds: [rkk] }).expect(200);
    expect(moved.body.user.hospitalIds).toEqual([rkk]);
    expect((await admin.get(`/api/users/${id}`).expect(200)).body.user).toMatchObject({ hospitalIds: [rkk], allHospitals: false });
    const all = await admin.put(`/api/users/${id}`, { hospitalIds: [], allHospitals: true }).expect(200);
    expect(all.body.user).toMatchObject({ hospitalIds: [], allHospitals: true });
    const listed = (await admin.get('/api/users?search=ward.bkv').expect(200)).body.users;
    expect(listed).toEqual([expect.objectContaining({ username: 'ward.bkv', hospitalIds: [], allHospitals: true })]);
    // A lab account that becomes a guest needs a hospital too.
    const clerk = await admin.post('/api/users', { username: 'clerk', name: 'Clerk', role: 'user', password: 'long-enough' }).expect(201);
    expect(clerk.body.user).toMatchObject({ hospitalIds: [], allHospitals: false });
    await admin.put(`/api/users/${clerk.body.user.id}`, { role: 'guest' }).expect(400);
    await admin.put(`/api/users/${clerk.body.user.id}`, { role: 'guest', hospitalIds: [bkv] }).expect(200);

    const audit = await auditOf(id);
    expect(audit.map((r) => [r.action, r.after])).toEqual([
      ['create', expect.objectContaining({ hospitalIds: [bkv, rkk].sort((a, b) => a - b), allHospitals: false })],
      ['update', expect.objectContaining({ hospitalIds: [rkk], allHospitals: false })],
      ['update', expect.objectContaining({ hospitalIds: [], allHospitals: true })],
    ]);
    expect(audit[2]!.before).toMatchObject({ hospitalIds: [rkk], allHospitals: false });
  });

  it('seeds a demo guest for each of two demo hospitals', async () => {
    const guests = await sql<{ username: string; hospitalIds: number[] }[]>(
      t,
      `select u.username, array(select h.hospital_id from app_user_hospital h where h.user_id = u.id) as "hospitalIds" from app_user u where u.username in ('guest', 'guest2') order by u.username`,
    );
    expect(guests).toEqual([
      { username: 'guest', hospitalIds: [bkv] },
      { username: 'guest2', hospitalIds: [rkk] },
    ]);
  });

  it('never leaves PathDesk without an administrator, and an admin cannot delete themselves', async () => {
    const me = (await admin.get('/api/auth/check')).body;
    const demote = await admin.put(`/api/users/${me.id}`, { role: 'user' }).expect(409);
    expect(demote.body.message).toMatch(/at least one administrator/);
    const self = await admin.delete('/api/users', { ids: [me.id] }).expect(400);
    expect(self.body.message).toBe('You cannot delete your own account.');

    const second = await admin.post('/api/users', { username: 'admin2', name: 'Second Admin', role: 'admin', password: 'long-enough' }).expect(201);
    const admin2 = await ApiClient.signedIn(t, 'admin2', 'long-enough');
    await admin2.delete('/api/users', { ids: [me.id] }).expect(200);
    // The first admin is gone; the second cannot demote or delete the last admin (itself).
    await admin2.put(`/api/users/${second.body.user.id}`, { role: 'guest' }).expect(409);
    // The deleted admin's session ended with it.
    await admin.get('/api/users').expect(401);
    admin = admin2;
  });

  it('deletes users: they disappear from the list, cannot sign in, and the list comes back', async () => {
    const a = await admin.post('/api/users', { username: 'temp1', name: 'Temp One', role: 'guest', password: 'long-enough', allHospitals: true }).expect(201);
    const b = await admin.post('/api/users', { username: 'temp2', name: 'Temp Two', role: 'guest', password: 'long-enough', hospitalIds: [rkk] }).expect(201);
    const temp1 = await ApiClient.signedIn(t, 'temp1', 'long-enough');
    const res = await admin.delete('/api/users?rows=50', { ids: [a.body.user.id, b.body.user.id] }).expect(200);
    expect(res.body.users.map((u: { username: string }) => u.username)).not.toContain('temp1');
    expect(res.body.total).toBe(res.body.users.length);
    await temp1.get('/api/auth/check').expect(401);
    await (await ApiClient.anonymous(t)).post('/api/auth/login', { username: 'temp1', password: 'long-enough' }).expect(401);
    await admin.delete('/api/users', { ids: [a.body.user.id] }).expect(404);
    await admin.delete('/api/users', { ids: [] }).expect(400);
    expect((await auditOf(a.body.user.id)).map((r) => r.action)).toEqual(['create', 'login', 'delete']);
  });

  it('resets a password: the new one works, the old one and existing sessions do not', async () => {
    const { body } = await admin.post('/api/users', { username: 'reset.me', name: 'Reset', role: 'user', password: 'old-password' }).expect(201);
    const before = await ApiClient.signedIn(t, 'reset.me', 'old-password');
    const res = await admin.put(`/api/users/reset-password/${body.user.id}`, { newPassword: 'new-password' }).expect(200);
    expect(res.body.user.username).toBe('reset.me');
    await before.get('/api/auth/check').expect(401);
    await (await ApiClient.anonymous(t)).post('/api/auth/login', { username: 'reset.me', password: 'old-password' }).expect(401);
    await ApiClient.signedIn(t, 'reset.me', 'new-password');
    await admin.put(`/api/users/reset-password/${body.user.id}`, { newPassword: 'short' }).expect(400);
    await admin.put('/api/users/reset-password/999999', { newPassword: 'long-enough' }).expect(404);
    expect((await auditOf(body.user.id)).map((r) => [r.action, r.reason])).toEqual([
      ['create', null],
      ['login', null],
      ['update', 'password reset by an administrator'],
      ['login', null],
    ]);
  });
});

describe("changing one's own password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs the current password, keeps this session and ends the others', async () => {
    const here = await ApiClient.signedIn(t, 'guest');
    const elsewhere = await ApiClient.signedIn(t, 'guest');
    const me = (await here.get('/api/auth/check')).body;
    const wrong = await here.put(`/api/users/change-password/${me.id}`, { currentPassword: 'not-it', newPassword: 'brand-new-pass' }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'is not correct' }]);
    await here.put(`/api/users/change-password/${me.id}`, { currentPassword: 'pathdesk-demo', newPassword: 'brand-new-pass' }).expect(200);
    await here.get('/api/auth/check').expect(200);
    await elsewhere.get('/api/auth/check').expect(401);
    await ApiClient.signedIn(t, 'guest', 'brand-new-pass');
  });

  it("cannot change another user's password", async () => {
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const admin = await ApiClient.signedIn(t, 'admin');
    const adminId = (await admin.get('/api/auth/check')).body.id;
    const res = await doctor.put(`/api/users/change-password/${adminId}`, { currentPassword: 'pathdesk-demo', newPassword: 'hijacked-pass' }).expect(403);
    expect(res.body.message).toBe('You can change only your own password.');
  });
});

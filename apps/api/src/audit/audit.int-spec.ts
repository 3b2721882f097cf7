import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs } from '../../test/cases.js';
import { listUrl } from '../../test/list-query.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/audit', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('answers the log newest first, narrowed to one kind of record or one record, paged', async () => {
    const user = await ApiClient.signedIn(t, 'user');
    const refs = await caseRefs(t);
    const c = (await user.post('/api/surgicals', caseBody('surgical', refs)).expect(201)).body.surgical;
    await user.put(`/api/surgicals/${c.id}`, { version: 1, price: 800 }).expect(200);

    const one = await admin.get(listUrl('/api/audit', { entity: 'pathology_case', entityId: c.id })).expect(200);
    expect(one.body.total).toBe(2);
    expect(one.body.audit).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actorId: expect.any(Number),
        actorUsername: 'user',
        action: 'update',
        entity: 'pathology_case',
        entityId: String(c.id),
        before: { price: 700 },
        after: { price: 800 },
        reason: null,
        ip: expect.any(String),
      },
      expect.objectContaining({ action: 'create', before: null, after: expect.objectContaining({ accessionNo: c.accessionNo }) }),
    ]);
    expect(Number(one.body.audit[0].id)).toBeGreaterThan(Number(one.body.audit[1].id));

    const cases = await admin.get(listUrl('/api/audit', { entity: 'pathology_case', rows: 5 })).expect(200);
    expect(cases.body.audit).toHaveLength(5);
    expect(cases.body.total).toBeGreaterThan(30); // the demo cases too
    expect(cases.body.audit.every((e: { entity: string }) => e.entity === 'pathology_case')).toBe(true);
    const next = await admin.get(listUrl('/api/audit', { entity: 'pathology_case', rows: 5, first: 5 })).expect(200);
    expect(Number(next.body.audit[0].id)).toBeLessThan(Number(cases.body.audit[4].id));
    expect(next.body.total).toBe(cases.body.total);
    const beyond = await admin.get(listUrl('/api/audit', { entity: 'pathology_case', first: 100000 })).expect(200);
    expect(beyond.body).toEqual({ audit: [], total: cases.body.total });

    const everything = await admin.get('/api/audit').expect(200);
    expect(everything.body.total).toBeGreaterThan(cases.body.total); // sign-ins too
    expect(everything.body.audit).toHaveLength(Math.min(50, everything.body.total));
    expect(everything.body.audit.map((e: { entity: string }) => e.entity)).toContain('user');
    expect((await admin.get(listUrl('/api/audit', { entity: 'nothing' })).expect(200)).body).toEqual({ audit: [], total: 0 });
  });

  it('refuses bad queries (400) and everyone but administrators (403)', async () => {
    await admin.get(listUrl('/api/audit', { rows: 101 })).expect(400);
    await admin.get(listUrl('/api/audit', { first: -1 })).expect(400);
    await admin.get(listUrl('/api/audit', { actor: 'user' })).expect(400);
    for (const role of ['user', 'doctor', 'guest']) {
      const client = await ApiClient.signedIn(t, role);
      const res = await client.get('/api/audit').expect(403);
      expect(res.body.message).toBe('Your role does not allow this.');
    }
    await (await ApiClient.anonymous(t)).get('/api/audit').expect(401);
  });
});

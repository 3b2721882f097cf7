// Issue 11, defect 4: text PostgreSQL refuses (NUL, lone surrogates) and dates it cannot hold are
// refused with 400 at validation, not with a 500 from the database.
import { ApiClient } from '../api-client.js';
import { caseBody, caseRefs, writes, type CaseRefs } from '../cases.js';
import { createTestApp, type TestApp } from '../test-app.js';

const BAD_TEXT = ['a\u0000b', 'a\ud800b', 'a\udfffb', '\u0000'];

describe('text and dates the database cannot store', () => {
  let t: TestApp;
  let admin: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  it.each(BAD_TEXT.map((text) => [JSON.stringify(text), text]))('refuses %s in a write body with 400 and writes nothing', async (_name, text) => {
    const before = await writes(t);
    const calls = [
      admin.post('/api/hospitals', { code: 'NUL1', nameTh: text }),
      admin.post('/api/surgicals', caseBody('surgical', refs, { specimen: text })),
      admin.post('/api/surgicals', caseBody('surgical', refs, { patientFirstName: `${text}x` })),
      admin.post('/api/users', { username: 'nul.user', name: text, role: 'user', password: 'a-long-enough-phrase' }),
      admin.post('/api/register', { username: 'nul.user2', password: `correct horse ${text}` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/cannot be stored/)]);
    }
    expect(await writes(t)).toEqual(before);
  });

  it('refuses bad text nested deep inside a body', async () => {
    const res = await admin.put('/api/surgicals/1/result', { fields: { microscopic: [{ note: 'x\u0000' }] } }).expect(400);
    expect(res.body.errors[0].field).toBe('fields.microscopic.0.note');
  });

  it.each(['%00', 'abc%00def'])('refuses search=%s on list routes with 400', async (search) => {
    for (const path of ['/api/users', '/api/hospitals', '/api/surgicals', '/api/audit', '/api/reports/surgicals']) {
      const res = await admin.get(`${path}?search=${search}`);
      expect([path, res.status]).toEqual([path, 400]);
    }
  });

  it('refuses NUL or a lone surrogate inside the JSON of a text filter', async () => {
    for (const value of ['x\u0000', '\ud800']) {
      const filters = JSON.stringify({ username: { operator: 'and', constraints: [{ matchMode: 'contains', value }] } });
      const res = await admin.get(`/api/users?filters=${encodeURIComponent(filters)}`).expect(400);
      expect(res.body.errors[0].field).toBe('filters.username.constraints.0.value');
    }
  });

  it.each(['99999-01-01', '+099999-01-01', '0000-01-01', '-000001-01-01', '2026-02-30'])('refuses the filter date %s with 400', async (date) => {
    const filters = JSON.stringify({ createdAt: { operator: 'and', constraints: [{ matchMode: 'dateIs', value: date }] } });
    const res = await admin.get(`/api/users?filters=${encodeURIComponent(filters)}`);
    expect(res.status).toBe(400);
  });

  it('refuses a date far out of range in a write body', async () => {
    const before = await writes(t);
    const res = await admin.post('/api/surgicals', caseBody('surgical', refs, { collectedAt: '+099999-01-01T00:00:00.000Z' }));
    expect(res.status).toBe(400);
    expect(await writes(t)).toEqual(before);
  });

  it('still accepts Thai text, emoji (a surrogate pair) and ordinary dates', async () => {
    await admin.post('/api/hospitals', { code: 'OK1', nameTh: 'โรงพยาบาล 🏥 ตัวอย่าง' }).expect(201);
    await admin.get('/api/users?search=%E0%B8%81').expect(200);
    const filters = JSON.stringify({ createdAt: { operator: 'and', constraints: [{ matchMode: 'dateBefore', value: '2999-12-31' }] } });
    await admin.get(`/api/users?filters=${encodeURIComponent(filters)}`).expect(200);
  });
});

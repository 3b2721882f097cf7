import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs, writes, type CaseRefs } from '../../test/cases.js';
import { listUrl } from '../../test/list-query.js';
import { auditOf } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** 1-1017-00230-70-8: the check digit of 110170023070 is 8. */
const VALID = '1101700230708';
const CHECK_MESSAGE = 'must be 13 digits with a valid check digit';

describe("the patient's Thai citizen ID on a case", () => {
  let t: TestApp;
  let user: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  it('is optional: a case without one reads null', async () => {
    const res = await user.post('/api/surgicals', caseBody('surgical', refs)).expect(201);
    expect(res.body.surgical.citizenId).toBeNull();
  });

  it('is stored as 13 digits (spaces and dashes as printed are dropped), answered, and audited', async () => {
    const res = await user.post('/api/cytologicals', caseBody('cytological', refs, { citizenId: '1-1017-00230-70-8' })).expect(201);
    const c = res.body.cytological;
    expect(c.citizenId).toBe(VALID);
    expect((await user.get(`/api/cytologicals/${c.id}`).expect(200)).body.cytological.citizenId).toBe(VALID);
    const [created] = await auditOf(t, 'pathology_case', c.id);
    expect(created!.after).toMatchObject({ citizenId: VALID });
  });

  it('refuses a wrong check digit or length, naming the field, and writes nothing', async () => {
    const before = await writes(t);
    for (const citizenId of ['1101700230707', '110170023070', '11017002307080', 'ABCDEFGHIJKLM']) {
      const res = await user.post('/api/surgicals', caseBody('surgical', refs, { citizenId })).expect(400);
      expect(res.body.errors).toEqual([{ field: 'citizenId', message: CHECK_MESSAGE }]);
    }
    const batch = await user
      .post('/api/surgicals/new', { cases: [caseBody('surgical', refs, { citizenId: VALID }), caseBody('surgical', refs, { citizenId: '1101700230700' })] })
      .expect(400);
    expect(batch.body.errors).toEqual([{ field: 'cases.1.citizenId', message: CHECK_MESSAGE }]);
    expect(await writes(t)).toEqual(before);
  });

  it('is found by the worklist search by its first digits', async () => {
    const c = (await user.post('/api/gynecologicals', caseBody('gynecological', refs, { citizenId: VALID, hn: 'CID-1' })).expect(201)).body.gynecological;
    const found = (await user.get(listUrl('/api/gynecologicals', { search: '11017002' })).expect(200)).body.gynecologicals;
    expect(found.map((row: { id: number }) => row.id)).toEqual([c.id]);
    const whole = (await user.get(listUrl('/api/gynecologicals', { search: VALID })).expect(200)).body.gynecologicals;
    expect(whole.map((row: { id: number }) => row.id)).toEqual([c.id]);
    expect((await user.get(listUrl('/api/gynecologicals', { search: '2101700' })).expect(200)).body.total).toBe(0);
  });

  it('is edited and cleared like any field, before and after in the audit log', async () => {
    const c = (await user.post('/api/surgicals', caseBody('surgical', refs)).expect(201)).body.surgical;
    const set = (await user.put(`/api/surgicals/${c.id}`, { version: 1, citizenId: VALID }).expect(200)).body.surgical;
    expect(set).toMatchObject({ citizenId: VALID, version: 2 });
    await user.put(`/api/surgicals/${c.id}`, { version: 2, citizenId: '1101700230707' }).expect(400);
    const cleared = (await user.put(`/api/surgicals/${c.id}`, { version: 2, citizenId: '' }).expect(200)).body.surgical;
    expect(cleared).toMatchObject({ citizenId: null, version: 3 });
    const audit = await auditOf(t, 'pathology_case', c.id);
    expect(audit.slice(1).map((a) => [a.action, a.before, a.after])).toEqual([
      ['update', { citizenId: null }, { citizenId: VALID }],
      ['update', { citizenId: VALID }, { citizenId: null }],
    ]);
  });
});

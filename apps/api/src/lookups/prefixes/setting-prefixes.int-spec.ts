import { buddhistYear, labYear } from '@pathdesk/contracts';
import { ApiClient } from '../../../test/api-client.js';
import { auditOf, sql } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface Prefix {
  id: number;
  kind: string;
  letters: string;
  status: string;
  example: string;
}

describe('accession prefixes (/api/setting)', () => {
  let t: TestApp;
  let admin: ApiClient;
  const yy = (era: 'BE' | 'CE') => String((era === 'BE' ? buddhistYear(labYear()) : labYear()) % 100).padStart(2, '0');
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const list = async (query = ''): Promise<Prefix[]> => (await admin.get(`/api/setting${query}`).expect(200)).body;

  it('answers an array of the prefixes, each with an example number of this year', async () => {
    const prefixes = await list();
    expect(Array.isArray(prefixes)).toBe(true);
    expect(prefixes.map((p) => [p.kind, p.letters, p.status, p.example])).toEqual([
      ['surgical', 'S', 'active', `S${yy('BE')}-00001`],
      ['cytological', 'C', 'active', `C${yy('BE')}-00001`],
      ['gynecological', 'G', 'active', `G${yy('BE')}-00001`],
    ]);
    expect(prefixes[0]).toEqual({
      id: expect.any(Number),
      kind: 'surgical',
      letters: 'S',
      era: 'BE',
      width: 5,
      status: 'active',
      defaultPrice: 700,
      pricePer: 'case',
      example: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(prefixes.map((p) => (p as unknown as { defaultPrice: number }).defaultPrice)).toEqual([700, 400, 250]);
    expect((await list('?kind=cytological')).map((p) => p.letters)).toEqual(['C']);
    await admin.get('/api/setting?kind=autopsy').expect(400);
  });

  it('allows one active prefix per case kind: "deactivate … first" (409)', async () => {
    const res = await admin.post('/api/setting', { kind: 'surgical', letters: 'SN' }).expect(409);
    expect(res.body.message).toBe('Surgical cases already have the active prefix "S": deactivate it first.');
    // An inactive one can wait for its turn…
    const next = (await admin.post('/api/setting', { kind: 'surgical', letters: 'sn', era: 'CE', width: 6, status: 'inactive' }).expect(201)).body.prefix;
    expect(next).toMatchObject({ kind: 'surgical', letters: 'SN', era: 'CE', width: 6, status: 'inactive', example: `SN${yy('CE')}-000001` });
    // …but cannot be activated while S is active.
    const activate = await admin.put(`/api/setting/${next.id}`, { status: 'active' }).expect(409);
    expect(activate.body.message).toMatch(/deactivate it first/);
    const s = (await list()).find((p) => p.letters === 'S')!;
    await admin.put(`/api/setting/${s.id}`, { status: 'inactive' }).expect(200);
    await admin.put(`/api/setting/${next.id}`, { status: 'active' }).expect(200);
    expect((await list('?kind=surgical')).map((p) => [p.letters, p.status])).toEqual([
      ['SN', 'active'],
      ['S', 'inactive'],
    ]);
    // The database holds the rule too.
    await expect(sql(t, `update setting_prefix set status = 'active' where letters = 'S'`)).rejects.toThrow(/setting_prefix_active_kind_unique/);
  });

  it('lets only one of several simultaneous activations through', async () => {
    const results = await Promise.all(['GA', 'GB', 'GC'].map((letters) => admin.post('/api/setting', { kind: 'gynecological', letters })));
    expect(results.map((r) => r.status)).toEqual([409, 409, 409]); // G is active
    const g = (await list('?kind=gynecological'))[0]!;
    await admin.put(`/api/setting/${g.id}`, { status: 'inactive' }).expect(200);
    const raced = await Promise.all(['GA', 'GB', 'GC'].map((letters) => admin.post('/api/setting', { kind: 'gynecological', letters })));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const winner = raced.find((r) => r.status === 201)!.body.prefix;
    // Back to G for the tests below.
    await admin.put(`/api/setting/${winner.id}`, { status: 'inactive' }).expect(200);
    await admin.put(`/api/setting/${g.id}`, { status: 'active' }).expect(200);
  });

  it('keeps letters to one case kind (409), whatever their status', async () => {
    const res = await admin.post('/api/setting', { kind: 'cytological', letters: 'S', status: 'inactive' }).expect(409);
    expect(res.body).toMatchObject({ message: 'The letters "S" already number surgical cases: choose other letters.', errors: [{ field: 'letters' }] });
    // (A prefix that has numbered cases keeps its format — cases.int-spec — so a new one here.)
    const g = (await admin.post('/api/setting', { kind: 'gynecological', letters: 'GN', status: 'inactive' }).expect(201)).body.prefix;
    const shared = await admin.put(`/api/setting/${g.id}`, { letters: 'C' }).expect(409);
    expect(shared.body.message).toBe('The letters "C" already number cytological cases: choose other letters.');
    await admin.put(`/api/setting/${g.id}`, { kind: 'cytological', status: 'active' }).expect(409); // C is active there
    const changed = await admin.put(`/api/setting/${g.id}`, { letters: 'PAP', width: 4 }).expect(200);
    expect(changed.body.prefix.example).toBe(`PAP${yy('BE')}-0001`);
  });

  it('names invalid fields (400) and unknown prefixes (404)', async () => {
    const res = await admin.post('/api/setting', { kind: 'autopsy', letters: 'A1', era: 'AD', width: 9, status: 'on', extra: 1 }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['era', 'extra', 'kind', 'letters', 'status', 'width']);
    await admin.post('/api/setting', { kind: 'surgical', letters: 'X', width: 2 }).expect(400);
    await admin.put('/api/setting/999999', { width: 5 }).expect(404);
    await admin.put('/api/setting/1', {}).expect(400);
  });

  it('audits changes with before and after', async () => {
    const c = (await list('?kind=cytological'))[0]!;
    await admin.put(`/api/setting/${c.id}`, { defaultPrice: 450 }).expect(200);
    const audit = await auditOf(t, 'setting_prefix', c.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_username: 'admin', before: { letters: 'C', defaultPrice: 400 }, after: { letters: 'C', defaultPrice: 450 } });
    const fresh = (await admin.post('/api/setting', { kind: 'cytological', letters: 'CY', status: 'inactive' }).expect(201)).body.prefix;
    await admin.put(`/api/setting/${fresh.id}`, { era: 'CE' }).expect(200);
    expect((await auditOf(t, 'setting_prefix', fresh.id)).at(-1)).toMatchObject({ before: { era: 'BE' }, after: { era: 'CE' } });
    const created = (await admin.post('/api/setting', { kind: 'cytological', letters: 'FN', status: 'inactive' }).expect(201)).body.prefix;
    expect(await auditOf(t, 'setting_prefix', created.id)).toEqual([
      expect.objectContaining({ action: 'create', before: null, after: expect.objectContaining({ letters: 'FN' }) }),
    ]);
  });

  it('lets lab staff and doctors read, and only administrators write', async () => {
    for (const role of ['user', 'doctor']) {
      const client = await ApiClient.signedIn(t, role);
      await client.get('/api/setting').expect(200);
      await client.post('/api/setting', { kind: 'surgical', letters: 'Q', status: 'inactive' }).expect(403);
      await client.put('/api/setting/1', { width: 6 }).expect(403);
    }
    await (await ApiClient.signedIn(t, 'guest')).get('/api/setting').expect(403);
  });
});

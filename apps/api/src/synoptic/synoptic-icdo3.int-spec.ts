import request from 'supertest';
import { CSRF_HEADER } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ESSENTIAL_ICDO3 } from '../seed/icdo3-seed-data.js';
import { IcdO3Service } from './icdo3.service.js';

/** POSTs a CSV text as the settings page will. */
function postCsv(client: ApiClient, kind: string, csv: string, type = 'text/csv; charset=utf-8') {
  return client.agent.post(`/api/synoptic/icdo3/${kind}/import`).set(CSRF_HEADER, client.csrfToken).set('content-type', type).send(csv);
}

const count = async (t: TestApp, kind: string) => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from icdo3_code where kind = ?', [kind]))[0]!.n;

describe('/api/synoptic/icdo3', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('starts with the seed, searched by code or term, a page at a time, by lab staff and doctors', async () => {
    expect(await count(t, 'topography')).toBe(ESSENTIAL_ICDO3.filter((c) => c.kind === 'topography').length);
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const breast = (await doctor.get('/api/synoptic/icdo3/topography?search=c50').expect(200)).body;
    expect(breast.total).toBe(9);
    expect(breast.codes.slice(0, 2)).toEqual([
      { code: 'C50.0', term: 'Nipple' },
      { code: 'C50.1', term: 'Central portion of breast' },
    ]);
    const page = (await (await ApiClient.signedIn(t, 'user')).get('/api/synoptic/icdo3/topography?search=c50&first=8&rows=5').expect(200)).body;
    expect(page).toEqual({ codes: [{ code: 'C50.9', term: 'Breast, NOS' }], total: 9 });
    expect((await admin.get('/api/synoptic/icdo3/morphology?search=lobular').expect(200)).body.codes.map((c: { code: string }) => c.code)).toEqual(['8520/2', '8520/3', '8522/3']);
    expect((await admin.get('/api/synoptic/icdo3/morphology?search=8500').expect(200)).body.codes.map((c: { code: string }) => c.code)).toEqual(['8500/2', '8500/3']);
    // A search term is text, never a pattern.
    expect((await admin.get('/api/synoptic/icdo3/morphology?search=%25').expect(200)).body).toEqual({ codes: [], total: 0 });
    await admin.get('/api/synoptic/icdo3/grade').expect(400);
    await admin.get('/api/synoptic/icdo3/topography?rows=1000').expect(400);
    await (await ApiClient.signedIn(t, 'guest')).get('/api/synoptic/icdo3/topography').expect(403);
    await request(t.http).get('/api/synoptic/icdo3/topography').expect(401);
  });

  it('refuses a file with bad lines (400, every line named), writing nothing', async () => {
    const before = await count(t, 'morphology');
    const csv = ['code,term', '8500/3,Invasive carcinoma of no special type', '8500/5,Behaviour 5', '8501,No behaviour', '8500/3,Twice', '8010/3,'].join('\n');
    const res = await postCsv(admin, 'morphology', csv).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['lines.3.code', 'lines.4.code', 'lines.5.code', 'lines.6.term']);
    expect(res.body.message).toMatch(/^Invalid input — lines\.3\.code: "8500\/5" must be an ICD-O-3 morphology code/);
    expect(await count(t, 'morphology')).toBe(before);
    expect((await sql(t, `select term from icdo3_code where kind = 'morphology' and code = '8500/3'`))[0]).toEqual({
      term: 'Infiltrating duct carcinoma, NOS (invasive carcinoma of no special type)',
    });
    expect(await auditOf(t, 'icdo3_code', 'morphology')).toEqual([]);
  });

  it('refuses anything but text/csv, and anyone but an administrator', async () => {
    expect((await admin.post('/api/synoptic/icdo3/topography/import', { csv: 'code,term' }).expect(415)).body.errors).toEqual([
      { field: 'body', message: 'must be text/csv (UTF-8)' },
    ]);
    await postCsv(admin, 'topography', 'code,term\nC50.4,x\n', 'text/csv; charset=tis-620').expect(415);
    for (const role of ['user', 'doctor', 'guest'])
      await postCsv(await ApiClient.signedIn(t, role), 'topography', 'code,term\nC77.0,Lymph nodes of head, face and neck\n').expect(403);
    await postCsv(admin, 'stage', 'code,term\nC50.4,x\n').expect(400);
    expect((await postCsv(admin, 'topography', `code,term\nC50.4,${'x'.repeat(2 * 1024 * 1024)}\n`).expect(413)).body.message).toBe('The list is larger than 2 MB: split it.');
    expect(await count(t, 'topography')).toBe(ESSENTIAL_ICDO3.filter((c) => c.kind === 'topography').length);
  });

  it('adds new codes and updates changed terms, audited; a code already so is unchanged', async () => {
    const csv =
      'Code,Term\r\nC50.4,Upper-outer quadrant of breast\r\nC50.9,"Breast, NOS (mammary gland)"\r\nc77.3,"Axillary and upper limb lymph nodes"\r\nC44.5,Skin of trunk\r\n';
    expect((await postCsv(admin, 'topography', csv).expect(200)).body).toEqual({ kind: 'topography', added: 2, updated: 1, unchanged: 1 });
    expect((await admin.get('/api/synoptic/icdo3/topography?search=C77').expect(200)).body.codes).toEqual([{ code: 'C77.3', term: 'Axillary and upper limb lymph nodes' }]);
    expect((await admin.get('/api/synoptic/icdo3/topography?search=mammary').expect(200)).body.codes).toEqual([{ code: 'C50.9', term: 'Breast, NOS (mammary gland)' }]);
    expect(await auditOf(t, 'icdo3_code', 'topography')).toEqual([
      {
        action: 'update',
        actor_username: 'admin',
        before: { terms: { 'C50.9': 'Breast, NOS' } },
        after: { added: { 'C77.3': 'Axillary and upper limb lymph nodes', 'C44.5': 'Skin of trunk' }, terms: { 'C50.9': 'Breast, NOS (mammary gland)' } },
        reason: null,
      },
    ]);
    // The same file again: nothing to change, nothing audited.
    expect((await postCsv(admin, 'topography', csv).expect(200)).body).toEqual({ kind: 'topography', added: 0, updated: 0, unchanged: 4 });
    expect(await auditOf(t, 'icdo3_code', 'topography')).toHaveLength(1);
  });

  it('tells which codes of a diagnosis are not on the lists', async () => {
    const icdo3 = t.app.get(IcdO3Service);
    expect(await icdo3.unlisted({ topography: 'C50.4', morphology: '8500/3' })).toEqual([]);
    expect(await icdo3.unlisted({ topography: 'C69.9', morphology: '8720/3' })).toMatchObject([
      { field: 'topography', code: 'is_not_on_the_labs_icd_o3_list', message: "C69.9 is not on the lab's ICD-O-3 topography list", params: { code: 'C69.9' } },
      { field: 'morphology', code: 'is_not_on_the_labs_icd_o3_list', message: "8720/3 is not on the lab's ICD-O-3 morphology list", params: { code: '8720/3' } },
    ]);
  });
});

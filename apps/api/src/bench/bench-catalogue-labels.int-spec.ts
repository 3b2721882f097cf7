import { BENCH_API, labDay } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { benchWrites, gross, testId } from '../../test/bench.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { registerCase } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('bench: the test catalogue and label sheets', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  describe('catalogue', () => {
    it('starts with the seeded tests (CGD codes empty), searchable and filtered by category', async () => {
      const all = (await doctor.get(`${BENCH_API.tests}?rows=100`).expect(200)).body;
      expect(all.total).toBe(27);
      expect(all.tests.every((x: { cgdCode: string | null }) => x.cgdCode === null)).toBe(true);
      const ihc = (await user.get(`${BENCH_API.tests}?category=immunohistochemistry&rows=100`).expect(200)).body;
      expect(ihc.tests.map((x: { code: string }) => x.code)).toEqual(expect.arrayContaining(['ER', 'PR', 'HER2', 'KI67', 'CK7', 'CK20']));
      const search = (await user.get(`${BENCH_API.tests}?search=silver`).expect(200)).body;
      expect(search.tests).toEqual([expect.objectContaining({ code: 'GMS', category: 'special-stain', defaultPrice: '400.00', active: true, prices: [] })]);
    });

    it('names the result template of the biomarker tests (issue 30.3); an administrator sets or clears one, audited', async () => {
      const all = (await doctor.get(`${BENCH_API.tests}?rows=100`).expect(200)).body.tests as { code: string; resultTemplate: string | null }[];
      expect(all.filter((x) => x.resultTemplate).map((x) => `${x.code}:${x.resultTemplate}`)).toEqual(['ER:er', 'HER2:her2-ihc', 'KI67:ki67', 'MMR:mmr', 'PDL1:pd-l1', 'PR:pr']);
      expect(all.find((x) => x.code === 'CK7')!.resultTemplate).toBeNull();
      const created = (await admin.post(BENCH_API.tests, { code: 'MLH1', name: 'MLH1', category: 'immunohistochemistry', defaultPrice: 800, resultTemplate: 'mmr' }).expect(201))
        .body.test;
      expect(created.resultTemplate).toBe('mmr');
      expect((await admin.put(BENCH_API.test(created.id), { resultTemplate: null }).expect(200)).body.test.resultTemplate).toBeNull();
      expect((await auditOf(t, 'lab_test', created.id)).at(-1)).toMatchObject({ action: 'update', before: { resultTemplate: 'mmr' }, after: { resultTemplate: null } });
      expect((await admin.put(BENCH_API.test(created.id), { resultTemplate: 'her3' }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'resultTemplate' })]);
      await doctor.put(BENCH_API.test(created.id), { resultTemplate: 'mmr' }).expect(403);
      // A name change leaves the result template as it is.
      await admin.put(BENCH_API.test(await testId(t, 'ER')), { name: 'Oestrogen receptor (ER)' }).expect(200);
      expect((await doctor.get(BENCH_API.test(await testId(t, 'ER'))).expect(200)).body.test).toMatchObject({ name: 'Oestrogen receptor (ER)', resultTemplate: 'er' });
      await admin.delete(BENCH_API.test(created.id)).expect(200);
    });

    it('creates a test with hospital, company and per-kind prices; updates and deletes it; audited', async () => {
      const created = await admin
        .post(BENCH_API.tests, {
          code: 'CD117',
          name: 'CD117 (c-KIT)',
          category: 'immunohistochemistry',
          cgdCode: null,
          defaultPrice: '900',
          prices: [
            { hospitalId: refs.hospitalId, kind: 'surgical', price: 850 },
            { companyId: refs.companyId, price: '800.5' },
          ],
        })
        .expect(201);
      const test = created.body.test;
      expect(test).toMatchObject({ code: 'CD117', defaultPrice: '900.00', active: true });
      expect(test.prices).toEqual([
        { hospitalId: refs.hospitalId, hospitalName: expect.any(String), companyId: null, companyName: null, kind: 'surgical', price: '850.00' },
        { hospitalId: null, hospitalName: null, companyId: refs.companyId, companyName: expect.any(String), kind: null, price: '800.50' },
      ]);
      expect((await auditOf(t, 'lab_test', test.id))[0]).toMatchObject({ action: 'create', actor_username: 'admin', after: { code: 'CD117', defaultPrice: '900.00' } });
      const updated = await admin.put(BENCH_API.test(test.id), { name: 'CD117', active: false, prices: [] }).expect(200);
      expect(updated.body.test).toMatchObject({ name: 'CD117', active: false, prices: [] });
      expect((await auditOf(t, 'lab_test', test.id)).at(-1)).toMatchObject({
        action: 'update',
        before: { name: 'CD117 (c-KIT)', active: true },
        after: { name: 'CD117', active: false, prices: [] },
      });
      await admin.delete(BENCH_API.test(test.id)).expect(200);
      await doctor.get(BENCH_API.test(test.id)).expect(404);
    });

    it('refuses a duplicate code, an unknown hospital or company, a payer twice, a float price, non-admins — nothing written', async () => {
      const before = await benchWrites(t);
      expect((await admin.post(BENCH_API.tests, { code: 'er', name: 'ER again', category: 'immunohistochemistry', defaultPrice: 1 }).expect(400)).body.errors).toEqual([
        { field: 'code', message: "er is another test's code" },
      ]);
      const payers = await admin
        .post(BENCH_API.tests, {
          code: 'NEW1',
          name: 'New',
          category: 'recut',
          defaultPrice: 1,
          prices: [
            { hospitalId: 999_999, price: 1 },
            { companyId: refs.screenerId, price: 1 },
          ],
        })
        .expect(400);
      expect(payers.body.errors).toEqual([
        { field: 'prices.0.hospitalId', message: 'is not a hospital' },
        { field: 'prices.1.companyId', message: 'is not a company' },
      ]);
      await admin
        .post(BENCH_API.tests, { code: 'NEW2', name: 'New', category: 'recut', defaultPrice: 1, prices: [{ hospitalId: refs.hospitalId, companyId: refs.companyId, price: 1 }] })
        .expect(400);
      await admin
        .post(BENCH_API.tests, {
          code: 'NEW3',
          name: 'New',
          category: 'recut',
          defaultPrice: 1,
          prices: [
            { hospitalId: refs.hospitalId, price: 1 },
            { hospitalId: refs.hospitalId, price: 2 },
          ],
        })
        .expect(400);
      await admin.post(BENCH_API.tests, { code: 'NEW4', name: 'New', category: 'recut', defaultPrice: 10.555 }).expect(400);
      await admin.post(BENCH_API.tests, { code: 'NEW5', name: 'New', category: 'histology', defaultPrice: 1 }).expect(400);
      await user.post(BENCH_API.tests, { code: 'NEW6', name: 'New', category: 'recut', defaultPrice: 1 }).expect(403);
      await doctor.put(BENCH_API.test(await testId(t, 'ER')), { defaultPrice: 1 }).expect(403);
      await admin.put(BENCH_API.test(999_999), { defaultPrice: 1 }).expect(404);
      expect(await benchWrites(t)).toEqual(before);
    });

    it('keeps a company that has its own test price: deleting it deactivates it', async () => {
      const company = (await admin.post('/api/cfgvalues', { category: 'company', name: 'Bench Insurance Co.' }).expect(201)).body.cfgvalue;
      await admin.put(BENCH_API.test(await testId(t, 'RETIC')), { prices: [{ companyId: company.id, price: 250 }] }).expect(200);
      const res = await admin.delete('/api/cfgvalues', { ids: [company.id] }).expect(200);
      expect(res.body.deactivated).toEqual([company.id]);
    });

    it('refuses to delete or recode a test that has orders (409/400): it is deactivated instead', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const pas = await testId(t, 'PAS');
      await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [pas] }).expect(201);
      expect((await admin.delete(BENCH_API.test(pas)).expect(409)).body.message).toBe('PAS has orders: deactivate it instead of deleting it.');
      expect((await admin.put(BENCH_API.test(pas), { code: 'PAS2' }).expect(400)).body.errors[0].field).toBe('code');
      await admin.put(BENCH_API.test(pas), { active: false }).expect(200);
    });
  });

  describe('labels', () => {
    it("prints a case's cassette and slide labels: each block's name and the patient's Thai name in the PDF's text, audited", async () => {
      const c = await registerCase(user, 'surgical', refs);
      const blocks = await gross(user, 'surgical', c.id, 'A', 4);
      const res = await user.get(BENCH_API.caseLabelsPdf('surgical', c.id)).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = pdfText(res.body);
      for (const b of blocks) {
        expect(text).toContain(`${c.accessionNo} ${b.code}`);
        expect(text).toContain(`${c.accessionNo} ${b.code}-1`);
        expect(text).toContain(`BLK-${b.id}`);
      }
      expect(text).toContain('สมหญิง ใจดี');
      expect(await sql(t, `select action, entity_id from audit_log where entity = 'bench_labels' order by id desc limit 1`)).toEqual([
        { action: 'print', entity_id: `case:${c.id}` },
      ]);
      await doctor.get(BENCH_API.caseLabelsPdf('surgical', c.id)).expect(403);
      await user.get(BENCH_API.caseLabelsPdf('gynecological', c.id)).expect(404);
    });

    it('prints the specimen containers of a case without blocks — accession number, patient, specimen number — never an empty sheet (issue 24.8)', async () => {
      const c = await registerCase(user, 'surgical', refs, { containers: 2, specimen: 'Pleural fluid, 200 mL' });
      const text = pdfText((await user.get(BENCH_API.caseLabelsPdf('surgical', c.id)).buffer(true).parse(binary).expect(200)).body);
      expect(text).toContain(`${c.accessionNo} 1/2`);
      expect(text).toContain(`${c.accessionNo} 2/2`);
      expect(text.match(/สมหญิง ใจดี/g)).toHaveLength(2);
      expect(text).toContain('Specimen 1/2: Pleur');
      expect(text).toContain('Specimen 2/2: Pleur');
      expect(await sql(t, `select after from audit_log where entity = 'bench_labels' order by id desc limit 1`)).toEqual([{ after: { labels: 2 } }]);
      // Once grossed, the sheet is the blocks' and slides'.
      await gross(user, 'surgical', c.id, 'A', 1);
      const grossed = pdfText((await user.get(BENCH_API.caseLabelsPdf('surgical', c.id)).buffer(true).parse(binary).expect(200)).body);
      expect(grossed).toContain(`${c.accessionNo} A1`);
      expect(grossed).not.toContain('Specimen 1/2');
      expect(grossed).not.toContain(`${c.accessionNo} 1/2`);
    });

    it("prints today's grossing: every block made today, of every case", async () => {
      const c1 = await registerCase(user, 'surgical', refs);
      const c2 = await registerCase(user, 'surgical', refs);
      // Each case is one part A (blocks start with a part's letter, issue 27).
      await gross(user, 'surgical', c1.id, 'A', 1);
      await gross(user, 'surgical', c2.id, 'A', 2);
      const text = pdfText((await user.get(`${BENCH_API.dayLabelsPdf}?day=${labDay()}`).buffer(true).parse(binary).expect(200)).body);
      for (const label of [`${c1.accessionNo} A1`, `${c2.accessionNo} A1`, `${c2.accessionNo} A2`]) expect(text).toContain(label);
      // A day without grossing has no labels: a reason, not an empty sheet (issue 24.8).
      const empty = await user.get(`${BENCH_API.dayLabelsPdf}?day=2020-01-01`).expect(404);
      expect(empty.body.message).toBe('No block was grossed on 2020-01-01: there are no labels to print.');
      await user.get(`${BENCH_API.dayLabelsPdf}?day=today`).expect(400);
    });
  });
});

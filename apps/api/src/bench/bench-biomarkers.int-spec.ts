import { BENCH_API, REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { gross, testId } from '../../test/bench.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, registerCase, reportUrl, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/** Issue 30.3: biomarkers as results, not notes — entered by the pathologist on their tests, computed, audited and printed. */
describe('biomarker results on additional tests', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let caseId: number;
  let orders: Record<string, { id: number; version: number }>;
  beforeAll(async () => {
    ({ t, user, doctor, refs } = await resultsApp());
    const c = await registerCase(user, 'surgical', refs, { specimen: 'Breast, left, core biopsy' });
    caseId = c.id;
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const testIds = await Promise.all(['ER', 'HER2', 'KI67', 'PAS'].map((code) => testId(t, code)));
    const made = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds }).expect(201)).body.additionals;
    orders = Object.fromEntries(made.map((o: { testCode: string; id: number; version: number }) => [o.testCode, { id: o.id, version: o.version }]));
  });
  afterAll(() => t.close());

  const url = (orderId: number) => BENCH_API.biomarker('surgical', caseId, orderId);
  const resultRows = async () => (await sql<{ n: number }[]>(t, `select count(*)::int as n from additional_biomarker`))[0]!.n;

  it('lists the case’s tests that have a result template, none entered yet', async () => {
    const { biomarkers } = (await user.get(BENCH_API.biomarkers('surgical', caseId)).expect(200)).body;
    expect(biomarkers.map((b: { testCode: string; template: string; result: unknown; version: number }) => [b.testCode, b.template, b.result, b.version])).toEqual([
      ['ER', 'er', null, 0],
      ['HER2', 'her2-ihc', null, 0],
      ['KI67', 'ki67', null, 0],
    ]);
  });

  it('computes a result from what the pathologist entered, keeps both, and audits it; a correction is a new version', async () => {
    const { biomarker } = (await doctor.put(url(orders.ER!.id), { input: { percent: 90, intensity: 'strong' }, version: 0 }).expect(200)).body;
    expect(biomarker).toMatchObject({ testCode: 'ER', template: 'er', input: { percent: 90, intensity: 'strong' }, enteredBy: 'doctor', version: 1 });
    expect(biomarker.result).toMatchObject({ allredScore: 8, category: 'positive' });
    expect(biomarker.result.summary).toMatch(/90%/);
    const corrected = (await doctor.put(url(orders.ER!.id), { input: { percent: 5, intensity: 'weak' }, version: 1 }).expect(200)).body.biomarker;
    expect(corrected.result).toMatchObject({ category: 'low-positive', allredScore: 3 });
    expect(corrected.version).toBe(2);
    const audit = await auditOf(t, 'additional_biomarker', orders.ER!.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    await doctor.put(url(orders.ER!.id), { input: { percent: 50, intensity: 'strong' }, version: 1 }).expect(409);
  });

  it('refuses an entry that does not fit its template at its field, a test without a template, lab staff, and another case’s order — writing nothing', async () => {
    const before = await resultRows();
    const zero = await doctor.put(url(orders.ER!.id), { input: { percent: 0, intensity: 'strong' }, version: 2 }).expect(400);
    expect(zero.body.errors).toEqual([{ field: 'input.intensity', message: 'must be none when no cell stains' }]);
    const her2 = await doctor.put(url(orders.HER2!.id), { input: { score: '2+' }, version: 0 }).expect(400);
    expect(her2.body.errors).toEqual([{ field: 'input.ish', message: expect.stringContaining('is required with a score of 2+') }]);
    const pas = await doctor.put(url(orders.PAS!.id), { input: { percent: 10 }, version: 0 }).expect(400);
    expect(pas.body.errors).toEqual([{ field: 'orderId', message: expect.stringContaining('has no result template') }]);
    await user.put(url(orders.KI67!.id), { input: { percent: 20 }, version: 0 }).expect(403);
    const other = await registerCase(user, 'surgical', refs);
    await doctor.put(BENCH_API.biomarker('surgical', other.id, orders.KI67!.id), { input: { percent: 20 }, version: 0 }).expect(404);
    await doctor.put(url(orders.KI67!.id), { input: { percent: 20 }, version: 0, extra: 1 }).expect(400);
    expect(await resultRows()).toBe(before);
  });

  it('prints each entered result in the report’s additional studies, without the pathologist writing it again', async () => {
    await doctor.put(url(orders.HER2!.id), { input: { score: '1+' }, version: 0 }).expect(200);
    await doctor.put(url(orders.KI67!.id), { input: { percent: 20 }, version: 0 }).expect(200);
    for (const code of ['ER', 'HER2', 'KI67', 'PAS']) {
      const order = orders[code]!;
      await user.put(BENCH_API.additional('surgical', caseId, order.id), { version: order.version, status: 'done' }).expect(200);
    }
    await diagnose(
      doctor,
      'surgical',
      caseId,
      completeFields('surgical', refs, { diagnosis: 'Invasive carcinoma of no special type.', malignancy: 'malignant', additionalStudies: null }),
    );
    const report = (await doctor.post(generateUrl('surgical'), { caseId, password: DEMO_PASSWORD }).expect(201)).body[REPORT_ROUTES.surgical.one];
    expect(report.snapshot.additionals.map((a: { testCode: string; result?: string | null }) => [a.testCode, Boolean(a.result)])).toEqual([
      ['ER', true],
      ['HER2', true],
      ['KI67', true],
      ['PAS', false],
    ]);
    const text = pdfText(
      (
        await doctor
          .get(`${reportUrl('surgical', report.id)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    ).replace(/\s+/g, ' ');
    expect(text).toContain('ADDITIONAL STUDIES');
    expect(text).toMatch(/Estrogen receptor \(ER\), block A1: .*5%/);
    expect(text).toMatch(/HER2 \(IHC\) \(HER2\), block A1: HER2 negative \(HER2-low\)/);
    expect(text).toContain('Ki-67 (KI67), block A1: Ki-67: 20% of invasive tumour cells.');
    // The PAS stain has no template: named among the studies, never given a result.
    expect(text).not.toMatch(/PAS.*block A1:/);
  });
});

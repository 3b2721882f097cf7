import { BENCH_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { partsOf } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, generateUrl, registerCase, reportUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/** Issue 27: a diagnosis per part, and one report listing the parts in order. */
describe('a case of parts, diagnosed part by part and signed out as one report', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, user, doctor, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const SPECIMENS = ['Breast, left, mastectomy', 'Lymph nodes, axillary, left', 'Skin, left breast, additional margin'];
  const PARTS = [
    {
      letter: 'A',
      gross: 'A mastectomy specimen 22 × 18 × 5 cm with a firm tumour 2.5 cm.',
      diagnosis: 'Invasive ductal carcinoma, grade 2, 2.5 cm; margins free.',
      malignancy: 'malignant',
    },
    { letter: 'B', gross: 'Fifteen lymph nodes, up to 1.8 cm.', diagnosis: 'Metastatic carcinoma in 2 of 15 lymph nodes.', malignancy: 'malignant' },
    { letter: 'C', gross: 'An ellipse of skin 3 × 1 cm.', diagnosis: 'Skin with scar; no tumour.', microscopic: 'Dermal scar only.', malignancy: 'not-malignant' },
  ];
  const threeParts = async () => {
    const c = await registerCase(user, 'surgical', refs, { specimen: undefined, parts: partsOf(...SPECIMENS) });
    await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'A1–A6, B1–B4, C1' }).expect(201);
    return c;
  };
  const save = async (caseId: number, fields: Record<string, unknown>, complete: boolean, status: number) => {
    const current = (await doctor.get(resultUrl('surgical', caseId)).expect(200)).body.result;
    return doctor.put(resultUrl('surgical', caseId), { fields, version: current.version, complete }).expect(status);
  };

  it('takes a gross description, diagnosis and malignancy per part; the case-level diagnosis lists them A, B, C; the case is malignant if any part is', async () => {
    const c = await threeParts();
    const { gross: _g, microscopic: _m, diagnosis: _d, malignancy: _x, ...rest } = completeFields('surgical', refs);
    // Part C written first: kept in the case's order.
    const saved = (await save(c.id, { ...rest, parts: [PARTS[2], PARTS[0], PARTS[1]] }, true, 200)).body.result;
    expect(saved.fields.parts.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B', 'C']);
    expect(saved.fields.diagnosis).toBe(
      [
        'A. Breast, left, mastectomy: Invasive ductal carcinoma, grade 2, 2.5 cm; margins free.',
        'B. Lymph nodes, axillary, left: Metastatic carcinoma in 2 of 15 lymph nodes.',
        'C. Skin, left breast, additional margin: Skin with scar; no tumour.',
      ].join('\n\n'),
    );
    expect(saved.fields.gross).toContain('B. Fifteen lymph nodes');
    expect(saved.fields.microscopic).toBe('C. Dermal scar only.');
    expect(saved.fields.malignancy).toBe('malignant');
    expect(saved.missing).toEqual([]);
    expect(saved.status).toBe('diagnosed');
  });

  it('refuses a part the case does not have, and a sign-out with a part left without its diagnosis', async () => {
    const c = await threeParts();
    const unknown = await save(c.id, { parts: [{ letter: 'D', diagnosis: 'x' }] }, false, 400);
    expect(unknown.body.errors).toEqual([{ field: 'fields.parts.0.letter', message: 'the case has no part D (its parts: A, B, C)' }]);
    const twice = await save(c.id, { parts: [{ letter: 'A' }, { letter: 'A' }] }, false, 400);
    expect(twice.body.errors).toEqual([{ field: 'fields.parts.1.letter', message: 'part A is given twice' }]);
    const { gross: _g, diagnosis: _d, malignancy: _x, ...rest } = completeFields('surgical', refs);
    const draft = (await save(c.id, { ...rest, parts: [PARTS[0], { ...PARTS[1], diagnosis: null }, PARTS[2]] }, false, 200)).body.result;
    expect(draft.missing).toEqual(['parts.1.diagnosis']);
    const incomplete = await save(c.id, {}, true, 400);
    expect(incomplete.body.errors).toEqual([{ field: 'fields.parts.1.diagnosis', message: 'is required before sign-out' }]);
    const refused = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it('signs out one report whose PDF lists the parts A, B and C in order, with their specimens and diagnoses', async () => {
    const c = await threeParts();
    const { gross: _g, microscopic: _m, diagnosis: _d, malignancy: _x, ...rest } = completeFields('surgical', refs);
    await save(c.id, { ...rest, comment: 'ER/PR/HER2 to follow.', parts: PARTS }, true, 200);
    const report = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    expect(report.snapshot.case.parts.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B', 'C']);
    const text = pdfText(
      (
        await doctor
          .get(`${reportUrl('surgical', report.id)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    ).replace(/\s+/g, ' ');
    const at = (needle: string) => {
      const i = text.indexOf(needle);
      expect(i).toBeGreaterThanOrEqual(0);
      return i;
    };
    const a = at('A. Breast, left, mastectomy: Invasive ductal carcinoma');
    const b = at('B. Lymph nodes, axillary, left: Metastatic carcinoma in 2 of 15');
    const cc = at('C. Skin, left breast, additional margin: Skin with scar');
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(cc);
    // The diagnoses come first, then the descriptions and the comment.
    expect(cc).toBeLessThan(at('GROSS DESCRIPTION'));
    expect(at('MICROSCOPIC DESCRIPTION')).toBeLessThan(at('ER/PR/HER2 to follow.'));
  });

  it('an amendment records the parts it changed and the report marks them ("Part B amended"); an addendum changing no part marks none (27.4)', async () => {
    const c = await threeParts();
    const { gross: _g, microscopic: _m, diagnosis: _d, malignancy: _x, ...rest } = completeFields('surgical', refs);
    await save(c.id, { ...rest, parts: PARTS }, true, 200);
    const v1 = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    expect(v1.snapshot.changedParts).toBeUndefined();
    const amend = async (fields: Record<string, unknown>, amendReason: string) => {
      const current = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
      await doctor.put(resultUrl('surgical', c.id), { fields, version: current.version, amendment: true }).expect(200);
      return (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, amendReason }).expect(201)).body.surgicalreport;
    };
    const pdf = async (id: number) =>
      pdfText(
        (
          await doctor
            .get(`${reportUrl('surgical', id)}/pdf`)
            .buffer(true)
            .parse(binary)
            .expect(200)
        ).body,
      ).replace(/\s+/g, ' ');

    const v2 = await amend({ parts: [PARTS[0], { ...PARTS[1], diagnosis: 'Metastatic carcinoma in 3 of 15 lymph nodes.' }, PARTS[2]] }, 'Recount of the nodes.');
    expect(v2.snapshot.changedParts).toEqual(['B']);
    const text2 = await pdf(v2.id);
    expect(text2).toContain('AMENDED REPORT');
    expect(text2).toContain('Part B amended');
    expect(text2).toContain('B. Lymph nodes, axillary, left — amended');
    expect(text2).not.toContain('A. Breast, left, mastectomy — amended');
    expect(text2).not.toContain('C. Skin, left breast, additional margin — amended');

    const v3 = await amend({ comment: 'Addendum: ER positive (90%), PR positive (60%), HER2 1+.' }, 'Addendum: hormone receptors.');
    expect(v3.snapshot.changedParts).toEqual([]);
    const text3 = await pdf(v3.id);
    expect(text3).toContain('AMENDED REPORT');
    expect(text3).not.toMatch(/Parts? [A-C].* amended/);
    expect(text3).not.toContain('— amended');
    // The version amended before keeps its mark.
    expect(await pdf(v2.id)).toContain('Part B amended');
  });

  it('keeps a one-part case as it was: the case-level gross and diagnosis, or its part A written alone', async () => {
    const { report } = await signedOutCase(user, doctor, 'surgical', refs);
    expect(report.snapshot.result.diagnosis).toBe('Skin, left arm, excision: dermatofibroma, completely excised.');
    const c = await registerCase(user, 'surgical', refs);
    await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'A1' }).expect(201);
    const { gross: _g, diagnosis: _d, malignancy: _x, ...rest } = completeFields('surgical', refs);
    const saved = (await save(c.id, { ...rest, parts: [{ letter: 'A', gross: 'Skin 1 cm.', diagnosis: 'Seborrhoeic keratosis.', malignancy: 'not-malignant' }] }, true, 200)).body
      .result;
    expect(saved.fields).toMatchObject({ gross: 'Skin 1 cm.', diagnosis: 'Seborrhoeic keratosis.', malignancy: 'not-malignant' });
  });
});

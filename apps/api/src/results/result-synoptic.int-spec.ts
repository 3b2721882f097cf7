import { REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { completeFields, generateUrl, grossForSignOut, registerCase, reportUrl, resultUrl, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { BREAST, CODES, COMPLETE } from '../../test/synoptic.js';

const PART_A = { letter: 'A', gross: 'A mastectomy specimen with a firm tumour 2.5 cm.', diagnosis: 'Invasive carcinoma of no special type, grade 2.', malignancy: 'malignant' };

/** Issue 30.2, 30.4, 30.7: a part's synoptic report and ICD-O-3 codes on the surgical result, checked when saved and at sign-out. */
describe('a synoptic cancer report and ICD-O-3 codes on a part of a surgical result', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let admin: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, user, doctor, admin, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const newCase = async () => {
    const c = await registerCase(user, 'surgical', refs, { specimen: 'Breast, left, mastectomy' });
    await grossForSignOut(user, 'surgical', c.id);
    return c;
  };
  const save = async (caseId: number, part: Record<string, unknown>, complete: boolean, status: number) => {
    const current = (await doctor.get(resultUrl('surgical', caseId)).expect(200)).body.result;
    const { gross: _g, microscopic: _m, diagnosis: _d, malignancy: _x, ...caseLevel } = completeFields('surgical', refs);
    return doctor.put(resultUrl('surgical', caseId), { fields: { ...caseLevel, parts: [{ ...PART_A, ...part }] }, version: current.version, complete }).expect(status);
  };
  const versionOf = async (caseId: number) =>
    (await sql<{ version: number | null }[]>(t, `select (select version from case_result where case_id = ?) as version`, [caseId]))[0]!.version;

  it('saves a draft with core elements empty, lists them as missing, and refuses its completion naming each element', async () => {
    const c = await newCase();
    const { 'invasive-size': _s, pt: _pt, ...partial } = COMPLETE;
    const draft = (await save(c.id, { synoptic: { ...BREAST, values: partial }, icdO3: CODES }, false, 200)).body.result;
    expect(draft.fields.parts[0].synoptic).toEqual({ ...BREAST, values: partial });
    expect(draft.fields.parts[0].icdO3).toEqual(CODES);
    expect(draft.missing).toEqual(['parts.0.synoptic.values.invasive-size', 'parts.0.synoptic.values.pt']);

    const refused = await save(c.id, { synoptic: { ...BREAST, values: partial }, icdO3: CODES }, true, 400);
    expect(refused.body.errors).toEqual([
      {
        field: 'fields.parts.0.synoptic.values.invasive-size',
        message: expect.stringMatching(/^is required before sign-out: ".*size.*" is a core element of Invasive carcinoma of the breast \(resection\) \(part A\)$/i),
      },
      { field: 'fields.parts.0.synoptic.values.pt', message: expect.stringContaining('is required before sign-out') },
    ]);
    // Still in progress: nothing to sign out.
    await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(409);
  });

  it('releases the report once every core element is given, the values and codes in the released version; an amendment emptying one is not released', async () => {
    const c = await newCase();
    const saved = (await save(c.id, { synoptic: { ...BREAST, values: COMPLETE }, icdO3: CODES }, true, 200)).body.result;
    expect(saved.missing).toEqual([]);
    expect(saved.status).toBe('diagnosed');
    const report = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body[REPORT_ROUTES.surgical.one];
    await doctor.get(reportUrl('surgical', report.id)).expect(200);
    const [version] = await sql<{ result: { parts: { synoptic: unknown; icdO3: unknown }[] } }[]>(t, `select snapshot->'result' as result from report_version where id = ?`, [
      report.id,
    ]);
    expect(version!.result.parts[0]).toMatchObject({ synoptic: { ...BREAST, values: COMPLETE }, icdO3: CODES });

    // An amendment that empties a core element is saved as a draft but not released.
    const { pt: _pt, ...withoutPt } = COMPLETE;
    const current = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    const { gross: _g, microscopic: _m, diagnosis: _d, malignancy: _x, ...caseLevel } = completeFields('surgical', refs);
    const draft = (
      await doctor
        .put(resultUrl('surgical', c.id), {
          fields: { ...caseLevel, parts: [{ ...PART_A, synoptic: { ...BREAST, values: withoutPt }, icdO3: CODES }] },
          version: current.version,
          amendment: true,
        })
        .expect(200)
    ).body.result;
    expect(draft.missing).toEqual(['parts.0.synoptic.values.pt']);
    const amend = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, amendReason: 'Stage corrected' }).expect(400);
    expect(amend.body.errors).toEqual([{ field: 'fields.parts.0.synoptic.values.pt', message: expect.stringContaining('is a core element of Invasive carcinoma of the breast') }]);
  });

  const pdfOf = async (reportId: number) =>
    pdfText(
      (
        await doctor
          .get(`${reportUrl('surgical', reportId)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    ).replace(/\s+/g, ' ');

  it('prints the synoptic report after the diagnosis, its values by section, and the codes; in Thai too where the lab prints Thai (issue 30.5)', async () => {
    const c = await newCase();
    await save(c.id, { synoptic: { ...BREAST, values: COMPLETE }, icdO3: CODES }, true, 200);
    const report = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body[REPORT_ROUTES.surgical.one];
    expect(report.snapshot.synoptic).toEqual([expect.objectContaining({ letter: 'A', templateId: BREAST.templateId, version: 1, thai: false, icdO3: CODES })]);
    const text = await pdfOf(report.id);
    const diagnosis = text.indexOf('DIAGNOSIS');
    const synoptic = text.indexOf('SYNOPTIC REPORT: INVASIVE CARCINOMA OF THE BREAST (RESECTION) (v1)');
    expect(diagnosis).toBeGreaterThanOrEqual(0);
    expect(synoptic).toBeGreaterThan(diagnosis);
    for (const printed of ['Invasive carcinoma size (largest focus) 25 mm', 'Specimen laterality Left', 'Primary tumour (pT) pT2 – >20 mm to 50 mm', 'ICD-O-3 C50.4 · 8500/3']) {
      expect(text).toContain(printed);
    }
    // Elements the values did not ask (no DCIS: its margin) are not printed.
    expect(text).not.toContain('DCIS margin');
    expect(text).not.toContain('ข้างของเต้านม');

    const { labSettings } = (await admin.get('/api/lab-settings').expect(200)).body;
    await admin.put('/api/lab-settings', { ...labSettings, language: 'th' }).expect(200);
    try {
      const thai = await newCase();
      await save(thai.id, { synoptic: { ...BREAST, values: COMPLETE }, icdO3: CODES }, true, 200);
      const released = (await doctor.post(generateUrl('surgical'), { caseId: thai.id, password: DEMO_PASSWORD }).expect(201)).body[REPORT_ROUTES.surgical.one];
      const both = await pdfOf(released.id);
      expect(both).toContain('Specimen laterality Left ข้างของเต้านม ซ้าย');
    } finally {
      await admin.put('/api/lab-settings', labSettings).expect(200);
    }
  });

  it.each([
    ['an unknown template', { synoptic: { templateId: 'kidney-resection', version: 1, values: {} } }, 'fields.parts.0.synoptic.templateId', /is not a synoptic template/],
    ['a version the template does not have', { synoptic: { ...BREAST, version: 7, values: {} } }, 'fields.parts.0.synoptic.version', /has no version 7/],
    ['an unknown element', { synoptic: { ...BREAST, values: { 'tumour-colour': 'grey' } } }, 'fields.parts.0.synoptic.values.tumour-colour', /is not an element/],
    ['a number out of its range', { synoptic: { ...BREAST, values: { 'invasive-size': 900 } } }, 'fields.parts.0.synoptic.values.invasive-size', /must be from 0.1 to 300/],
    ['a choice not on its list', { synoptic: { ...BREAST, values: { laterality: 'both' } } }, 'fields.parts.0.synoptic.values.laterality', /is not one of its choices/],
    [
      'an element its condition does not ask for',
      { synoptic: { ...BREAST, values: { dcis: 'not-identified', 'dcis-grade': 'high' } } },
      'fields.parts.0.synoptic.values.dcis-grade',
      /is not asked/,
    ],
    ['a topography code of the wrong shape', { icdO3: { topography: 'C50', morphology: '8500/3' } }, 'fields.parts.0.icdO3.topography', /./],
    ['a behaviour code that does not exist', { icdO3: { topography: 'C50.4', morphology: '8500/5' } }, 'fields.parts.0.icdO3.morphology', /./],
    ['a code not on the lab’s list', { icdO3: { topography: 'C50.4', morphology: '9999/3' } }, 'fields.parts.0.icdO3.morphology', /./],
  ])('refuses %s with the reason at its field, and writes nothing', async (_what, part, field, message) => {
    const c = await newCase();
    const audit = (await auditOf(t, 'case_result', c.id)).length;
    const res = await save(c.id, part, false, 400);
    expect(res.body.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(await versionOf(c.id)).toBeNull();
    expect((await auditOf(t, 'case_result', c.id)).length).toBe(audit);
  });

  it('refuses a retired template version on a case that did not hold it, and keeps it on a case that did', async () => {
    const holding = await newCase();
    await save(holding.id, { synoptic: { ...BREAST, values: { laterality: 'left' } } }, false, 200);
    const url = `/api/synoptic/templates/${BREAST.templateId}/versions/${BREAST.version}`;
    await admin.put(url, { retired: true, reason: 'Superseded (test)' }).expect(200);
    try {
      const fresh = await newCase();
      const refused = await save(fresh.id, { synoptic: { ...BREAST, values: {} } }, false, 400);
      expect(refused.body.errors).toEqual([{ field: 'fields.parts.0.synoptic.version', message: expect.stringContaining('retired') }]);
      const kept = (await save(holding.id, { synoptic: { ...BREAST, values: { laterality: 'right' } } }, false, 200)).body.result;
      expect(kept.fields.parts[0].synoptic.values).toEqual({ laterality: 'right' });
    } finally {
      await admin.put(url, { retired: false, reason: 'Back in use (test)' }).expect(200);
    }
  });
});

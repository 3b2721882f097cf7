import { ApiClient } from '../../test/api-client.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/** Issue 24.5: a surgical case is signed out with its blocks, or with the pathologist's reason it has none. */
describe('sign-out of a surgical case without blocks', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, user, doctor, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const versions = async (caseId: number) => (await sql<{ n: number }[]>(t, `select count(*)::int as n from report_version where case_id = ?`, [caseId]))[0]!.n;

  it('is refused with the reason at the field; the result lists it; nothing is released', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const result = await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs));
    expect(result).toMatchObject({ status: 'diagnosed', blockCount: 0, missing: ['noBlocksReason'] });
    const refused = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(400);
    expect(refused.body.message).toMatch(/The case has no blocks — record them, or say why it has none \(e\.g\. entirely submitted for cytology\)/);
    expect(refused.body.errors).toEqual([
      {
        field: 'fields.noBlocksReason',
        message: 'is required before sign-out: the case has no blocks — record them, or say why it has none (e.g. entirely submitted for cytology)',
      },
    ]);
    expect(await versions(c.id)).toBe(0);
  });

  it('is released with the pathologist’s reason, kept with the version', async () => {
    const c = await registerCase(user, 'surgical', refs, { specimen: 'Pleural fluid, 200 mL' });
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs, { noBlocksReason: 'Entirely submitted for cytology.' }));
    const report = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    expect(report.snapshot.result.noBlocksReason).toBe('Entirely submitted for cytology.');
  });

  it('is released once the case has a block; a reason that is only spaces is none', async () => {
    const c = await registerCase(user, 'surgical', refs);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs, { noBlocksReason: '   ' }));
    await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(400);
    await grossForSignOut(user, 'surgical', c.id);
    expect((await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result).toMatchObject({ blockCount: 1, missing: [] });
    await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201);
  });

  it('does not apply to cytology and Paps (their slides are their own)', async () => {
    const c = await registerCase(user, 'cytological', refs);
    const result = await diagnose(doctor, 'cytological', c.id, completeFields('cytological', refs));
    expect(result).toMatchObject({ blockCount: 0, missing: [] });
    await doctor.post(generateUrl('cytological'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201);
  });
});

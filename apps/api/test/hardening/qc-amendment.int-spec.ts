// Issue 11, defect 3: an amendment that makes a Pap a NILM goes through the same quality control
// as a first sign-out (a high-risk NILM is always rescreened), whoever asks for the release.
import { ApiClient } from '../api-client.js';
import { completeFields, generateUrl, registerCase, reportUrl, resultRefs, resultUrl, type ResultRefs } from '../results.js';
import { sql } from '../sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';
import { QcRandom } from '../../src/reports/qc/qc-random.js';

const RESCREENS = '/api/reports/gynecologicals/rescreens';

describe('quality control of amended Paps', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    await admin.post('/api/users', { username: 'doctor2', name: 'Second Pathologist', role: 'doctor', password: DEMO_PASSWORD }).expect(201);
    const settings = (await admin.get('/api/lab-settings').expect(200)).body.labSettings;
    await admin.put('/api/lab-settings', { ...settings, staffMayReleaseNilm: true }).expect(200);
    refs = await resultRefs(t);
    t.app.get(QcRandom).next = () => 0.999; // chance never picks: only the rules hold
  });
  afterAll(() => t.close());

  /** A Pap signed out as unsatisfactory, then an amendment draft making it a satisfactory NILM. */
  const amendedToNilm = async (overrides: Record<string, unknown>) => {
    const c = await registerCase(user, 'gynecological', refs);
    const unsatisfactory = completeFields('gynecological', refs, {
      adequacy: 'unsatisfactory',
      adequacyNote: 'Obscured by blood.',
      unsatisfactoryReason: 'Obscured by blood.',
      interpretation: null,
      organisms: [],
      reactiveChanges: [],
      pathologistId: refs.pathologistId,
    });
    const draft = (await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result;
    const saved = await doctor.put(resultUrl('gynecological', c.id), { fields: unsatisfactory, version: draft.version, complete: true });
    expect([saved.status, saved.body.message]).toEqual([200, undefined]);
    await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
    const result = (await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result;
    await doctor
      .put(resultUrl('gynecological', c.id), {
        fields: completeFields('gynecological', refs, { unsatisfactoryReason: null, ...overrides }),
        version: result.version,
        amendment: true,
      })
      .expect(200);
    return c;
  };

  it.each([
    ['lab staff', () => user],
    ['a pathologist', () => doctor],
  ])('holds a high-risk NILM amendment for a rescreen, asked by %s', async (_who, signer) => {
    const c = await amendedToNilm({ highRisk: true });
    const versions = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version where case_id = ?', [c.id]))[0]!.n;
    const held = await signer().post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Re-read after a second slide.' }).expect(202);
    expect(held.body.qc).toMatchObject({ caseId: c.id, reason: 'high-risk' });
    expect(await versions()).toBe(1);
    // Released, as an amendment with its reason, when someone else agrees.
    const [rescreen] = (await admin.get(`${RESCREENS}?pending=true`).expect(200)).body.rescreens.filter((r: { caseId: number }) => r.caseId === c.id);
    const reviewer = await ApiClient.signedIn(t, 'doctor2');
    const reviewed = await reviewer.post(`${RESCREENS}/${rescreen.id}`, { agree: true }).expect(201);
    expect(reviewed.body.gynecologicalreport).toMatchObject({ version: 2, amended: true, amendReason: 'Re-read after a second slide.' });
    await doctor.get(reportUrl('gynecological', reviewed.body.gynecologicalreport.id)).expect(200);
    expect(await versions()).toBe(2);
  });

  it('keeps a disagreed amendment a draft of the signed-out case, for a pathologist to amend again', async () => {
    const c = await amendedToNilm({ highRisk: true });
    await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Second opinion.' }).expect(202);
    const [rescreen] = (await admin.get(`${RESCREENS}?pending=true`).expect(200)).body.rescreens.filter((r: { caseId: number }) => r.caseId === c.id);
    // A second person: lab staff sign as this Pap's screener (issue 24.2), so another pathologist rescreens it.
    await (await ApiClient.signedIn(t, 'doctor2')).post(`${RESCREENS}/${rescreen.id}`, { agree: false, correctedInterpretation: 'ASC-US' }).expect(201);
    const result = (await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result;
    expect(result).toMatchObject({ status: 'signed_out', unreleasedChanges: true, pendingRescreenId: null });
    expect(result.fields.interpretation).toBe('ASC-US');
  });

  it('draws an amended ordinary NILM like a first sign-out', async () => {
    const rows = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from qc_selection'))[0]!.n;
    const before = await rows();
    const c = await amendedToNilm({});
    const res = await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Adequate on recut.' });
    expect([201, 202]).toContain(res.status);
    expect(await rows()).toBe(before + 1);
  });
});

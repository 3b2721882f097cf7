import { REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

// Issue 15.6: sign-out and amendment ask for the signer's password again (a lab setting, on by
// default); the report's audit entry says whether the signature was re-authenticated.
describe('signing is signing: the password again at sign-out', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const diagnosed = async () => {
    const c = await registerCase(user, 'surgical', refs);
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs));
    return c;
  };
  const reports = async (caseId: number) => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version where case_id = ?', [caseId]))[0]!.n;

  it("answers the password before the case: a wrong password on another kind's case or no case at all is the password's 400, not a 404", async () => {
    const c = await diagnosed();
    const wrong = { message: 'The password is not correct: the report was not signed.' };
    expect((await doctor.post(generateUrl('surgical'), { caseId: 999_999, password: 'not-the-password' }).expect(400)).body).toMatchObject(wrong);
    expect((await doctor.post(generateUrl('cytological'), { caseId: c.id, password: 'not-the-password' }).expect(400)).body).toMatchObject(wrong);
    await doctor.post(generateUrl('surgical'), { caseId: 999_999, password: DEMO_PASSWORD }).expect(404);
  });

  it('signs out while the password is checked: twelve sign-outs at once, more than the pool has connections (10), all release', async () => {
    const cases = await Promise.all(Array.from({ length: 12 }, () => diagnosed()));
    const answers = await Promise.all(cases.map((c) => doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD })));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
  });

  it('is on by default', async () => {
    expect((await doctor.get('/api/lab-settings').expect(200)).body.labSettings.signOutReauth).toBe(true);
  });

  it('refuses a sign-out without the password, or with a wrong one, at the field; nothing is released', async () => {
    const c = await diagnosed();
    const missing = await doctor.post(generateUrl('surgical'), { caseId: c.id }).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'password', message: 'is required to sign' }]);
    const wrong = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: 'not-the-password' }).expect(400);
    expect(wrong.body).toMatchObject({ message: 'The password is not correct: the report was not signed.', errors: [{ field: 'password', message: 'is not correct' }] });
    await doctor.post(generateUrl('surgical'), { caseId: c.id, password: '' }).expect(400);
    expect(await reports(c.id)).toBe(0);
    expect((await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result.status).toBe('diagnosed');
  });

  it('releases with the password; the audit entry says re-authenticated; an amendment asks again', async () => {
    const c = await diagnosed();
    const res = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201);
    const report = res.body[REPORT_ROUTES.surgical.one];
    expect((await auditOf(t, 'report_version', report.id))[0]!.after).toMatchObject({ signedBy: 'doctor', signature: 're-authenticated' });

    const current = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Margins re-measured.' }, version: current.version, amendment: true }).expect(200);
    await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Margin comment added.' }).expect(400);
    const amended = await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Margin comment added.', password: DEMO_PASSWORD }).expect(201);
    expect((await auditOf(t, 'report_version', amended.body[REPORT_ROUTES.surgical.one].id))[0]).toMatchObject({ action: 'amend', after: { signature: 're-authenticated' } });
  });

  it('a wrong password counts as a failed sign-in guess: after five, the account waits', async () => {
    const c = await registerCase(user, 'gynecological', refs);
    await diagnose(doctor, 'gynecological', c.id, abnormalPap(refs));
    await admin.post('/api/users', { username: 'dr.guess', name: 'Dr Guess', role: 'doctor', password: 'guess-me-not-2026', staffId: refs.otherPathologistId }).expect(201);
    const guesser = await ApiClient.signedIn(t, 'dr.guess', 'guess-me-not-2026');
    for (let i = 0; i < 5; i++) await guesser.post(generateUrl('gynecological'), { caseId: c.id, password: `wrong-${i}` }).expect(400);
    const locked = await guesser.post(generateUrl('gynecological'), { caseId: c.id, password: 'guess-me-not-2026' });
    expect(locked.status).toBe(429);
    expect(await reports(c.id)).toBe(0);
  });

  it('off in the lab settings: no password asked; the audit entry says so', async () => {
    await admin.put('/api/lab-settings', { labName: 'PathDesk', staffMayReleaseNilm: false, qcRate: 0.1, signOutReauth: false }).expect(200);
    expect((await auditOf(t, 'lab_setting', 1)).at(-1)!.after).toMatchObject({ signOutReauth: false });
    const c = await diagnosed();
    const res = await doctor.post(generateUrl('surgical'), { caseId: c.id }).expect(201);
    expect((await auditOf(t, 'report_version', res.body[REPORT_ROUTES.surgical.one].id))[0]!.after).toMatchObject({ signature: 'session only (re-authentication off)' });
    // a form that does not send the setting leaves it as it is
    await admin.put('/api/lab-settings', { labName: 'PathDesk', staffMayReleaseNilm: false, qcRate: 0.2 }).expect(200);
    expect((await doctor.get('/api/lab-settings').expect(200)).body.labSettings.signOutReauth).toBe(false);
    await admin.put('/api/lab-settings', { labName: 'PathDesk', staffMayReleaseNilm: false, qcRate: 0.1, signOutReauth: true }).expect(200);
  });
});

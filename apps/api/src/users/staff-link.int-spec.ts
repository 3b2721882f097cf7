import { REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

const PASSWORD = 'a-long-enough-password-42';

// Issue 16.6: a user account names its pathologist or screener record; a sign-out names the
// signer's own record; nobody signs for another.
describe('user ↔ pathologist/screener link and the signer of a report', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let screeners: number[];
  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp());
    screeners = (await sql<{ id: number }[]>(t, `select id from cfgvalue where category = 'screener' order by id`)).map((r) => r.id);
  });
  afterAll(() => t.close());

  const newAccount = async (username: string, role: string, staffId: number | null = null) =>
    (await admin.post('/api/users', { username, name: `Dr ${username}`, role, password: PASSWORD, staffId }).expect(201)).body.user;

  it('the demo doctor and lab staff accounts are linked to the first pathologist and screener', async () => {
    expect((await doctor.get('/api/users/me/signature').expect(200)).body.signature).toMatchObject({ staffId: refs.pathologistId, category: 'pathologist', active: true });
    expect((await user.get('/api/users/me/signature').expect(200)).body.signature).toMatchObject({ staffId: refs.screenerId, category: 'screener' });
    const guest = await ApiClient.signedIn(t, 'guest');
    expect((await guest.get('/api/users/me/signature').expect(200)).body).toEqual({ signature: null });
  });

  it('an administrator links an account; the list shows the record and the audit log the change', async () => {
    const created = await newAccount('dr.link', 'doctor');
    expect(created).toMatchObject({ staffId: null, staff: null });
    const res = await admin.put(`/api/users/${created.id}`, { staffId: refs.otherPathologistId }).expect(200);
    expect(res.body.user).toMatchObject({ staffId: refs.otherPathologistId, staff: { category: 'pathologist' } });
    expect(res.body.user.staff.name).toEqual(expect.any(String));
    const audit = await auditOf(t, 'user', created.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', before: { staffId: null }, after: { staffId: refs.otherPathologistId } });
    const list = (await admin.get('/api/users?search=dr.link').expect(200)).body.users;
    expect(list[0].staff.category).toBe('pathologist');
    await admin.put(`/api/users/${created.id}`, { staffId: null }).expect(200);
  });

  it('refuses a record that does not fit the role, is not a person, or is another account’s', async () => {
    const created = await newAccount('dr.refused', 'doctor');
    const screener = await admin.put(`/api/users/${created.id}`, { staffId: screeners[2] }).expect(400);
    expect(screener.body.errors).toEqual([{ field: 'staffId', message: 'a doctor account is linked to a pathologist record' }]);
    const notAPerson = await admin.put(`/api/users/${created.id}`, { staffId: refs.gynTypeId }).expect(400);
    expect(notAPerson.body.errors[0]).toEqual({ field: 'staffId', message: 'must be a pathologist or screener record' });
    const taken = await admin.put(`/api/users/${created.id}`, { staffId: refs.pathologistId }).expect(409);
    expect(taken.body.message).toContain('is already linked to the account "doctor"');
    await admin.put(`/api/users/${created.id}`, { staffId: 'x' }).expect(400);
    // A guest signs nothing; a role change that leaves the link unfit is refused too.
    await admin.post('/api/users', { username: 'guest.linked', name: 'G', role: 'guest', password: PASSWORD, staffId: screeners[2] }).expect(400);
    const staff = await newAccount('staff.linked', 'user', screeners[2]);
    const unfit = await admin.put(`/api/users/${staff.id}`, { role: 'doctor' }).expect(400);
    expect(unfit.body.errors[0].field).toBe('staffId');
    expect((await sql<{ role: string }[]>(t, 'select role from app_user where id = ?', [staff.id]))[0]!.role).toBe('user');
  });

  it('a doctor’s sign-out names their own record where the result names none (a NILM Pap), saved and audited', async () => {
    const c = await registerCase(user, 'gynecological', refs);
    await diagnose(doctor, 'gynecological', c.id, completeFields('gynecological', refs));
    const res = await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
    const report = res.body[REPORT_ROUTES.gynecological.one];
    const [signer] = await sql<{ name: string; value: string }[]>(t, 'select name, value from cfgvalue where id = ?', [refs.pathologistId]);
    expect(report.pathologist).toEqual({ name: signer!.name, credentials: signer!.value });
    const result = (await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result;
    expect(result).toMatchObject({ fields: { pathologistId: refs.pathologistId }, unreleasedChanges: false });
    expect((await auditOf(t, 'case_result', c.id)).some((a) => a.reason === 'the signer named at sign-out')).toBe(true);
  });

  it('signing for another pathologist is not possible: 403 with the reason, nothing written', async () => {
    const c = await registerCase(user, 'surgical', refs);
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs, { pathologistId: refs.otherPathologistId }));
    const before = await sql(t, 'select count(*)::int as n from report_version where case_id = ?', [c.id]);
    const res = await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(403);
    expect(res.body.message).toMatch(/^Signing for another pathologist is not possible: this result names .+, and you sign as /);
    expect(res.body.errors).toEqual([{ field: 'fields.pathologistId', message: 'names another pathologist' }]);
    expect(await sql(t, 'select count(*)::int as n from report_version where case_id = ?', [c.id])).toEqual(before);
    // The pathologist named on the result signs it, once their account is linked.
    await newAccount('dr.other', 'doctor', refs.otherPathologistId);
    const other = await ApiClient.signedIn(t, 'dr.other', PASSWORD);
    const released = await other.post(generateUrl('surgical'), { password: PASSWORD, caseId: c.id }).expect(201);
    expect(released.body[REPORT_ROUTES.surgical.one].signedBy).toMatchObject({ username: 'dr.other' });
  });

  it('an unlinked doctor is refused with the reason; lab staff sign as their own screener', async () => {
    await newAccount('dr.unlinked', 'doctor');
    const unlinked = await ApiClient.signedIn(t, 'dr.unlinked', PASSWORD);
    const c = await registerCase(user, 'surgical', refs);
    await diagnose(unlinked, 'surgical', c.id, completeFields('surgical', refs));
    const res = await unlinked.post(generateUrl('surgical'), { password: PASSWORD, caseId: c.id }).expect(403);
    expect(res.body.message).toContain('Your account is not linked to an active pathologist record');
    expect(res.body.errors).toEqual([{ field: 'staffId', message: 'is not linked' }]);

    await admin.put('/api/lab-settings', { labName: 'PathDesk', staffMayReleaseNilm: true, qcRate: 0.1 }).expect(200);
    const pap = await registerCase(user, 'gynecological', refs);
    await diagnose(user, 'gynecological', pap.id, completeFields('gynecological', refs, { screenerId: refs.otherScreenerId }));
    const refused = await user.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: pap.id }).expect(403);
    expect(refused.body.message).toMatch(/^Signing for another screener is not possible/);
    await admin.put('/api/lab-settings', { labName: 'PathDesk', staffMayReleaseNilm: false, qcRate: 0.1 }).expect(200);
  });
});

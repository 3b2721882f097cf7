import { REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { auditOf } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

const CALLS = '/api/notifications';

// Issue 15.5: the first release of an HSIL+ Pap, or of a surgical case flagged as an unexpected
// malignancy, opens a call to the hospital; lab staff record it; the time to the call is reported.
describe('critical-result calls', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const callOf = async (caseId: number, client = user) => (await client.get(CALLS).expect(200)).body.notifications.find((n: { caseId: number }) => n.caseId === caseId);
  const record = (id: number, body: Record<string, unknown>, client = user) => client.post(`${CALLS}/${id}`, body);
  const valid = () => ({ notifiedPerson: 'Dr Somchai, gynecology ward', notifiedAt: new Date().toISOString(), method: 'phone', readBack: true });

  it('an HSIL Pap opens a call, listed for lab staff and its signer; recording it closes it and gives the time to the call', async () => {
    const { case: c, report } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs) });
    const call = await callOf(c.id);
    expect(call).toMatchObject({
      accessionNo: c.accessionNo,
      reason: 'high-grade-pap',
      finding: 'HSIL',
      signer: 'doctor',
      reportId: report.id,
      notifiedAt: null,
      minutesToNotification: null,
    });
    expect(await callOf(c.id, doctor)).toMatchObject({ id: call.id });
    const before = (await user.get(`${CALLS}/count`).expect(200)).body.open;
    expect(before).toBeGreaterThanOrEqual(1);

    const res = await record(call.id, { ...valid(), note: 'Read back correctly.' }).expect(201);
    expect(res.body.notification).toMatchObject({
      notifiedPerson: 'Dr Somchai, gynecology ward',
      method: 'phone',
      readBack: true,
      recordedBy: 'user',
      minutesToNotification: expect.any(Number),
    });
    expect((await user.get(`${CALLS}/count`).expect(200)).body.open).toBe(before - 1);
    expect((await user.get(`${CALLS}?open=true`).expect(200)).body.notifications.map((n: { id: number }) => n.id)).not.toContain(call.id);
    const done = (await user.get(`${CALLS}?open=false`).expect(200)).body;
    expect(done.summary).toMatchObject({ notified: expect.any(Number), medianMinutes: expect.any(Number) });
    expect((await auditOf(t, 'critical_call', call.id)).map((a) => a.action)).toEqual(['create', 'update']);
    const again = await record(call.id, valid()).expect(409);
    expect(again.body.message).toBe('This call was already recorded by user.');
  });

  it('a doctor sees only the calls of reports they signed, and does not record calls', async () => {
    await admin.post('/api/users', { username: 'dr.calls', name: 'Dr Calls', role: 'doctor', password: DEMO_PASSWORD, staffId: refs.otherPathologistId }).expect(201);
    const other = await ApiClient.signedIn(t, 'dr.calls');
    const { case: c } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { interpretation: 'SCC' }) });
    expect(await callOf(c.id, other)).toBeUndefined();
    const call = await callOf(c.id);
    await record(call.id, valid(), doctor).expect(403);
    await (await ApiClient.signedIn(t, 'guest')).get(CALLS).expect(403);
  });

  it('a surgical case opens a call only when flagged as an unexpected malignancy; an amendment opens none; a NILM none', async () => {
    const plain = await signedOutCase(user, doctor, 'surgical', refs);
    expect(await callOf(plain.case.id)).toBeUndefined();
    const c = await registerCase(user, 'surgical', refs);
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs, { diagnosis: 'Skin, left arm: melanoma, Breslow 2.1 mm.', malignancy: 'malignant' }));
    const res = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, criticalFinding: true }).expect(201);
    expect(await callOf(c.id)).toMatchObject({
      reason: 'unexpected-malignancy',
      finding: 'Skin, left arm: melanoma, Breslow 2.1 mm.',
      reportId: res.body[REPORT_ROUTES.surgical.one].id,
    });
    const nilm = await signedOutCase(user, doctor, 'gynecological', refs);
    expect(await callOf(nilm.case.id)).toBeUndefined();
    // an LSIL amended to HSIL: the amendment is not a first release
    const lsil = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { interpretation: 'LSIL' }) });
    const current = (await doctor.get(resultUrl('gynecological', lsil.case.id)).expect(200)).body.result;
    await doctor.put(resultUrl('gynecological', lsil.case.id), { fields: { interpretation: 'HSIL' }, version: current.version, amendment: true }).expect(200);
    await doctor.post(generateUrl('gynecological'), { caseId: lsil.case.id, amendReason: 'Re-read: HSIL.', password: DEMO_PASSWORD }).expect(201);
    expect(await callOf(lsil.case.id)).toBeUndefined();
  });

  it('refuses a call without who, a phone call not read back, a time before the release or in the future', async () => {
    const { case: c } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { interpretation: 'AIS' }) });
    const call = await callOf(c.id);
    const noWho = await record(call.id, { ...valid(), notifiedPerson: '' }).expect(400);
    expect(noWho.body.errors[0]).toEqual({ field: 'notifiedPerson', message: 'say who at the hospital was told' });
    const noReadBack = await record(call.id, { ...valid(), readBack: false }).expect(400);
    expect(noReadBack.body.errors).toEqual([{ field: 'readBack', message: 'a phoned critical result is read back by the person told' }]);
    const early = await record(call.id, { ...valid(), notifiedAt: new Date(Date.now() - 86_400_000).toISOString() }).expect(400);
    expect(early.body.errors).toEqual([{ field: 'notifiedAt', message: 'is before the release' }]);
    await record(call.id, { ...valid(), notifiedAt: new Date(Date.now() + 86_400_000).toISOString() }).expect(400);
    await record(call.id, { ...valid(), method: 'fax' }).expect(400);
    await record(999_999, valid()).expect(404);
    // a message needs no read-back
    await record(call.id, { ...valid(), method: 'message', readBack: false }).expect(201);
  });
});

// Issue 28.3: a critical result of a hospital's patient waits in its portal until someone there
// acknowledges it online; the lab's call record shows who and when. Another hospital's: 404.
import { ApiClient } from '../../test/api-client.js';
import { resultsApp, type ResultsApp } from '../../test/results-app.js';
import { abnormalPap, signedOutCase } from '../../test/results.js';
import { auditOf } from '../../test/sql.js';

const CRITICAL = '/api/portal/critical-results';

describe('critical results acknowledged online by the hospital (issue 28.3)', () => {
  let app: ResultsApp;
  let guest2: ApiClient;
  beforeAll(async () => {
    app = await resultsApp();
    guest2 = await ApiClient.signedIn(app.t, 'guest2');
  });
  afterAll(() => app.t.close());

  const hsil = (hospital: 'mine' | 'theirs') =>
    signedOutCase(app.user, app.doctor, 'gynecological', app.refs, {
      fields: abnormalPap(app.refs),
      caseOverrides: hospital === 'mine' ? {} : { hospitalId: app.refs.otherHospitalId, doctorId: app.refs.otherDoctorId },
    });
  const pending = async (client: ApiClient) =>
    (await client.get(CRITICAL).expect(200)).body as { criticalResults: { id: number; caseId: number; acknowledgedAt: string | null }[]; total: number };
  const labCall = async (caseId: number) => (await app.user.get('/api/notifications').expect(200)).body.notifications.find((n: { caseId: number }) => n.caseId === caseId);

  it('lists its hospitals’ unacknowledged critical results only; an acknowledgement (once, audited) shows on the lab’s call record', async () => {
    const mine = await hsil('mine');
    const theirs = await hsil('theirs');
    const call = await labCall(mine.case.id);
    expect(call).toMatchObject({ acknowledgedAt: null, acknowledgedBy: null });

    const listed = await pending(app.guest);
    expect(listed.criticalResults.map((r) => r.caseId)).toContain(mine.case.id);
    expect(listed.criticalResults.map((r) => r.caseId)).not.toContain(theirs.case.id);
    expect(listed.criticalResults.find((r) => r.caseId === mine.case.id)).toMatchObject({ id: call.id, reason: 'high-grade-pap', finding: 'HSIL', acknowledgedAt: null });
    // The lab's call record (who was phoned, the note) is not the hospital's to read.
    expect(listed.criticalResults[0]).not.toHaveProperty('notifiedPerson');
    expect((await pending(guest2)).criticalResults.map((r) => r.caseId)).toContain(theirs.case.id);

    const acknowledged = (await app.guest.post(`${CRITICAL}/${call.id}/acknowledgement`).expect(201)).body.criticalResult;
    expect(acknowledged).toMatchObject({ id: call.id, acknowledgedBy: 'guest', acknowledgedAt: expect.any(String) });
    expect((await pending(app.guest)).criticalResults.map((r) => r.caseId)).not.toContain(mine.case.id);
    expect(await labCall(mine.case.id)).toMatchObject({ acknowledgedBy: 'guest', acknowledgedAt: acknowledged.acknowledgedAt, notifiedAt: null });
    // Once: a second acknowledgement answers the first, unchanged, and writes nothing.
    const again = (await app.guest.post(`${CRITICAL}/${call.id}/acknowledgement`).expect(201)).body.criticalResult;
    expect(again.acknowledgedAt).toBe(acknowledged.acknowledgedAt);
    const audited = await auditOf(app.t, 'critical_call', call.id);
    expect(audited.filter((a) => a.action === 'update')).toHaveLength(1);
  });

  it('another hospital’s result, or none, is 404 and nothing is written; the lab’s roles have no portal', async () => {
    const theirs = await hsil('theirs');
    const call = await labCall(theirs.case.id);
    await app.guest.post(`${CRITICAL}/${call.id}/acknowledgement`).expect(404);
    await app.guest.post(`${CRITICAL}/999999/acknowledgement`).expect(404);
    await app.guest.post(`${CRITICAL}/abc/acknowledgement`).expect(400);
    expect(await labCall(theirs.case.id)).toMatchObject({ acknowledgedAt: null });
    await app.user.get(CRITICAL).expect(403);
    await app.user.post(`${CRITICAL}/${call.id}/acknowledgement`).expect(403);
  });
});

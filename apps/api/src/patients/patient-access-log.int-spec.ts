import { ApiClient } from '../../test/api-client.js';
import { hoursAgo } from '../../test/cases.js';
import { reportUrl, resultRefs, signedOutCase, type ResultRefs } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { QcService } from '../reports/qc/qc.service.js';

/** A valid Thai citizen ID made from twelve digits (the thirteenth is the check digit). */
function citizenId(twelve: string): string {
  const sum = [...twelve].reduce((total, d, i) => total + Number(d) * (13 - i), 0);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
}

// Issue 28.6 (PDPA): who saw this patient — every access to the patient's cases and reports, from
// the audit log, newest first, paged; administrators only; another patient's accesses never shown.
describe('GET /api/patients/{id}/access-log', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(QcService).decide = async () => null;
    admin = await ApiClient.signedIn(t, 'admin');
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await resultRefs(t);
  });
  afterAll(() => t.close());

  const patientOf = async (caseId: number) => (await sql<{ patient_id: number }[]>(t, 'select patient_id from pathology_case where id = ?', [caseId]))[0]!.patient_id;
  const released = (twelve: string, hn: string) =>
    signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { citizenId: citizenId(twelve), hn, receivedAt: hoursAgo(30), collectedAt: hoursAgo(33) } });

  it("lists a view and a print of the patient's report by two accounts, newest first; another patient's accesses are not shown", async () => {
    const mine = await released('110170055501', `AL${Date.now() % 1_000_000}A`);
    const other = await released('110170055502', `AL${Date.now() % 1_000_000}B`);
    const pid = await patientOf(mine.case.id);
    const otherPid = await patientOf(other.case.id);
    expect(pid).not.toBe(otherPid);

    const guest = await ApiClient.signedIn(t, 'guest');
    await guest.get(reportUrl('surgical', mine.report.id)).expect(200);
    await doctor.get(reportUrl('surgical', mine.report.id)).expect(200);
    await admin.get(`${reportUrl('surgical', mine.report.id)}/pdf`).expect(200);
    await doctor.get(reportUrl('surgical', other.report.id)).expect(200);
    await admin.get(`${reportUrl('surgical', other.report.id)}/pdf`).expect(200);

    const log = (await admin.get(`/api/patients/${pid}/access-log`).expect(200)).body;
    const reads = log.accesses.filter((a: { entity: string }) => a.entity === 'report_version');
    expect(reads.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'print', action: 'print', actorUsername: 'admin', role: 'admin', entityId: String(mine.report.id), accessionNo: mine.case.accessionNo }),
      expect.objectContaining({ kind: 'view', action: 'view', actorUsername: 'doctor', role: 'doctor', entityId: String(mine.report.id), hospitals: [] }),
    ]);
    // Which hospital: a client hospital's account is shown with its hospitals (issue 28.6).
    const [bkv] = await sql<{ name_th: string }[]>(t, `select name_th from hospital where code = 'BKV'`);
    expect(reads[2]).toMatchObject({ kind: 'view', actorUsername: 'guest', role: 'guest', hospitals: [bkv!.name_th] });
    // The case's own changes (registration, sign-out) are there too, as changes.
    expect(log.accesses).toContainEqual(expect.objectContaining({ kind: 'change', entity: 'pathology_case', entityId: String(mine.case.id) }));
    expect(log.total).toBe(log.accesses.length);
    const ids = new Set([String(mine.case.id), String(mine.report.id)]);
    expect(log.accesses.every((a: { entityId: string; accessionNo: string }) => ids.has(a.entityId) && a.accessionNo === mine.case.accessionNo)).toBe(true);
    const ats = log.accesses.map((a: { at: string }) => a.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    // Paged on the server.
    const page = (await admin.get(`/api/patients/${pid}/access-log?first=1&rows=1`).expect(200)).body;
    expect(page.total).toBe(log.total);
    expect(page.accesses).toEqual([log.accesses[1]]);
    const beyond = (await admin.get(`/api/patients/${pid}/access-log?first=500&rows=10`).expect(200)).body;
    expect(beyond).toEqual({ accesses: [], total: log.total });
  });

  it('is for administrators only; a bad id or page is 400 with the reason; an unknown patient 404', async () => {
    await doctor.get('/api/patients/1/access-log').expect(403);
    await user.get('/api/patients/1/access-log').expect(403);
    expect((await admin.get('/api/patients/abc/access-log').expect(400)).text).toMatch(/positive whole number/);
    await admin.get('/api/patients/1/access-log?rows=1000').expect(400);
    await admin.get('/api/patients/1/access-log?sort=x').expect(400);
    await admin.get('/api/patients/999999999/access-log').expect(404);
  });
});

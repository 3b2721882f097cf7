// Issue 28.3: the hospital's inbox — its hospitals' new reports since the last visit, amended versions
// marked, receipts acknowledged per report or for all shown (audited, once), another hospital's: 404.
import { ApiClient } from '../../test/api-client.js';
import { resultsApp, type ResultsApp } from '../../test/results-app.js';
import { generateUrl, resultUrl, signedOutCase } from '../../test/results.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';

interface Row {
  id: number;
  accessionNo: string;
  amended: boolean;
  isNew: boolean;
  receivedAt: string | null;
  receivedBy: string | null;
}

describe('the hospital’s inbox (issue 28.3)', () => {
  let app: ResultsApp;
  let guest2: ApiClient;
  beforeAll(async () => {
    app = await resultsApp();
    guest2 = await ApiClient.signedIn(app.t, 'guest2');
  });
  afterAll(() => app.t.close());

  const inbox = async (client: ApiClient, query = '') =>
    (await client.get(`/api/portal/inbox?rows=100${query}`).expect(200)).body as { reports: Row[]; total: number; since: string | null };
  const release = (hospital: 'mine' | 'theirs') =>
    signedOutCase(app.user, app.doctor, 'surgical', app.refs, {
      caseOverrides: hospital === 'mine' ? {} : { hospitalId: app.refs.otherHospitalId, doctorId: app.refs.otherDoctorId },
    });

  it('shows the new reports since the last visit, amended ones marked, and only its hospitals’', async () => {
    const { guest, doctor } = app;
    const first = await inbox(guest);
    expect(first).toMatchObject({ since: null });
    const old = await release('mine');
    const theirs = await release('theirs');
    expect((await guest.post('/api/portal/visits').expect(201)).body).toEqual({ visitedAt: expect.any(String) });
    const fresh = await release('mine');
    // The old one amended after the visit: the amended version replaces it, marked.
    await doctor.put(resultUrl('surgical', old.case.id), { fields: { comment: 'Amended.' }, version: 1, amendment: true }).expect(200);
    const amended = (await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: old.case.id, amendReason: 'Comment added.' }).expect(201)).body.surgicalreport;

    const now = await inbox(guest);
    expect(now.since).toEqual(expect.any(String));
    const byId = new Map(now.reports.map((r) => [r.id, r]));
    expect(byId.get(fresh.report.id)).toMatchObject({ isNew: true, amended: false, receivedAt: null });
    expect(byId.get(amended.id)).toMatchObject({ isNew: true, amended: true, accessionNo: old.case.accessionNo });
    expect(byId.has(old.report.id)).toBe(false); // superseded
    expect(byId.has(theirs.report.id)).toBe(false);
    expect(now.total).toBe(now.reports.length);
    expect((await inbox(guest2)).reports.map((r) => r.id)).toContain(theirs.report.id);
  });

  it('acknowledges receipt per report and for all shown, once, audited; another hospital’s is 404 and nothing is written', async () => {
    const { guest } = app;
    const [a, b] = [await release('mine'), await release('mine')];
    const theirs = await release('theirs');

    const refused = await guest.post('/api/portal/receipts', { reportIds: [a.report.id, theirs.report.id] }).expect(404);
    expect(refused.body.message).toContain(String(theirs.report.id));
    expect(await sql(app.t, 'select 1 from report_receipt where report_id in (?, ?)', [a.report.id, theirs.report.id])).toEqual([]);
    await guest.post('/api/portal/receipts', { reportIds: [999999] }).expect(404);

    const one = await guest.post('/api/portal/receipts', { reportIds: [a.report.id] }).expect(201);
    expect(one.body.received).toEqual([{ reportId: a.report.id, receivedAt: expect.any(String), receivedBy: 'guest' }]);
    expect((await inbox(guest)).reports.map((r) => r.id)).not.toContain(a.report.id);
    expect((await inbox(guest, '&received=true')).reports.find((r) => r.id === a.report.id)).toMatchObject({ receivedBy: 'guest', receivedAt: one.body.received[0].receivedAt });

    // All shown: the rest of the inbox at once; the first receipt of `a` stays as it was.
    const shown = (await inbox(guest)).reports.map((r) => r.id);
    expect(shown).toContain(b.report.id);
    const all = await guest.post('/api/portal/receipts', { reportIds: [...shown, a.report.id] }).expect(201);
    expect(all.body.received.find((r: { reportId: number }) => r.reportId === a.report.id).receivedAt).toBe(one.body.received[0].receivedAt);
    expect(await inbox(guest)).toMatchObject({ reports: [], total: 0 });

    const audit = await auditOf(app.t, 'report_receipt', a.report.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', actor_username: 'guest', after: expect.objectContaining({ reportId: a.report.id, accessionNo: a.case.accessionNo }) }),
    ]);
    // The other hospital's inbox still has its report.
    expect((await inbox(guest2)).reports.map((r) => r.id)).toContain(theirs.report.id);
  });

  it('refuses bad input (400) and other roles (403)', async () => {
    for (const body of [{}, { reportIds: [] }, { reportIds: ['x'] }, { reportIds: [1, 1] }, { reportIds: [1], extra: true }]) {
      await app.guest.post('/api/portal/receipts', body).expect(400);
    }
    for (const query of ['rows=0', 'rows=1000', 'first=-1', 'received=maybe', 'other=1']) await app.guest.get(`/api/portal/inbox?${query}`).expect(400);
    for (const client of [app.admin, app.user, app.doctor]) {
      await client.get('/api/portal/inbox').expect(403);
      await client.post('/api/portal/receipts', { reportIds: [1] }).expect(403);
    }
  });

  it('downloads the ticked reports as one PDF, in the order given, each print audited; another hospital’s is 404 and nothing is printed', async () => {
    const { guest, t } = app;
    const [a, b] = [await release('mine'), await release('mine')];
    const theirs = await release('theirs');
    const res = await guest
      .post('/api/portal/reports/pdf', { reportIds: [b.report.id, a.report.id] })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text.indexOf(b.case.accessionNo)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(b.case.accessionNo)).toBeLessThan(text.indexOf(a.case.accessionNo));
    for (const r of [a, b]) expect((await auditOf(t, 'report_version', r.report.id)).filter((x) => x.action === 'print')).toHaveLength(1);

    const refused = await guest.post('/api/portal/reports/pdf', { reportIds: [a.report.id, theirs.report.id] }).expect(404);
    expect(JSON.stringify(refused.body)).not.toContain(theirs.case.accessionNo);
    expect((await auditOf(t, 'report_version', a.report.id)).filter((x) => x.action === 'print')).toHaveLength(1);
    expect((await auditOf(t, 'report_version', theirs.report.id)).filter((x) => x.action === 'print')).toHaveLength(0);
    await guest.post('/api/portal/reports/pdf', { reportIds: [] }).expect(400);
    await guest.post('/api/portal/reports/pdf', { reportIds: [a.report.id, a.report.id] }).expect(400);
    await guest.post('/api/portal/reports/pdf', { reportIds: Array.from({ length: 21 }, (_, i) => i + 1) }).expect(400);
    await app.user.post('/api/portal/reports/pdf', { reportIds: [a.report.id] }).expect(403);
  });
});

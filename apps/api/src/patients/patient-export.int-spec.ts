import { hoursAgo } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { reportUrl, signedOutCase } from '../../test/results.js';
import { resultsApp, type ResultsApp } from '../../test/results-app.js';
import { auditOf, sql } from '../../test/sql.js';

/** A valid Thai citizen ID made from twelve digits (the thirteenth is the check digit). */
function citizenId(twelve: string): string {
  const sum = [...twelve].reduce((total, d, i) => total + Number(d) * (13 - i), 0);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
}

// Issue 28.6 (PDPA): a data-subject export — everything PathDesk holds on a patient, as JSON and as a
// PDF; administrators only; itself audited and shown in the patient's access log.
describe('GET /api/patients/{id}/export', () => {
  let app: ResultsApp;
  beforeAll(async () => {
    app = await resultsApp();
  });
  afterAll(() => app.t.close());

  const patientOf = async (caseId: number) => (await sql<{ patient_id: number }[]>(app.t, 'select patient_id from pathology_case where id = ?', [caseId]))[0]!.patient_id;

  it('answers every row of every table of the patient’s cases and every access, as JSON and as a PDF, each export audited', async () => {
    const { admin, user, doctor, guest, refs, t } = app;
    const cid = citizenId('110170066601');
    const hn = `EX${Date.now() % 1_000_000}`;
    const first = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { citizenId: cid, hn, receivedAt: hoursAgo(50), collectedAt: hoursAgo(52) } });
    const second = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { citizenId: cid, hn, receivedAt: hoursAgo(20), collectedAt: hoursAgo(22) } });
    const someoneElse = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { citizenId: citizenId('110170066602'), hn: `${hn}X` } });
    const pid = await patientOf(first.case.id);
    expect(await patientOf(second.case.id)).toBe(pid);
    await guest.get(reportUrl('surgical', first.report.id)).expect(200);

    const res = await admin.get(`/api/patients/${pid}/export`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="patient-${pid}.json"`);
    const out = res.body;
    expect(out).toMatchObject({ exportedBy: 'admin', patient: { id: pid, citizenId: cid } });
    expect(out.records.pathology_case.map((c: { accession_no: string }) => c.accession_no).sort()).toEqual([first.case.accessionNo, second.case.accessionNo].sort());
    expect(out.records.report_version.map((r: { id: number }) => r.id).sort()).toEqual([first.report.id, second.report.id].sort());
    // Every table keyed by case is read from the catalogue: the blocks grossed, the results.
    expect(Object.keys(out.records)).toEqual(expect.arrayContaining(['pathology_case', 'case_part', 'case_result', 'bench_block', 'report_version']));
    expect(JSON.stringify(out.records)).not.toContain(someoneElse.case.accessionNo);
    expect(out.accesses).toEqual(expect.arrayContaining([expect.objectContaining({ actorUsername: 'guest', action: 'view', accessionNo: first.case.accessionNo })]));

    const pdf = await admin.get(`/api/patients/${pid}/export?format=pdf`).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('everything held on a patient');
    expect(text).toContain(first.case.accessionNo);
    expect(text).toContain(second.case.accessionNo);
    expect(text).toContain(cid);

    const audited = await auditOf(t, 'patient', pid);
    expect(audited.map((a) => [a.action, (a.after as { format: string }).format])).toEqual([
      ['download', 'json'],
      ['download', 'pdf'],
    ]);
    const log = (await admin.get(`/api/patients/${pid}/access-log`).expect(200)).body;
    expect(log.accesses.filter((a: { kind: string; entity: string }) => a.entity === 'patient' && a.kind === 'export')).toHaveLength(2);
  });

  it('is the administrators’: others 403; an unknown patient 404; another format 400 — nothing audited', async () => {
    const { admin, user, doctor, guest, refs, t } = app;
    const c = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { citizenId: citizenId('110170066603') } });
    const pid = await patientOf(c.case.id);
    for (const client of [user, doctor, guest]) await client.get(`/api/patients/${pid}/export`).expect(403);
    await admin.get('/api/patients/999999/export').expect(404);
    await admin.get(`/api/patients/${pid}/export?format=xml`).expect(400);
    expect(await auditOf(t, 'patient', pid)).toEqual([]);
  });
});

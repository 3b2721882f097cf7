import request from 'supertest';
import { Hl7Message } from '@medplum/core';
import type { DiagnosticReport } from '@medplum/fhirtypes';
import type { ReportReleased } from '../events/domain-events.js';
import { EventBus } from '../events/event-bus.js';
import { QcService } from './qc/qc.service.js';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, completeFields, generateUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { binary, pdfPageTexts } from '../../test/pdf-text.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

const ADDENDUM = 'Immunohistochemistry (received 2 days after sign-out): tumour cells are CK7 positive, CK20 negative, TTF-1 negative.';
/** Asks for the error catalogue's codes, as the web does. */
const CODES = { 'X-Error-Codes': '1' };
const addendaUrl = (plural: string, id: number) => `/api/reports/${plural}/${id}/addenda`;

/**
 * Issue 32.1: an addendum is a new released version of type addendum — the earlier diagnosis
 * unchanged and shown, the addendum's text added; doctors only, with their password again; refused
 * on a superseded version and on a report whose amendment is held for QC (32.7); audited; one
 * `report.released` of type addendum, which HL7 sends as a correction (OBR-25 C) and FHIR as
 * `appended`; an amendment after it keeps it.
 */
describe('addenda', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let token: string;
  const published: ReportReleased[] = [];

  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp());
    t.app.get(EventBus).subscribe('report.released', 'test: what was published', async (event) => {
      published.push(event);
    });
    // An HL7 interface of the hospital (no listener: the message is built and kept at release) and a FHIR token.
    await admin
      .post('/api/interfaces', {
        kind: 'hl7v2-mllp',
        hospitalId: refs.hospitalId,
        host: '127.0.0.1',
        port: 9,
        sendingApplication: 'PATHDESK',
        sendingFacility: 'LAB',
        receivingApplication: 'HIS',
        receivingFacility: 'BKV',
      })
      .expect(201);
    token = (await admin.post('/api/interfaces', { kind: 'fhir-token', hospitalId: refs.hospitalId }).expect(201)).body.token;
  });
  afterAll(() => t.close());

  const surgical = () => signedOutCase(user, doctor, 'surgical', refs, { fields: completeFields('surgical', refs, { diagnosis: 'Lung, wedge: adenocarcinoma.' }) });

  it('releases a new version of type addendum: the diagnosis unchanged and shown, the text added, audited, one event, HL7 C and FHIR appended', async () => {
    const { case: c, report } = await surgical();
    const res = await doctor.post(addendaUrl('surgicals', report.id), { text: `  ${ADDENDUM}  `, password: DEMO_PASSWORD }).expect(201);
    const addendum = res.body.surgicalreport;
    expect(addendum).toMatchObject({ caseId: c.id, version: 2, amended: false, amendReason: null, previousId: report.id, supersededBy: null });
    expect(addendum.snapshot.result).toEqual(report.snapshot.result);
    expect(addendum.snapshot.result.diagnosis).toBe('Lung, wedge: adenocarcinoma.');
    expect(addendum.snapshot.addenda).toEqual([{ version: 2, text: ADDENDUM, signedBy: { name: expect.any(String), title: expect.anything() }, releasedAt: addendum.releasedAt }]);
    // The version it follows is superseded by it and unchanged; the case stays signed out.
    const first = (await doctor.get(`/api/reports/surgicals/${report.id}`).expect(200)).body.surgicalreport;
    expect(first).toMatchObject({ supersededBy: addendum.id, snapshot: report.snapshot });
    expect((await sql<{ status: string }[]>(t, 'select status from pathology_case where id = ?', [c.id]))[0]!.status).toBe('signed_out');
    const lines = await sql<{ diagnosis: string }[]>(t, 'select diagnosis from report_version where case_id = ? order by version', [c.id]);
    expect(lines.map((l) => l.diagnosis)).toEqual([lines[0]!.diagnosis, lines[0]!.diagnosis]);

    const [audit] = await sql<{ action: string; after: Record<string, unknown> }[]>(t, `select action, after from audit_log where entity = 'report_version' and entity_id = ?`, [
      String(addendum.id),
    ]);
    expect(audit).toMatchObject({ action: 'addendum', after: { caseId: c.id, version: 2, previousId: report.id, addendum: ADDENDUM, signature: 're-authenticated' } });

    expect(published.filter((e) => e.caseId === c.id).map((e) => [e.type, e.version, e.reportId, e.previousId])).toEqual([
      ['first', 1, report.id, null],
      ['addendum', 2, addendum.id, report.id],
    ]);

    // HL7: the ORU of the addendum says C (a change after the final report) in OBR-25 and each OBX-11.
    const [message] = await sql<{ raw: string }[]>(t, `select raw from interface_message where report_id = ?`, [addendum.id]);
    const oru = Hl7Message.parse(message!.raw);
    expect(oru.getSegment('OBR')!.getField(25).toString()).toBe('C');
    expect(oru.getAllSegments('OBX').map((s) => s.getField(11).toString())).toEqual(expect.arrayContaining(['C']));
    expect(new Set(oru.getAllSegments('OBX').map((s) => s.getField(11).toString()))).toEqual(new Set(['C']));
    const [firstMessage] = await sql<{ raw: string }[]>(t, `select raw from interface_message where report_id = ?`, [report.id]);
    expect(Hl7Message.parse(firstMessage!.raw).getSegment('OBR')!.getField(25).toString()).toBe('F');

    // FHIR: the addendum's DiagnosticReport is `appended`; the first stays `final`.
    const fhir = (id: number) => request(t.http).get(`/api/fhir/DiagnosticReport/${id}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(((await fhir(addendum.id)).body as DiagnosticReport).status).toBe('appended');
    expect(((await fhir(report.id)).body as DiagnosticReport).status).toBe('final');

    // The include-report outbox holds the addendum in place of the version it follows.
    expect(await sql(t, 'select report_id as "reportId" from report_to_dispatch where case_id = ?', [c.id])).toEqual([{ reportId: addendum.id }]);
  });

  it('a second addendum adds to the first; an amendment after them keeps them', async () => {
    const { case: c, report } = await surgical();
    const one = (await doctor.post(addendaUrl('surgicals', report.id), { text: 'First addendum: CK7 positive.', password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    const two = (await doctor.post(addendaUrl('surgicals', one.id), { text: 'Second addendum: EGFR exon 19 deletion.', password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    expect(two.snapshot.addenda.map((a: { version: number; text: string }) => [a.version, a.text])).toEqual([
      [2, 'First addendum: CK7 positive.'],
      [3, 'Second addendum: EGFR exon 19 deletion.'],
    ]);
    const draft = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { diagnosis: 'Lung, wedge: adenosquamous carcinoma.' }, version: draft.version, amendment: true }).expect(200);
    const amended = (await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Re-read: squamous component.', password: DEMO_PASSWORD }).expect(201)).body
      .surgicalreport;
    expect(amended).toMatchObject({ version: 4, amended: true, previousId: two.id });
    expect(amended.snapshot.addenda).toEqual(two.snapshot.addenda);
  });

  it('refuses an addendum on a version that is no longer the released report (superseded: 409 with the reason), writing nothing', async () => {
    const { report } = await surgical();
    const next = (await doctor.post(addendaUrl('surgicals', report.id), { text: 'CK7 positive.', password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    const stale = await doctor.post(addendaUrl('surgicals', report.id), { text: 'CK20 negative.', password: DEMO_PASSWORD }).set(CODES).expect(409);
    expect(stale.body).toMatchObject({ code: 'addendum_on_superseded_version', params: { version: 1, latest: 2 }, errors: [{ field: 'id', code: 'is_not_the_latest' }] });
    expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version where case_id = ?', [next.caseId]))[0]!.n).toBe(2);
  });

  it('refuses an addendum on a report whose amendment is held for a QC rescreen (409: not released as it stands), writing nothing', async () => {
    const { case: pap, report: v1 } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs) });
    const draft = (await doctor.get(resultUrl('gynecological', pap.id)).expect(200)).body.result;
    await doctor.put(resultUrl('gynecological', pap.id), { fields: { interpretation: 'NILM' }, version: draft.version, amendment: true }).expect(200);
    // resultsApp turns QC selection off: this amendment is drawn for a rescreen.
    const qc = t.app.get(QcService);
    const decide = qc.decide;
    qc.decide = async () => 'random';
    try {
      await doctor.post(generateUrl('gynecological'), { caseId: pap.id, amendReason: 'Re-read: no lesion.', password: DEMO_PASSWORD }).expect(202);
    } finally {
      qc.decide = decide;
    }
    const held = await doctor.post(addendaUrl('gynecologicals', v1.id), { text: 'HPV test: negative.', password: DEMO_PASSWORD }).set(CODES).expect(409);
    expect(held.body).toMatchObject({ code: 'addendum_report_not_released', errors: [{ field: 'id', code: 'is_held_for_rescreen' }] });
    expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version where case_id = ?', [pap.id]))[0]!.n).toBe(1);
  });

  it('is for doctors only (lab staff 403 with the reason), with the right password (400 without or wrong), and a text (400 with the reason); an unknown version 404', async () => {
    const { report } = await surgical();
    const staff = await user.post(addendaUrl('surgicals', report.id), { text: 'CK7 positive.', password: DEMO_PASSWORD }).set(CODES).expect(403);
    expect(staff.body).toMatchObject({ code: 'only_pathologist_adds_addendum' });
    const adminAnswer = await admin.post(addendaUrl('surgicals', report.id), { text: 'CK7 positive.', password: DEMO_PASSWORD }).set(CODES).expect(403);
    expect(adminAnswer.body).toMatchObject({ code: 'only_pathologist_adds_addendum' });
    await doctor.post(addendaUrl('surgicals', report.id), { text: 'CK7 positive.' }).expect(400);
    const wrong = await doctor.post(addendaUrl('surgicals', report.id), { text: 'CK7 positive.', password: 'not-the-password' }).expect(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'password', message: 'is not correct' })]);
    const short = await doctor.post(addendaUrl('surgicals', report.id), { text: ' ok ', password: DEMO_PASSWORD }).set(CODES).expect(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'text', code: 'addendum_text_required' })]);
    await doctor.post(addendaUrl('surgicals', 99_999_999), { text: 'CK7 positive.', password: DEMO_PASSWORD }).expect(404);
    // A surgical version is not a Pap's: the kind in the path is checked.
    await doctor.post(addendaUrl('gynecologicals', report.id), { text: 'CK7 positive.', password: DEMO_PASSWORD }).expect(404);
    expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version where case_id = ?', [report.caseId]))[0]!.n).toBe(1);
    expect(published.filter((e) => e.caseId === report.caseId)).toHaveLength(1);
  });

  it('prints the addendum (Chromium PDF read back with pdftotext): marked ADDENDUM with its date, the unchanged report, then the addendum’s text', async () => {
    const { report } = await surgical();
    const addendum = (await doctor.post(addendaUrl('surgicals', report.id), { text: ADDENDUM, password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    const pdf = async (id: number) =>
      (await pdfPageTexts((await doctor.get(`/api/reports/surgicals/${id}/pdf`).buffer(true).parse(binary).expect(200)).body)).join('\n').replace(/\s+/g, ' ');
    const printed = await pdf(addendum.id);
    expect(printed).toContain('ADDENDUM — version 2');
    expect(printed).toMatch(/Report version 2 \(ADDENDUM\)/);
    expect(printed).toContain('The report of version 1 is unchanged');
    expect(printed).toContain('Lung, wedge: adenocarcinoma.');
    expect(printed).toContain('Addendum released by');
    expect(printed).not.toContain('AMENDED');
    // The report first, then the addendum's text after the signatures.
    const diagnosisAt = printed.indexOf('Lung, wedge: adenocarcinoma.');
    const addendumAt = printed.indexOf('CK7 positive, CK20 negative');
    expect(diagnosisAt).toBeGreaterThan(-1);
    expect(addendumAt).toBeGreaterThan(printed.indexOf('Addendum released by'));
    expect(addendumAt).toBeGreaterThan(diagnosisAt);
    // The first version's PDF has no addendum.
    const original = await pdf(report.id);
    expect(original).not.toContain('ADDENDUM');
    expect(original).not.toContain('CK7 positive');
  });

  it('is counted apart from amendments in the summary (issue 32.1): an addendum is no amendment', async () => {
    const [{ today }] = (await sql<{ today: string }[]>(t, `select (now() at time zone 'Asia/Bangkok')::date::text as today`)) as [{ today: string }];
    const revisions = async () => (await admin.get(`/api/surgicals/summary?from=${today}&to=${today}`).expect(200)).body.summary.revisions;
    const before = await revisions();
    const { report } = await surgical();
    await doctor.post(addendaUrl('surgicals', report.id), { text: 'CK7 positive.', password: DEMO_PASSWORD }).expect(201);
    expect(await revisions()).toEqual({ ...before, addenda: before.addenda + 1, addendedCases: before.addendedCases + 1 });
    const { case: c } = await surgical();
    const draft = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Margins re-examined.' }, version: draft.version, amendment: true }).expect(200);
    await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Margins re-examined.', password: DEMO_PASSWORD }).expect(201);
    expect(await revisions()).toEqual({
      amendments: before.amendments + 1,
      amendedCases: before.amendedCases + 1,
      addenda: before.addenda + 1,
      addendedCases: before.addendedCases + 1,
    });
  });
});

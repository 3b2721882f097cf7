import { CONSULTATION_API } from '@pathdesk/contracts';
import type { ApiClient } from '../../test/api-client.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, reportUrl, resultUrl, signedOutCase } from '../../test/results.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';
import { namedSecondPathologist, resultsApp, type ResultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';

/** Issue 32.2: internal second opinions, before and after sign-out, and the monthly consultation report. */
describe('consultations', () => {
  let a: ResultsApp;
  let second: ApiClient;
  /** The second pathologist as reports name them: their pathologist record's name. */
  let secondName: string;
  beforeAll(async () => {
    a = await resultsApp();
    ({ second, secondName } = await namedSecondPathologist(a, 'Dr. Consultant'));
  });
  afterAll(() => a.t.close());

  const ask = (caseId: number, consultantUsername = 'doctor2') =>
    a.doctor.post(CONSULTATION_API.ofCase('surgical', caseId), { consultantUsername, question: 'Atypical glands at the margin: do you agree with invasion?' });

  it('asks a colleague before sign-out; only they answer, once; the case and their worklist show it', async () => {
    const c = await registerCase(a.user, 'surgical', a.refs);
    await grossForSignOut(a.user, 'surgical', c.id);
    await diagnose(a.doctor, 'surgical', c.id, completeFields('surgical', a.refs));
    const asked = (await ask(c.id).expect(201)).body.consultation;
    expect(asked).toMatchObject({ requestedBy: 'doctor', consultantUsername: 'doctor2', consultantName: secondName, opinion: null, accessionNo: c.accessionNo });

    const open = (await second.get(`${CONSULTATION_API.list}?open=true`).expect(200)).body;
    expect(open.consultations.map((k: { id: number }) => k.id)).toContain(asked.id);
    expect((await a.doctor.get(`${CONSULTATION_API.list}?open=true`).expect(200)).body.total).toBe(0);

    await a.doctor.post(CONSULTATION_API.opinion(asked.id), { opinion: 'agree' }).expect(403);
    const noNote = await second.post(CONSULTATION_API.opinion(asked.id), { opinion: 'minor' }).expect(400);
    expect(noNote.body.errors).toEqual([expect.objectContaining({ field: 'note' })]);
    const answered = (await second.post(CONSULTATION_API.opinion(asked.id), { opinion: 'minor', note: 'Focal invasion only; say so in the comment.' }).expect(200)).body
      .consultation;
    expect(answered).toMatchObject({ opinion: 'minor', afterRelease: false, amendmentOpened: false });
    await second.post(CONSULTATION_API.opinion(asked.id), { opinion: 'agree' }).expect(409);
    expect((await a.user.get(CONSULTATION_API.ofCase('surgical', c.id)).expect(200)).body.consultations).toHaveLength(1);
  });

  it('opens an amendment draft when a released report meets a major disagreement', async () => {
    const { case: c } = await signedOutCase(a.user, a.doctor, 'surgical', a.refs);
    const asked = (await ask(c.id).expect(201)).body.consultation;
    const answered = (await second.post(CONSULTATION_API.opinion(asked.id), { opinion: 'major', note: 'This is an invasive carcinoma, not in situ.' }).expect(200)).body
      .consultation;
    expect(answered).toMatchObject({ opinion: 'major', afterRelease: true, amendmentOpened: true });
    const { result } = (await a.doctor.get(resultUrl('surgical', c.id)).expect(200)).body;
    expect(result.unreleasedChanges).toBe(true);
    expect(result.fields.comment).toContain(`Second opinion (${secondName}): major disagreement — This is an invasive carcinoma, not in situ.`);
    const audit = await sql<{ reason: string | null }[]>(a.t, `select reason from audit_log where entity = 'case_result' and entity_id = ? order by id desc limit 1`, [
      String(c.id),
    ]);
    expect(audit[0]!.reason).toMatch(/major disagreement of a second opinion/);
  });

  it('sends a case out on its loan, attaches the outside report, and names the consultant on the next release', async () => {
    const c = await registerCase(a.user, 'surgical', a.refs);
    await grossForSignOut(a.user, 'surgical', c.id);
    await diagnose(a.doctor, 'surgical', c.id, completeFields('surgical', a.refs));
    const [block] = (await a.user.get(`/api/surgicals/${c.id}/blocks`).expect(200)).body.blocks;
    const loan = (
      await a.user.post(`/api/surgicals/${c.id}/paraffins`, { requester: 'Siriraj Hospital', purpose: 'Second opinion', items: [{ blockId: block.id, type: 'block' }] }).expect(201)
    ).body.paraffin;
    const outside = { institution: 'Siriraj Hospital', consultant: 'Prof. Somsak', paraffinRequestId: loan.id };
    const url = CONSULTATION_API.ofCase('surgical', c.id);
    // One or the other; a loan of this case only.
    await a.doctor.post(url, { consultantUsername: 'doctor2', outside, question: 'Lymphoma subtype?' }).expect(400);
    await a.doctor.post(url, { outside: { ...outside, paraffinRequestId: 99_999_999 }, question: 'Lymphoma subtype?' }).expect(400);
    const sent = (await a.doctor.post(url, { outside, question: 'Lymphoma subtype?' }).expect(201)).body.consultation;
    expect(sent).toMatchObject({ consultantUsername: null, consultantName: 'Prof. Somsak', outside, opinion: null });
    // A colleague does not answer an outside consultation; its report is attached by a pathologist.
    await second.post(CONSULTATION_API.opinion(sent.id), { opinion: 'agree' }).expect(403);
    await a.user.post(CONSULTATION_API.outsideReport(sent.id), { report: 'Follicular lymphoma, grade 1-2.', opinion: 'agree' }).expect(403);
    const answered = (await a.doctor.post(CONSULTATION_API.outsideReport(sent.id), { report: 'Follicular lymphoma, grade 1-2.', opinion: 'agree' }).expect(200)).body.consultation;
    expect(answered).toMatchObject({ opinion: 'agree', outsideReport: 'Follicular lymphoma, grade 1-2.', answeredBy: 'doctor' });
    await a.doctor.post(CONSULTATION_API.outsideReport(sent.id), { report: 'Again.', opinion: 'agree' }).expect(409);
    const report = (await a.doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    expect(report.snapshot.outsideConsultations).toEqual([{ institution: 'Siriraj Hospital', consultant: 'Prof. Somsak', opinion: 'agree', receivedAt: expect.any(String) }]);
    const pdf = pdfText(
      (
        await a.doctor
          .get(`${reportUrl('surgical', report.id)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    );
    expect(pdf).toContain('OUTSIDE CONSULTATION');
    expect(pdf).toContain('Prof. Somsak, Siriraj Hospital');
  });

  it('offers the other pathologists to ask, by name', async () => {
    const { colleagues } = (await a.doctor.get(CONSULTATION_API.colleagues).expect(200)).body;
    expect(colleagues.map((c: { username: string }) => c.username)).toEqual(['doctor2']);
    expect((await second.get(CONSULTATION_API.colleagues).expect(200)).body.colleagues.map((c: { username: string }) => c.username)).toEqual(['doctor']);
    await a.user.get(CONSULTATION_API.colleagues).expect(403);
  });

  it('asks only another pathologist; lab staff do not consult', async () => {
    const c = await registerCase(a.user, 'surgical', a.refs);
    expect((await ask(c.id, 'doctor').expect(400)).body.errors[0]).toMatchObject({ field: 'consultantUsername', message: 'is you: ask another pathologist' });
    expect((await ask(c.id, 'user').expect(400)).body.errors[0].message).toMatch(/not a pathologist/);
    await a.user.post(CONSULTATION_API.ofCase('surgical', c.id), { consultantUsername: 'doctor2', question: 'What do you think?' }).expect(403);
    await a.doctor.post(CONSULTATION_API.ofCase('surgical', c.id), { consultantUsername: 'doctor2', question: 'Hm' }).expect(400);
  });

  it('counts a month’s consultations per pathologist whose case it was, with their agreement rate', async () => {
    // Two of this test's own month (2025-04), answered agree and major.
    const c = await registerCase(a.user, 'surgical', a.refs);
    const ids = [(await ask(c.id).expect(201)).body.consultation.id, (await ask(c.id).expect(201)).body.consultation.id, (await ask(c.id).expect(201)).body.consultation.id];
    await sql(a.t, `update consultation set requested_at = '2025-04-10T03:00:00Z' where id in (?, ?, ?)`, ids);
    await second.post(CONSULTATION_API.opinion(ids[0]), { opinion: 'agree' }).expect(200);
    await second.post(CONSULTATION_API.opinion(ids[1]), { opinion: 'major', note: 'Different grade.' }).expect(200);
    const { rows } = (await a.user.get(`${CONSULTATION_API.summary}?from=2025-04&to=2025-04`).expect(200)).body;
    expect(rows).toEqual([
      { month: '2025-04', pathologist: 'doctor', pathologistName: expect.any(String), asked: 3, answered: 2, agree: 1, minor: 0, major: 1, agreementPercent: 50 },
      { month: '2025-04', pathologist: null, pathologistName: null, asked: 3, answered: 2, agree: 1, minor: 0, major: 1, agreementPercent: 50 },
    ]);
    await a.user.get(`${CONSULTATION_API.summary}?from=2025-05&to=2025-04`).expect(400);
  });
});

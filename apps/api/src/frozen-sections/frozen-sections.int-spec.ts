import { FROZEN_API } from '@pathdesk/contracts';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, reportUrl, resultUrl } from '../../test/results.js';
import { resultsApp, type ResultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Issue 32.3: intraoperative consultations — received, reported against the target, called with read-back, compared at sign-out. */
describe('frozen sections', () => {
  let a: ResultsApp;
  beforeAll(async () => {
    a = await resultsApp();
  });
  afterAll(() => a.t.close());

  /** A surgical case, grossed and diagnosed, with one frozen section received `received` minutes ago. */
  async function caseWithSection(received = 30) {
    const c = await registerCase(a.user, 'surgical', a.refs);
    await grossForSignOut(a.user, 'surgical', c.id);
    await diagnose(a.doctor, 'surgical', c.id, completeFields('surgical', a.refs));
    const fs = (await a.user.post(FROZEN_API.list('surgical', c.id), { specimen: 'Sentinel lymph node, left axilla', receivedAt: minutesAgo(received) }).expect(201)).body
      .frozenSection;
    return { c, fs };
  }
  const report = (caseId: number, fs: { id: number; version: number }, overrides: Record<string, unknown> = {}) =>
    a.doctor.post(FROZEN_API.report(caseId, fs.id), { diagnosis: 'Negative for metastatic carcinoma.', reportedAt: minutesAgo(16), version: fs.version, ...overrides });
  const call = (caseId: number, fs: { id: number; version: number }, overrides: Record<string, unknown> = {}) =>
    a.user.post(FROZEN_API.call(caseId, fs.id), { calledTo: 'Dr. Somchai (surgeon)', calledAt: minutesAgo(15), readBack: true, version: fs.version, ...overrides });

  it('takes a section from theatre, its diagnosis against the target and its call with read-back — each step once, audited', async () => {
    const { c, fs } = await caseWithSection(30);
    expect(fs).toMatchObject({ state: 'received', specimen: 'Sentinel lymph node, left axilla', receivedBy: 'user', targetMinutes: 20, diagnosis: null, version: 1 });
    // Only a pathologist gives the diagnosis; the call waits for it.
    await a.user.post(FROZEN_API.report(c.id, fs.id), { diagnosis: 'x x', reportedAt: minutesAgo(16), version: 1 }).expect(403);
    expect((await call(c.id, fs).expect(409)).body.message).toMatch(/has no diagnosis yet/);

    const reported = (await report(c.id, fs).expect(200)).body.frozenSection;
    expect(reported).toMatchObject({ state: 'reported', reportedBy: 'doctor', turnaroundMinutes: 14, withinTarget: true, version: 2 });
    expect((await report(c.id, reported).expect(409)).body.message).toMatch(/is reported already/);

    const refused = await call(c.id, reported, { readBack: false }).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'readBack' })]);
    await call(c.id, reported, { calledAt: minutesAgo(20) })
      .expect(400)
      .expect((res) => expect(res.body.errors[0].field).toBe('calledAt'));
    const called = (await call(c.id, reported).expect(200)).body.frozenSection;
    expect(called).toMatchObject({ state: 'called', calledTo: 'Dr. Somchai (surgeon)', readBack: true, callRecordedBy: 'user' });
    expect((await call(c.id, called).expect(409)).body.message).toMatch(/call for the frozen section of .* is recorded already/);

    const { frozenSections } = (await a.doctor.get(FROZEN_API.list('surgical', c.id)).expect(200)).body;
    expect(frozenSections).toHaveLength(1);
    const audit = await sql<{ action: string }[]>(a.t, `select action from audit_log where entity = 'frozen_section' and entity_id = ? order by id`, [String(fs.id)]);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update']);
  });

  it('marks a diagnosis over the target, and refuses times in the future, before receipt, or a stale version', async () => {
    const { c, fs } = await caseWithSection(60);
    await report(c.id, fs, { reportedAt: minutesAgo(61) })
      .expect(400)
      .expect((res) => expect(res.body.errors[0].field).toBe('reportedAt'));
    await report(c.id, fs, { reportedAt: new Date(Date.now() + 3_600_000).toISOString() }).expect(400);
    await report(c.id, { ...fs, version: 7 })
      .expect(409)
      .expect((res) => expect(res.body.message).toMatch(/changed by someone else/));
    const late = (await report(c.id, fs, { reportedAt: minutesAgo(25) }).expect(200)).body.frozenSection;
    expect(late).toMatchObject({ turnaroundMinutes: 35, withinTarget: false });
  });

  it('refuses a frozen section on a cytology case (400), of an unknown case (404), of a part the case has not, or without a specimen', async () => {
    const cyto = await registerCase(a.user, 'cytological', a.refs);
    const res = await a.user.post(FROZEN_API.list('cytological', cyto.id), { specimen: 'Pleural fluid', receivedAt: minutesAgo(5) }).expect(400);
    expect(res.body.message).toMatch(/intraoperative consultation on a surgical case/);
    await a.user.post(FROZEN_API.list('surgical', 99_999_999), { specimen: 'Lymph node', receivedAt: minutesAgo(5) }).expect(404);
    const c = await registerCase(a.user, 'surgical', a.refs);
    const part = await a.user.post(FROZEN_API.list('surgical', c.id), { specimen: 'Lymph node', receivedAt: minutesAgo(5), partLetter: 'Q' }).expect(400);
    expect(part.body.errors).toEqual([expect.objectContaining({ field: 'partLetter' })]);
    const blank = await a.user.post(FROZEN_API.list('surgical', c.id), { specimen: ' ', receivedAt: minutesAgo(5) }).expect(400);
    expect(blank.body.errors[0].field).toBe('specimen');
    expect(await sql<{ n: number }[]>(a.t, `select count(*)::int as n from frozen_section where case_id = ?`, [c.id])).toEqual([{ n: 0 }]);
  });

  it('waits at sign-out for the diagnosis and for the comparison with the final diagnosis, then prints the section on every version', async () => {
    const { c, fs } = await caseWithSection(30);
    const signOut = (body: Record<string, unknown> = {}) => a.doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, ...body });
    expect((await signOut().expect(409)).body.message).toMatch(/Sentinel lymph node, left axilla awaits its diagnosis/);
    const reported = (await report(c.id, fs).expect(200)).body.frozenSection;
    await call(c.id, reported).expect(200);

    expect((await signOut().expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'frozenCorrelations' })]);
    const noNote = await signOut({ frozenCorrelations: [{ frozenSectionId: fs.id, correlation: 'major' }] }).expect(400);
    expect(noNote.body.errors).toEqual([expect.objectContaining({ field: 'frozenCorrelations.0.note' })]);
    await signOut({ frozenCorrelations: [{ frozenSectionId: 99_999_999, correlation: 'agree' }] }).expect(400);
    expect((await a.doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result.status).not.toBe('signed_out');

    const v1 = (await signOut({ frozenCorrelations: [{ frozenSectionId: fs.id, correlation: 'agree' }] }).expect(201)).body.surgicalreport;
    expect(v1.snapshot.frozenSections).toEqual([
      expect.objectContaining({
        specimen: 'Sentinel lymph node, left axilla',
        diagnosis: 'Negative for metastatic carcinoma.',
        turnaroundMinutes: 14,
        calledTo: 'Dr. Somchai (surgeon)',
      }),
    ]);
    const [row] = await sql<{ correlation: string; correlated_by_username: string }[]>(a.t, `select correlation, correlated_by_username from frozen_section where id = ?`, [fs.id]);
    expect(row).toEqual({ correlation: 'agree', correlated_by_username: 'doctor' });
    const pdf = pdfText(
      (
        await a.doctor
          .get(`${reportUrl('surgical', v1.id)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    );
    expect(pdf).toContain('INTRAOPERATIVE CONSULTATION (FROZEN SECTION)');
    expect(pdf).toContain('Negative for metastatic carcinoma.');
    expect(pdf).toMatch(/reported .* \(14 min\)/);

    // An amendment records no comparison (it is of the first final diagnosis) and still prints the section.
    const current = (await a.doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await a.doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Deeper levels examined.' }, version: current.version, amendment: true }).expect(200);
    await signOut({ amendReason: 'Deeper levels.', frozenCorrelations: [{ frozenSectionId: fs.id, correlation: 'minor', note: 'x' }] })
      .expect(400)
      .expect((res) => expect(res.body.errors[0].field).toBe('frozenCorrelations'));
    const v2 = (await signOut({ amendReason: 'Deeper levels.' }).expect(201)).body.surgicalreport;
    expect(v2.snapshot.frozenSections).toHaveLength(1);
  });

  it('counts each month’s sections, turnaround against the target and correlations in the concordance report', async () => {
    // A month of its own, far from the other tests' sections: 2025-03 (lab time).
    const c = await registerCase(a.user, 'surgical', a.refs);
    const at = (day: string, time: string) => `2025-03-${day}T${time}:00+07:00`;
    const ids: number[] = [];
    for (const [received, minutes, correlation] of [
      ['10', 12, 'agree'],
      ['11', 18, 'agree'],
      ['12', 25, 'major'],
      ['13', 30, 'deferred'],
      ['14', null, null],
    ] as const) {
      const fs = (await a.user.post(FROZEN_API.list('surgical', c.id), { specimen: `Section ${received}`, receivedAt: at(received, '10:00') }).expect(201)).body.frozenSection;
      ids.push(fs.id);
      if (minutes !== null) await report(c.id, fs, { reportedAt: new Date(Date.parse(at(received, '10:00')) + minutes * 60_000).toISOString() }).expect(200);
      if (correlation) await sql(a.t, `update frozen_section set correlation = ? where id = ?`, [correlation, fs.id]);
    }
    const res = (await a.user.get(`${FROZEN_API.concordance}?from=2025-03&to=2025-03`).expect(200)).body;
    expect(res.targetMinutes).toBe(20);
    expect(res.months).toEqual([
      {
        month: '2025-03',
        frozenSections: 5,
        reported: 4,
        withinTarget: 2,
        medianMinutes: 21.5,
        correlated: 4,
        agree: 2,
        deferred: 1,
        minor: 0,
        major: 1,
        concordancePercent: 66.7,
      },
    ]);
    expect(res.total).toMatchObject({ month: 'total', frozenSections: 5, concordancePercent: 66.7 });
    const empty = (await a.user.get(`${FROZEN_API.concordance}?from=2024-01&to=2024-02`).expect(200)).body;
    expect(empty).toMatchObject({ months: [], total: { frozenSections: 0, concordancePercent: null, medianMinutes: null } });
    await a.user.get(`${FROZEN_API.concordance}?from=2025-03&to=2024-03`).expect(400);
  });

  it('takes the lab’s target when a section is received', async () => {
    const settings = (await a.admin.get('/api/lab-settings').expect(200)).body.labSettings;
    await a.admin.put('/api/lab-settings', { ...settings, frozenTargetMinutes: 30 }).expect(200);
    try {
      const { fs } = await caseWithSection(5);
      expect(fs.targetMinutes).toBe(30);
    } finally {
      await a.admin.put('/api/lab-settings', { ...settings, frozenTargetMinutes: 20 }).expect(200);
    }
  });
});

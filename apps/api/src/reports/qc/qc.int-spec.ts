import { MikroORM } from '@mikro-orm/postgresql';
import { labDay } from '@pathdesk/contracts';
import { ApiClient } from '../../../test/api-client.js';
import { completeFields, diagnose, generateUrl, registerCase, reportUrl, resultRefs, resultUrl, type ResultRefs } from '../../../test/results.js';
import { auditOf, sql } from '../../../test/sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { QcRandom } from './qc-random.js';
import { QcService } from './qc.service.js';

const RESCREENS = '/api/reports/gynecologicals/rescreens';

describe('gynecological quality control', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let doctor2: ApiClient;
  let refs: ResultRefs;
  let random: QcRandom;
  const realDraw = QcRandom.prototype.next;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    await admin.post('/api/users', { username: 'doctor2', name: 'นพ. ผู้ตรวจซ้ำ (Second Pathologist)', role: 'doctor', password: DEMO_PASSWORD }).expect(201);
    doctor2 = await ApiClient.signedIn(t, 'doctor2');
    refs = await resultRefs(t);
    random = t.app.get(QcRandom);
  });
  afterAll(() => t.close());

  /**
   * A diagnosed NILM Pap, ready to sign out, screened by the second screener record — which no
   * account signs as, so lab staff may rescreen it (the first is the lab staff account's own, issue 24.2).
   */
  const nilmPap = async (overrides: Record<string, unknown> = {}) => {
    const c = await registerCase(user, 'gynecological', refs);
    await diagnose(doctor, 'gynecological', c.id, completeFields('gynecological', refs, { screenerId: refs.otherScreenerId, ...overrides }));
    return c;
  };
  const drawing = (value: number) => {
    random.next = () => value;
  };

  describe('selection at sign-out', () => {
    it('holds the first NILM Pap by the floor, then releases while the share of holds is at least 10%', async () => {
      drawing(0.999); // chance never picks
      const first = await nilmPap();
      const held = await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: first.id }).expect(202);
      expect(held.body).toEqual({
        qc: {
          caseId: first.id,
          accessionNo: first.accessionNo,
          reason: 'random',
          message: 'This Pap was chosen at random for a quality-control rescreen: the report is released once another person has rescreened it and agreed.',
        },
      });
      // 1 held of 1: the next nine are released (1 of 10 is 10%)
      for (let i = 0; i < 9; i++) await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: (await nilmPap()).id }).expect(201);
      // the eleventh would leave 1 of 11: held by the floor
      await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: (await nilmPap()).id }).expect(202);
      const rules = await sql<{ rule: string | null }[]>(t, `select rule from qc_selection order by id`);
      expect(rules.map((r) => r.rule)).toEqual(['floor', ...Array(9).fill(null), 'floor']);
    });

    it('holds a Pap the draw picks, and every high-risk Pap whatever the draw; the case stays diagnosed, its result locked', async () => {
      drawing(0.05);
      const picked = await nilmPap();
      expect((await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: picked.id }).expect(202)).body.qc.reason).toBe('random');
      drawing(0.999);
      const risky = await nilmPap({ highRisk: true });
      const res = await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: risky.id }).expect(202);
      expect(res.body.qc).toMatchObject({ caseId: risky.id, reason: 'high-risk', message: expect.stringMatching(/marked high-risk/) });
      const result = (await doctor.get(resultUrl('gynecological', risky.id)).expect(200)).body.result;
      expect(result).toMatchObject({ status: 'diagnosed', pendingRescreenId: expect.any(Number), latestReportId: null });
      const locked = await doctor.put(resultUrl('gynecological', risky.id), { fields: { comment: 'x' }, version: result.version }).expect(409);
      expect(locked.body.message).toMatch(/held for a quality-control rescreen/);
      expect((await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: risky.id }).expect(409)).body.message).toMatch(
        /held for a quality-control rescreen/,
      );
      const rows = await sql<{ high_risk: boolean; selected: boolean; rule: string }[]>(t, `select high_risk, selected, rule from qc_selection order by id desc limit 2`);
      expect(rows).toEqual([
        { high_risk: true, selected: true, rule: 'high-risk' },
        { high_risk: false, selected: true, rule: 'draw' },
      ]);
      expect(await auditOf(t, 'rescreen', result.pendingRescreenId)).toEqual([
        {
          action: 'create',
          actor_username: 'doctor',
          before: null,
          after: { caseId: risky.id, reason: 'high-risk', originalInterpretation: 'NILM', requestedBy: 'doctor' },
          reason: null,
        },
      ]);
    });

    it('leaves abnormal and unsatisfactory Paps alone, and draws an amendment to NILM', async () => {
      const before = (await sql<{ n: number }[]>(t, 'select count(*)::int as n from qc_selection'))[0]!.n;
      drawing(0);
      const abnormal = await registerCase(user, 'gynecological', refs);
      await diagnose(
        doctor,
        'gynecological',
        abnormal.id,
        completeFields('gynecological', refs, { interpretation: 'LSIL', organisms: [], reactiveChanges: [], pathologistId: refs.pathologistId }),
      );
      await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: abnormal.id }).expect(201);
      const unsat = await registerCase(user, 'gynecological', refs);
      await diagnose(
        doctor,
        'gynecological',
        unsat.id,
        completeFields('gynecological', refs, {
          adequacy: 'unsatisfactory',
          unsatisfactoryReason: 'Obscured by blood',
          interpretation: null,
          organisms: [],
          reactiveChanges: [],
          pathologistId: refs.pathologistId,
        }),
      );
      await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: unsat.id }).expect(201);
      expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from qc_selection'))[0]!.n).toBe(before);
      // an amendment to NILM is drawn like a first sign-out (issue 11); this draw releases it
      drawing(0.999);
      await doctor.put(resultUrl('gynecological', abnormal.id), { fields: { interpretation: 'NILM' }, version: 1, amendment: true }).expect(200);
      await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: abnormal.id, amendReason: 'Re-review: negative.' }).expect(201);
      expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from qc_selection'))[0]!.n).toBe(before + 1);
    });
  });

  describe('rescreens', () => {
    it('lists the pending ones, oldest first, with what the review needs', async () => {
      const res = await user.get(`${RESCREENS}?pending=true`).expect(200);
      expect(res.body.total).toBe(4);
      expect(res.body.rescreens[0]).toEqual({
        id: expect.any(Number),
        caseId: expect.any(Number),
        accessionNo: expect.stringMatching(/^G/),
        patientName: 'นางสมหญิง ใจดี',
        reason: 'random',
        originalInterpretation: 'NILM',
        requestedBy: 'doctor',
        requestedAt: expect.any(String),
        reviewer: null,
        reviewedAt: null,
        agree: null,
        correctedInterpretation: null,
        note: null,
      });
      const ids = res.body.rescreens.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
      expect((await doctor.get(`${RESCREENS}?pending=false`).expect(200)).body).toEqual({ rescreens: [], total: 0 });
      await user.get(`${RESCREENS}?pending=maybe`).expect(400);
      await (await ApiClient.signedIn(t, 'guest')).get(RESCREENS).expect(403);
    });

    it('are not reviewed by the person who asked for the sign-out (403)', async () => {
      const [pending] = (await user.get(`${RESCREENS}?pending=true`).expect(200)).body.rescreens;
      const res = await doctor.post(`${RESCREENS}/${pending.id}`, { agree: true }).expect(403);
      expect(res.body.message).toBe('You asked for this sign-out: another person rescreens the slide.');
      expect((await user.get(`${RESCREENS}?pending=true`).expect(200)).body.total).toBe(4);
    });

    it('agreement releases the report now, signed by the requester, the reviewer recorded', async () => {
      const [pending] = (await user.get(`${RESCREENS}?pending=true`).expect(200)).body.rescreens;
      const res = await user.post(`${RESCREENS}/${pending.id}`, { agree: true, note: 'Rescreened: negative.' }).expect(201);
      const report = res.body.gynecologicalreport;
      expect(report).toMatchObject({
        caseId: pending.caseId,
        version: 1,
        signedBy: { username: 'doctor', role: 'doctor' },
        qcReview: { reviewer: 'เจ้าหน้าที่ห้องปฏิบัติการ (Demo Lab Staff)', reviewedAt: expect.any(String) },
      });
      expect((await doctor.get(resultUrl('gynecological', pending.caseId)).expect(200)).body.result).toMatchObject({
        status: 'signed_out',
        pendingRescreenId: null,
        latestReportId: report.id,
      });
      const done = (await user.get(`${RESCREENS}?pending=false`).expect(200)).body.rescreens[0];
      expect(done).toMatchObject({ id: pending.id, reviewer: 'user', agree: true, correctedInterpretation: null, note: 'Rescreened: negative.', reviewedAt: expect.any(String) });
      const again = await doctor2.post(`${RESCREENS}/${pending.id}`, { agree: false, correctedInterpretation: 'LSIL' }).expect(409);
      expect(again.body.message).toBe('This rescreen was already reviewed by user (agreed).');
      expect((await auditOf(t, 'report_version', report.id))[0]).toMatchObject({ action: 'sign-out', actor_username: 'user', after: { signedBy: 'doctor' } });
      expect((await auditOf(t, 'rescreen', pending.id)).at(-1)).toMatchObject({ action: 'update', actor_username: 'user', after: { agree: true, reviewer: 'user' } });
      await doctor.get(reportUrl('gynecological', report.id)).expect(200);
    });

    it('disagreement corrects the interpretation and returns the case to a pathologist; nothing is released', async () => {
      const [pending] = (await user.get(`${RESCREENS}?pending=true`).expect(200)).body.rescreens;
      const before = (await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version'))[0]!.n;
      const bad = await doctor2.post(`${RESCREENS}/${pending.id}`, { agree: false }).expect(400);
      expect(bad.body.errors).toEqual([{ field: 'correctedInterpretation', message: 'is required when you disagree' }]);
      await doctor2.post(`${RESCREENS}/${pending.id}`, { agree: false, correctedInterpretation: 'NILM' }).expect(400);
      await doctor2.post(`${RESCREENS}/${pending.id}`, { agree: true, correctedInterpretation: 'HSIL' }).expect(400);
      const res = await doctor2.post(`${RESCREENS}/${pending.id}`, { agree: false, correctedInterpretation: 'ASC-US', note: 'Atypical squamous cells in two fields.' }).expect(201);
      expect(res.body).toEqual({ rescreen: expect.objectContaining({ id: pending.id, agree: false, correctedInterpretation: 'ASC-US', reviewer: 'doctor2' }) });
      expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version'))[0]!.n).toBe(before);
      const result = (await doctor.get(resultUrl('gynecological', pending.caseId)).expect(200)).body.result;
      // The doctor who asked for the sign-out was named on the result then (issue 16.6): nothing is missing.
      expect(result).toMatchObject({
        status: 'in_progress',
        pendingRescreenId: null,
        fields: { interpretation: 'ASC-US', organisms: [], reactiveChanges: [], pathologistId: refs.pathologistId },
        missing: [],
      });
      expect((await auditOf(t, 'case_result', pending.caseId)).at(-1)).toMatchObject({
        action: 'update',
        actor_username: 'doctor2',
        before: { interpretation: 'NILM', organisms: ['candida'], reactiveChanges: ['inflammation'] },
        after: { interpretation: 'ASC-US', organisms: [], reactiveChanges: [] },
        reason: 'QC rescreen: disagreed',
      });
      // the pathologist completes it; an abnormal Pap is signed out by a doctor, without QC
      await doctor.put(resultUrl('gynecological', pending.caseId), { fields: { pathologistId: refs.pathologistId }, version: result.version, complete: true }).expect(200);
      const report = (await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: pending.caseId }).expect(201)).body.gynecologicalreport;
      expect(report.snapshot.result.interpretation).toBe('ASC-US');
    });

    it('a staff release held for QC is reviewed by someone else, and released in the staff member’s name', async () => {
      await admin.put('/api/lab-settings', { labName: 'PathDesk Pathology Laboratory', staffMayReleaseNilm: true, qcRate: 0.1 }).expect(200);
      drawing(0);
      // The screener saves their own screening (their record, issue 16.6) and releases it.
      const c = await registerCase(user, 'gynecological', refs);
      await diagnose(user, 'gynecological', c.id, completeFields('gynecological', refs, { screenerId: refs.screenerId }));
      await user.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(202);
      const pending = (await doctor.get(`${RESCREENS}?pending=true`).expect(200)).body.rescreens.find((r: { caseId: number }) => r.caseId === c.id);
      expect(pending.requestedBy).toBe('user');
      await user.post(`${RESCREENS}/${pending.id}`, { agree: true }).expect(403);
      const report = (await doctor.post(`${RESCREENS}/${pending.id}`, { agree: true }).expect(201)).body.gynecologicalreport;
      expect(report.signedBy).toMatchObject({ username: 'user', role: 'user' });
      expect(report.qcReview.reviewer).toBe('พยาธิแพทย์ (Demo Pathologist)');
      await admin.put('/api/lab-settings', { labName: 'PathDesk Pathology Laboratory', staffMayReleaseNilm: false, qcRate: 0.1 }).expect(200);
    });

    it('unknown rescreens are not found; bad ids and bodies 400', async () => {
      await doctor2.post(`${RESCREENS}/999999`, { agree: true }).expect(404);
      await doctor2.post(`${RESCREENS}/abc`, { agree: true }).expect(400);
      await doctor2.post(`${RESCREENS}/1`, { agree: 'yes' }).expect(400);
    });
  });

  it('the review report counts the rescreens by outcome, correction, reviewer and month', async () => {
    const summary = await t.app.get(QcService).reviewSummary();
    expect(summary.rescreens).toEqual({ total: 5, pending: 2, agree: 2, disagree: 1, agreementRate: 2 / 3 });
    expect(summary.corrections).toEqual([{ original: 'NILM', corrected: 'ASC-US', count: 1 }]);
    expect(summary.byReviewer).toEqual([
      { reviewer: 'doctor', agree: 1, disagree: 0 },
      { reviewer: 'doctor2', agree: 0, disagree: 1 },
      { reviewer: 'user', agree: 1, disagree: 0 },
    ]);
    expect(summary.byReason).toEqual([
      { reason: 'random', agree: 2, disagree: 1, pending: 1 },
      { reason: 'high-risk', agree: 0, disagree: 0, pending: 1 },
    ]);
    expect(summary.selection).toEqual({ decisions: 14, held: 5, random: 4, highRisk: 1 }); // 14: the amendment to NILM is a decision too
    expect(summary.byPeriod.reduce((n, p) => n + p.agree + p.disagree + p.pending, 0)).toBe(5);
    const tomorrow = await t.app.get(QcService).reviewSummary({ from: new Date(Date.now() + 86_400_000) });
    expect([tomorrow.rescreens.total, tomorrow.selection.decisions]).toEqual([0, 0]);
    const untilNow = await t.app.get(QcService).reviewSummary({ from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) });
    expect(untilNow.rescreens.total).toBe(5);

    // Over HTTP, by the lab's days (inclusive): today in Bangkok holds them all, tomorrow none.
    const today = labDay();
    const nextDay = new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10);
    const route = `${RESCREENS}/summary`;
    expect((await doctor.get(`${route}?from=${today}&to=${today}`).expect(200)).body.review.rescreens).toEqual(summary.rescreens);
    expect((await user.get(`${route}?from=${nextDay}`).expect(200)).body.review.rescreens.total).toBe(0);
    expect((await admin.get(route).expect(200)).body.review).toEqual(summary);
    const bad = await admin.get(`${route}?from=${nextDay}&to=${today}`).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'to', message: 'must not be before from' }]);
    await admin.get(`${route}?from=yesterday`).expect(400);
  });

  it('over 1,000 simulated NILM sign-outs with the real random source, at least 10% are held — chosen mostly by chance', async () => {
    random.next = realDraw;
    const orm = t.app.get(MikroORM);
    const [template] = await sql<{ id: number }[]>(t, `select id from pathology_case where kind = 'gynecological' order by id limit 1`);
    const cases = await sql<{ id: number }[]>(
      t,
      `insert into pathology_case (kind, accession_no, prefix_id, accession_year, accession_seq, hn, patient_first_name, patient_last_name, sex, hospital_id, specimen, received_at, status)
       select kind, 'QCSIM-' || g, prefix_id, accession_year, 900000 + g, hn, patient_first_name, patient_last_name, sex, hospital_id, specimen, received_at, 'diagnosed'
         from pathology_case cross join generate_series(1, 1000) g where id = ? returning id`,
      [template!.id],
    );
    const qc = t.app.get(QcService);
    const start = (await sql<{ id: number }[]>(t, 'select coalesce(max(id), 0) as id from qc_selection'))[0]!.id;
    for (const { id } of cases) await orm.em.fork().transactional((em) => qc.decide(em, id, false, 0.1));
    const [counts] = await sql<{ n: number; held: number; drawn: number }[]>(
      t,
      `select count(*)::int as n, count(*) filter (where selected)::int as held, count(*) filter (where rule = 'draw')::int as drawn from qc_selection where id > ?`,
      [start],
    );
    expect(counts!.n).toBe(1000);
    expect(counts!.held).toBeGreaterThanOrEqual(100);
    expect(counts!.held).toBeLessThan(200); // a floor, not a flood
    expect(counts!.drawn).toBeGreaterThan(50); // most holds are the draw's, not the floor's
    // every window of 100 consecutive decisions holds at least 10
    const flags = (await sql<{ selected: boolean }[]>(t, 'select selected from qc_selection where id > ? order by id', [start])).map((r) => r.selected);
    for (let end = 100; end <= flags.length; end++) expect(flags.slice(end - 100, end).filter(Boolean).length).toBeGreaterThanOrEqual(10);
    // 1,000 decisions, one transaction each: ~14 s on an idle 2-core machine, over 30 s on a busy one.
  }, 120_000);
});

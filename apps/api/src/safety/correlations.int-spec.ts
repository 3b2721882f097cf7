import { EntityManager } from '@mikro-orm/postgresql';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { queueCorrelations } from './correlation-queue.js';
import { resultsApp, secondPathologist } from '../../test/results-app.js';

const CORRELATIONS = '/api/reports/gynecologicals/correlations';

// Issue 15.2: a cervical biopsy or excision signed out within 6 months after a Pap of the same
// patient is paired with it for a pathologist to correlate (agree / minor / major discrepancy).
describe('cyto-histologic correlation', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let doctor2: ApiClient;
  let refs: ResultRefs;
  let n = 0;
  beforeAll(async () => {
    const app = await resultsApp();
    ({ t, admin, user, doctor, refs } = app);
    doctor2 = await secondPathologist(app, 'Second Pathologist');
  });
  afterAll(() => t.close());

  const patient = () => ({ hn: `CR${Date.now() % 100000}${++n}`, citizenId: null });
  const labDay = async (monthsBefore: number, daysBefore = 0) =>
    (
      await sql<{ d: string }[]>(t, `select to_char((now() at time zone 'Asia/Bangkok')::date - make_interval(months => ?, days => ?), 'YYYY-MM-DD') as d`, [
        monthsBefore,
        daysBefore,
      ])
    )[0]!.d;
  /** Dates a case's collection to a lab day (noon, lab time). */
  const collectedOn = (caseId: number, day: string) =>
    sql(t, `update pathology_case set collected_at = ('${day}'::date + time '12:00') at time zone 'Asia/Bangkok' where id = ${Number(caseId)}`);
  /**
   * A Pap of the patient taken on `day`, screened and saved by the lab staff account (its screener
   * record's) and released by the doctor: the doctor may correlate it with a biopsy someone else
   * signed, its screener may not (issue 24.2).
   */
  const pap = async (who: Record<string, unknown>, day: string, fields?: Record<string, unknown>, screener: ApiClient = user) => {
    const c = await registerCase(user, 'gynecological', refs, who);
    await diagnose(screener, 'gynecological', c.id, fields ?? completeFields('gynecological', refs));
    const res = await doctor.post(generateUrl('gynecological'), { caseId: c.id, password: DEMO_PASSWORD });
    if (res.status !== 201) throw new Error(`Sign-out answered ${res.status}: ${JSON.stringify(res.body)}`);
    await collectedOn(c.id, day);
    return { case: c, report: res.body.gynecologicalreport as { id: number } };
  };
  /** A surgical case of the patient signed out today (by doctor, or doctor2 with their own pathologist record). */
  const biopsy = async (who: Record<string, unknown>, specimen = 'Cervix, punch biopsy at 12 o’clock', signer: 'doctor' | 'doctor2' = 'doctor', takenOn?: string) => {
    const c = await registerCase(user, 'surgical', refs, { ...who, specimen });
    await grossForSignOut(user, 'surgical', c.id);
    if (takenOn) await collectedOn(c.id, takenOn);
    const client = signer === 'doctor' ? doctor : doctor2;
    await diagnose(
      client,
      'surgical',
      c.id,
      completeFields('surgical', refs, {
        diagnosis: 'Cervix, biopsy: high-grade squamous intraepithelial lesion (CIN 2).',
        pathologistId: signer === 'doctor' ? refs.pathologistId : refs.otherPathologistId,
      }),
    );
    const res = await client.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD });
    if (res.status !== 201) throw new Error(`Sign-out answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { case: c, report: res.body.surgicalreport as { id: number } };
  };
  const pairsOf = async (biopsyCaseId: number) =>
    (await admin.get(CORRELATIONS).query({ rows: 100 }).expect(200)).body.correlations.filter((k: { biopsy: { caseId: number } }) => k.biopsy.caseId === biopsyCaseId);

  it('pairs a cervical biopsy with the Paps of the 6 months before — exactly 6 months included, a day more not', async () => {
    const who = patient();
    const edge = await pap(who, await labDay(6));
    const tooOld = await pap(who, await labDay(6, 1));
    const recent = await pap(who, await labDay(0, 20), abnormalPap(refs));
    const b = await biopsy(who);
    const pairs = await pairsOf(b.case.id);
    expect(pairs.map((k: { pap: { caseId: number } }) => k.pap.caseId).sort()).toEqual([edge.case.id, recent.case.id].sort());
    expect(pairs.map((k: { pap: { caseId: number } }) => k.pap.caseId)).not.toContain(tooOld.case.id);
    const hsil = pairs.find((k: { pap: { caseId: number } }) => k.pap.caseId === recent.case.id);
    expect(hsil).toMatchObject({
      pap: { accessionNo: recent.case.accessionNo, interpretation: 'HSIL', date: await labDay(0, 20), signer: 'doctor' },
      biopsy: { accessionNo: b.case.accessionNo, reportId: b.report.id, specimen: 'Cervix, punch biopsy at 12 o’clock', diagnosis: expect.stringContaining('CIN 2') },
      intervalDays: 20,
      outcome: null,
      reviewer: null,
    });
    expect(await auditOf(t, 'correlation', hsil.id)).toEqual([
      expect.objectContaining({ action: 'create', actor_username: 'doctor', after: expect.objectContaining({ papCaseId: recent.case.id, biopsyCaseId: b.case.id }) }),
    ]);
  });

  it('queues nothing without an earlier Pap, for a Pap taken after the biopsy, for another specimen or another patient', async () => {
    expect(await pairsOf((await biopsy(patient())).case.id)).toEqual([]);
    const who = patient();
    await pap(who, await labDay(0, 2));
    // The biopsy was taken 5 days ago: a Pap of 2 days ago came after it.
    expect(await pairsOf((await biopsy(who, 'LEEP specimen', 'doctor', await labDay(0, 5))).case.id)).toEqual([]);
    const other = patient();
    await pap(other, await labDay(1));
    expect(await pairsOf((await biopsy(other, 'Stomach, antrum, biopsy')).case.id)).toEqual([]);
    await pap(patient(), await labDay(1));
    expect(await pairsOf((await biopsy(patient(), 'Cervical cone biopsy')).case.id)).toEqual([]);
  });

  it('a Pap released after the biopsy is not paired, and a pair is queued once (an amendment or a second run adds none)', async () => {
    const who = patient();
    const first = await pap(who, await labDay(2));
    const b = await biopsy(who, 'Ectocervix, LLETZ excision');
    const em = t.app.get(EntityManager).fork();
    expect(await queueCorrelations(em, { id: 1, username: 'admin', role: 'admin', ip: null } as never, { caseId: b.case.id, reportId: b.report.id })).toBe(0);
    await pap(who, await labDay(0));
    expect((await pairsOf(b.case.id)).map((k: { pap: { caseId: number } }) => k.pap.caseId)).toEqual([first.case.id]);
    // the amendment is not a first release: the later Pap is not paired with it
    const current = (await doctor.get(resultUrl('surgical', b.case.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', b.case.id), { fields: { comment: 'Margins free.' }, version: current.version, amendment: true }).expect(200);
    await doctor.post(generateUrl('surgical'), { caseId: b.case.id, amendReason: 'Margins added.', password: DEMO_PASSWORD }).expect(201);
    const pairs = await pairsOf(b.case.id);
    expect(pairs).toHaveLength(1);
    expect(pairs[0].biopsy.reportId).toBe(b.report.id);
  });

  it('a pathologist records the outcome; lab staff cannot; one who signed both reports cannot; a discrepancy needs a note', async () => {
    const who = patient();
    await pap(who, await labDay(1));
    const [own] = await pairsOf((await biopsy(who)).case.id);
    await user.post(`${CORRELATIONS}/${own.id}`, { outcome: 'agree' }).expect(403);
    const refused = await doctor.post(`${CORRELATIONS}/${own.id}`, { outcome: 'agree' }).expect(403);
    expect(refused.body.message).toMatch(/signed both/);
    const bad = await doctor2.post(`${CORRELATIONS}/${own.id}`, { outcome: 'minor' }).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'note' })]);
    await doctor2.post(`${CORRELATIONS}/${own.id}`, { outcome: 'serious', note: 'x' }).expect(400);
    expect((await pairsOf(own.biopsy.caseId))[0]).toMatchObject({ outcome: null, reviewer: null });

    const res = await doctor2.post(`${CORRELATIONS}/${own.id}`, { outcome: 'minor', note: 'Pap LSIL-range; biopsy CIN 2.' }).expect(201);
    expect(res.body.correlation).toMatchObject({ id: own.id, outcome: 'minor', note: 'Pap LSIL-range; biopsy CIN 2.', reviewer: 'doctor2' });
    const again = await admin.post(`${CORRELATIONS}/${own.id}`, { outcome: 'agree' }).expect(409);
    expect(again.body.message).toMatch(/already recorded by doctor2/);
    const put = await admin.put(`${CORRELATIONS}/${own.id}`, { outcome: 'major', note: 'Re-read: Pap missed the lesion.' }).expect(200);
    expect(put.body.correlation).toMatchObject({ outcome: 'major', reviewer: 'admin' });
    const audit = await auditOf(t, 'correlation', own.id);
    expect(audit.filter((a: { action: string }) => a.action === 'update').map((a: { before: unknown; after: unknown }) => [a.before, a.after])).toEqual([
      [
        { outcome: null, note: null },
        { outcome: 'minor', note: 'Pap LSIL-range; biopsy CIN 2.' },
      ],
      [
        { outcome: 'minor', note: 'Pap LSIL-range; biopsy CIN 2.' },
        { outcome: 'major', note: 'Re-read: Pap missed the lesion.' },
      ],
    ]);

    // a pair signed by two people: either may record it; a PUT before any record is refused
    const who2 = patient();
    await pap(who2, await labDay(1));
    const [mixed] = await pairsOf((await biopsy(who2, 'Cervix biopsy', 'doctor2')).case.id);
    await doctor.put(`${CORRELATIONS}/${mixed.id}`, { outcome: 'agree' }).expect(409);
    await doctor.post(`${CORRELATIONS}/${mixed.id}`, { outcome: 'agree' }).expect(201);
    await doctor.post(`${CORRELATIONS}/999999`, { outcome: 'agree' }).expect(404);

    // the Pap's primary screener does not correlate it: here the pathologist who saved its screening
    const who3 = patient();
    await pap(who3, await labDay(1), completeFields('gynecological', refs, { screenerId: refs.otherScreenerId }), doctor2);
    const [screened] = await pairsOf((await biopsy(who3, 'Cervix biopsy')).case.id);
    const own3 = await doctor2.post(`${CORRELATIONS}/${screened.id}`, { outcome: 'agree' }).expect(403);
    expect(own3.body).toMatchObject({
      message: 'You screened this Pap (its primary screener): another person correlates it with the biopsy.',
      errors: [{ field: 'id', message: 'is your own screening' }],
    });
    expect((await pairsOf(screened.biopsy.caseId))[0]).toMatchObject({ outcome: null });
    await admin.post(`${CORRELATIONS}/${screened.id}`, { outcome: 'agree' }).expect(201);
    await doctor.post(`${CORRELATIONS}/abc`, { outcome: 'agree' }).expect(400);
  });

  it('lists by status and period with paging, and summarises per month with the discrepancy rate', async () => {
    const ids: number[] = [];
    for (const outcome of ['agree', 'agree', 'minor', 'major', null] as const) {
      const who = patient();
      await pap(who, await labDay(1));
      const [pair] = await pairsOf((await biopsy(who, 'Cervix biopsy', 'doctor2')).case.id);
      if (outcome) await doctor.post(`${CORRELATIONS}/${pair.id}`, { outcome, note: outcome === 'agree' ? null : 'Differs.' }).expect(201);
      ids.push(pair.id);
    }
    // moved to a month of their own so the figures are these pairs'
    await sql(t, `update correlation set pap_date = '2001-01-02', biopsy_date = '2001-01-20' where id in (${ids.join(', ')})`);
    const period = { from: '2001-01-01', to: '2001-01-31' };
    const all = await user.get(CORRELATIONS).query(period).expect(200);
    expect(all.body.total).toBe(5);
    expect(
      (
        await user
          .get(CORRELATIONS)
          .query({ ...period, status: 'pending' })
          .expect(200)
      ).body.correlations.map((k: { id: number }) => k.id),
    ).toEqual([ids[4]]);
    expect(
      (
        await user
          .get(CORRELATIONS)
          .query({ ...period, status: 'agree' })
          .expect(200)
      ).body.total,
    ).toBe(2);
    expect(
      (
        await user
          .get(CORRELATIONS)
          .query({ ...period, status: 'reviewed' })
          .expect(200)
      ).body.total,
    ).toBe(4);
    const page = await user
      .get(CORRELATIONS)
      .query({ ...period, first: 2, rows: 2 })
      .expect(200);
    expect(page.body).toMatchObject({ total: 5 });
    expect(page.body.correlations.map((k: { id: number }) => k.id)).toEqual([ids[2], ids[3]]);
    const beyond = await user
      .get(CORRELATIONS)
      .query({ ...period, first: 10 })
      .expect(200);
    expect(beyond.body).toEqual({ correlations: [], total: 5 });
    expect((await user.get(CORRELATIONS).query({ from: '2001-02-01', to: '2001-02-28' }).expect(200)).body.total).toBe(0);
    await user.get(CORRELATIONS).query({ status: 'maybe' }).expect(400);
    await user.get(CORRELATIONS).query({ from: '2001-02-01', to: '2001-01-01' }).expect(400);
    await user.get(CORRELATIONS).query({ rows: 1000 }).expect(400);

    const summary = await user.get(`${CORRELATIONS}/summary`).query(period).expect(200);
    expect(summary.body.periods).toEqual([{ month: '2001-01', pairs: 5, pending: 1, agree: 2, minor: 1, major: 1, discrepancyRate: 0.5 }]);
    expect(summary.body.total).toEqual({ pairs: 5, pending: 1, agree: 2, minor: 1, major: 1, discrepancyRate: 0.5 });
    const empty = await user.get(`${CORRELATIONS}/summary`).query({ from: '2000-01-01', to: '2000-01-31' }).expect(200);
    expect(empty.body).toEqual({ periods: [], total: { pairs: 0, pending: 0, agree: 0, minor: 0, major: 0, discrepancyRate: null } });
    await user.get(`${CORRELATIONS}/summary`).query({ from: 'yesterday' }).expect(400);
  });
});

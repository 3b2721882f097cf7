import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, generateUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp, secondPathologist } from '../../test/results-app.js';

const LOOKBACKS = '/api/reports/gynecologicals/lookbacks';

// Issue 15.3: a Pap released HSIL or worse queues the patient's NILM Paps of the previous 5 years
// (both ends included, in the lab's days) for a second reader.
describe('the 5-year look-back', () => {
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
    doctor2 = await secondPathologist(app, 'Second Reader');
  });
  afterAll(() => t.close());

  const patient = () => ({ hn: `LB${Date.now() % 100000}${++n}`, citizenId: null });
  /** A NILM Pap of the patient, released, then dated back to the lab day `daysAgo` (noon, lab time). */
  const nilm = async (who: Record<string, unknown>, released: string) => {
    const { case: c, report } = await signedOutCase(user, doctor, 'gynecological', refs, { caseOverrides: who });
    // Released versions are append-only (trigger no_change): the test dates one back with the trigger off.
    await sql(
      t,
      `do $$ begin
         alter table report_version disable trigger no_change;
         update report_version set released_at = ('${released}'::date + time '12:00') at time zone 'Asia/Bangkok' where id = ${Number(report.id)};
         alter table report_version enable trigger no_change;
       end $$`,
    );
    return { case: c, report };
  };
  const labToday = async () => (await sql<{ d: string }[]>(t, `select to_char((now() at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as d`))[0]!.d;
  const yearsBefore = async (years: number, extraDays = 0) =>
    (await sql<{ d: string }[]>(t, `select to_char((now() at time zone 'Asia/Bangkok')::date - make_interval(years => ?, days => ?), 'YYYY-MM-DD') as d`, [years, extraDays]))[0]!
      .d;
  const queuedFor = async (triggerCaseId: number) =>
    (await admin.get(LOOKBACKS).expect(200)).body.lookbacks.filter((l: { trigger: { caseId: number } }) => l.trigger.caseId === triggerCaseId);

  it('an HSIL release queues the NILM Paps of the previous 5 years — exactly 5 years included, a day more not', async () => {
    const who = patient();
    const edge = await nilm(who, await yearsBefore(5));
    const tooOld = await nilm(who, await yearsBefore(5, 1));
    const recent = await nilm(who, await labToday());
    const hsil = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });
    const queued = await queuedFor(hsil.case.id);
    expect(queued.map((l: { caseId: number }) => l.caseId).sort()).toEqual([edge.case.id, recent.case.id].sort());
    expect(queued.map((l: { caseId: number }) => l.caseId)).not.toContain(tooOld.case.id);
    expect(queued[0]).toMatchObject({
      trigger: { caseId: hsil.case.id, accessionNo: hsil.case.accessionNo, interpretation: 'HSIL' },
      outcome: null,
      reviewer: null,
      amendmentOpened: false,
    });
    const audit = await auditOf(t, 'lookback', queued[0].id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actor_username: 'doctor', after: expect.objectContaining({ triggerCaseId: hsil.case.id }) })]);
  });

  it('queues nothing for a patient with no earlier Pap, for an LSIL, and for a NILM of another patient', async () => {
    const alone = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { interpretation: 'SCC' }), caseOverrides: patient() });
    expect(await queuedFor(alone.case.id)).toEqual([]);
    const who = patient();
    await nilm(who, await labToday());
    const lsil = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { interpretation: 'LSIL' }), caseOverrides: who });
    expect(await queuedFor(lsil.case.id)).toEqual([]);
    await nilm(patient(), await labToday());
    const other = await signedOutCase(user, doctor, 'gynecological', refs, {
      fields: abnormalPap(refs, { interpretation: 'AGC', agcSubtype: 'endocervical-nos' }),
      caseOverrides: patient(),
    });
    expect(await queuedFor(other.case.id)).toEqual([]);
  });

  it('the screener or signer of the earlier Pap cannot review it; a second reader agrees', async () => {
    const who = patient();
    await nilm(who, await labToday());
    const hsil = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });
    const [lb] = await queuedFor(hsil.case.id);
    const own = await doctor.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'agree' }).expect(403);
    expect(own.body.message).toBe('You screened or signed this Pap: a second reader reviews it in the look-back.');
    await user.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'agree' }).expect(403); // the demo lab staff account is its screener
    const res = await doctor2.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'agree', note: 'Rescreened: negative.' }).expect(201);
    expect(res.body.lookback).toMatchObject({ id: lb.id, outcome: 'agree', reviewer: 'doctor2', note: 'Rescreened: negative.', amendmentOpened: false });
    const again = await admin.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'agree' }).expect(409);
    expect(again.body.message).toBe('This look-back was already reviewed by doctor2.');
    expect((await admin.get(`${LOOKBACKS}?pending=false`).expect(200)).body.lookbacks.map((l: { id: number }) => l.id)).toContain(lb.id);
    expect((await admin.get(`${LOOKBACKS}?pending=true`).expect(200)).body.lookbacks.map((l: { id: number }) => l.id)).not.toContain(lb.id);
  });

  it('a discordant review that changes care opens an amendment of the earlier report', async () => {
    const who = patient();
    const earlier = await nilm(who, await labToday());
    const hsil = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });
    const [lb] = await queuedFor(hsil.case.id);
    const bad = await doctor2.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'discordant' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'correctedInterpretation', message: 'is required when discordant' }]);
    await doctor2.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'agree', changesCare: true }).expect(400);
    const res = await doctor2
      .post(`${LOOKBACKS}/${lb.id}`, { outcome: 'discordant', correctedInterpretation: 'ASC-H', changesCare: true, note: 'Atypical cells missed.' })
      .expect(201);
    expect(res.body.lookback).toMatchObject({ outcome: 'discordant', correctedInterpretation: 'ASC-H', changesCare: true, amendmentOpened: true });
    const result = (await doctor.get(resultUrl('gynecological', earlier.case.id)).expect(200)).body.result;
    expect(result).toMatchObject({ status: 'signed_out', unreleasedChanges: true, fields: { interpretation: 'ASC-H' } });
    // the released NILM version never changed; a pathologist releases the amendment with a reason
    expect((await sql<{ n: number }[]>(t, 'select count(*)::int as n from report_version where case_id = ?', [earlier.case.id]))[0]!.n).toBe(1);
    await doctor.post(generateUrl('gynecological'), { caseId: earlier.case.id, amendReason: 'Look-back rescreen: ASC-H.', password: DEMO_PASSWORD }).expect(201);
    expect((await auditOf(t, 'case_result', earlier.case.id)).some((a) => a.reason === 'amendment draft opened by a discordant look-back')).toBe(true);
  });

  it('a discordant review that does not change care opens nothing; bad input and guests are refused', async () => {
    const who = patient();
    const earlier = await nilm(who, await labToday());
    const hsil = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });
    const [lb] = await queuedFor(hsil.case.id);
    await doctor2.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'discordant', correctedInterpretation: 'NILM' }).expect(400);
    await doctor2.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'maybe' }).expect(400);
    await doctor2.post(`${LOOKBACKS}/999999`, { outcome: 'agree' }).expect(404);
    await (await ApiClient.signedIn(t, 'guest')).get(LOOKBACKS).expect(403);
    const res = await doctor2.post(`${LOOKBACKS}/${lb.id}`, { outcome: 'discordant', correctedInterpretation: 'ASC-US', changesCare: false }).expect(201);
    expect(res.body.lookback.amendmentOpened).toBe(false);
    expect((await doctor.get(resultUrl('gynecological', earlier.case.id)).expect(200)).body.result.unreleasedChanges).toBe(false);
  });
});

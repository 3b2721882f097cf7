import { ApiClient } from '../../../test/api-client.js';
import { completeFields, diagnose, generateUrl, registerCase, type ResultRefs } from '../../../test/results.js';
import { resultsApp, secondPathologist } from '../../../test/results-app.js';
import { sql } from '../../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { QcRandom } from './qc-random.js';
import { QcService } from './qc.service.js';

const RESCREENS = '/api/reports/gynecologicals/rescreens';
const OWN_SCREENING = 'You screened this Pap (its primary screener): another person rescreens the slide.';

/**
 * Issue 24.2: the QC rescreen is a second person's — neither the one who asked for the sign-out nor
 * the Pap's primary screener: the account that signs as the result's screener record, or the one
 * that saved the screening.
 */
describe('the QC rescreen is by a second person', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let doctor2: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    const app = await resultsApp();
    ({ t, admin, user, doctor, refs } = app);
    // This file holds Paps: the real QC decision, with a draw that always picks.
    t.app.get(QcService).decide = QcService.prototype.decide;
    t.app.get(QcRandom).next = () => 0;
    doctor2 = await secondPathologist(app);
  });
  afterAll(() => t.close());

  /** A NILM Pap screened as `screenerId`, saved complete by `saver`, held for QC at the doctor's sign-out: its pending rescreen's id. */
  async function held(screenerId: number, saver: ApiClient): Promise<{ id: number; caseId: number }> {
    const c = await registerCase(user, 'gynecological', refs);
    await diagnose(saver, 'gynecological', c.id, completeFields('gynecological', refs, { screenerId }));
    await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(202);
    const [row] = await sql<{ id: number }[]>(t, 'select id from rescreen where case_id = ? and reviewed_at is null', [c.id]);
    return { id: row!.id, caseId: c.id };
  }
  const pending = async (id: number) => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from rescreen where id = ? and reviewed_at is null', [id]))[0]!.n === 1;

  it('refuses the account that signs as the Pap’s screener (lab staff “Signs as” it), with the reason; another person releases it', async () => {
    const [linked] = await sql<{ staff_id: number }[]>(t, `select staff_id from app_user where username = 'user'`);
    expect(linked!.staff_id).toBe(refs.screenerId);
    const rescreen = await held(refs.screenerId, doctor);
    const refused = await user.post(`${RESCREENS}/${rescreen.id}`, { agree: true }).expect(403);
    expect(refused.body).toMatchObject({ message: OWN_SCREENING, errors: [{ field: 'id', message: 'is your own screening' }] });
    expect(await pending(rescreen.id)).toBe(true);
    const report = (await doctor2.post(`${RESCREENS}/${rescreen.id}`, { agree: true }).expect(201)).body.gynecologicalreport;
    expect(report.qcReview.reviewer).toBe('Second Pathologist');
  });

  it('refuses whoever saved the screening, though no account signs as its screener', async () => {
    const rescreen = await held(refs.otherScreenerId, admin);
    expect((await admin.post(`${RESCREENS}/${rescreen.id}`, { agree: false, correctedInterpretation: 'LSIL' }).expect(403)).body.message).toBe(OWN_SCREENING);
    expect(await pending(rescreen.id)).toBe(true);
    await user.post(`${RESCREENS}/${rescreen.id}`, { agree: true }).expect(201);
  });

  it('still refuses the person who asked for the sign-out', async () => {
    const rescreen = await held(refs.otherScreenerId, doctor);
    expect((await doctor.post(`${RESCREENS}/${rescreen.id}`, { agree: true }).expect(403)).body.message).toBe('You asked for this sign-out: another person rescreens the slide.');
  });
});

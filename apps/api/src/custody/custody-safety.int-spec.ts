import { CUSTODY_API } from '@pathdesk/contracts';
import { gross } from '../../test/bench.js';
import { abnormalPap, signedOutCase } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';

// Issue 31.4: an item of a case in an open look-back (or correlation) cannot be disposed of.
describe('custody: disposal refused for an open safety review', () => {
  let app: Awaited<ReturnType<typeof resultsApp>>;
  beforeAll(async () => {
    app = await resultsApp();
  });
  afterAll(() => app.t.close());

  it('refuses a cell block of a NILM Pap queued for the 5-year look-back, with the reason', async () => {
    const { t, user, doctor, refs } = app;
    const who = { hn: `CU${Date.now() % 100000}`, citizenId: null };
    const nilm = await signedOutCase(user, doctor, 'gynecological', refs, { caseOverrides: who });
    const [cb] = await gross(user, 'gynecological', nilm.case.id, 'CB', 1);
    await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });
    const [open] = await sql<{ id: number }[]>(t, `select id from lookback where case_id = ? and reviewed_at is null`, [nilm.case.id]);
    expect(open).toBeDefined();
    await sql(t, `update pathology_case set received_at = now() - interval '11 years' where id = ?`, [nilm.case.id]);

    const code = `BLK-${cb!.id}`;
    const due = (await user.get(CUSTODY_API.due).query({ kind: 'block', rows: 500 }).expect(200)).body.items;
    expect(due.find((i: { barcode: string }) => i.barcode === code)).toMatchObject({
      refusal: 'is part of an open look-back review',
      refusalCode: 'open-look-back',
      refusalDetail: null,
    });
    const refused = await user.post(CUSTODY_API.disposals, { codes: [code], reason: 'Retention ended', approver: { username: 'admin', password: DEMO_PASSWORD } }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'codes.0', message: `${code} (${nilm.case.accessionNo} CB1) is part of an open look-back review` }]);
  });

  it('refuses a block of a cervical biopsy paired with an abnormal Pap for correlation, until the pair is reviewed', async () => {
    const { t, user, doctor, refs } = app;
    const who = { hn: `CC${Date.now() % 100000}`, citizenId: null };
    await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });
    const biopsy = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { ...who, specimen: 'Cervix, punch biopsy at 12 o’clock' } });
    const [open] = await sql<{ id: number }[]>(t, `select id from correlation where biopsy_case_id = ? and reviewed_at is null`, [biopsy.case.id]);
    expect(open).toBeDefined();
    const [block] = await sql<{ id: number; code: string }[]>(t, `select id, code from bench_block where case_id = ? order by id limit 1`, [biopsy.case.id]);
    await sql(t, `update pathology_case set received_at = now() - interval '11 years' where id = ?`, [biopsy.case.id]);

    const code = `BLK-${block!.id}`;
    const due = (await user.get(CUSTODY_API.due).query({ kind: 'block', rows: 500 }).expect(200)).body.items;
    expect(due.find((i: { barcode: string }) => i.barcode === code)).toMatchObject({ refusal: 'is part of an open correlation review', refusalCode: 'open-correlation' });
    const disposal = { codes: [code], reason: 'Retention ended', approver: { username: 'admin', password: DEMO_PASSWORD } };
    const refused = await user.post(CUSTODY_API.disposals, disposal).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'codes.0', message: `${code} (${biopsy.case.accessionNo} ${block!.code}) is part of an open correlation review` }]);

    await sql(t, `update correlation set reviewed_at = now(), outcome = 'agree', reviewer_username = 'doctor' where id = ?`, [open!.id]);
    await user.post(CUSTODY_API.disposals, disposal).expect(201);
  });
});

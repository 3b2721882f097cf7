import { MikroORM } from '@mikro-orm/postgresql';
import { labDay, SUMMARY_API } from '@pathdesk/contracts';
import ExcelJS from 'exceljs';
import { ApiClient } from '../../test/api-client.js';
import { binary } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

const CURETTAGE = 'Endometrium, curettage:\n- Proliferative endometrium; no hyperplasia or malignancy.';

/**
 * Issue 24.1: a surgical case's malignancy is the pathologist's decision — a field of the result,
 * required at sign-out, stored with the version — and the summaries, their exports and the
 * critical-result rule count that field, never the diagnosis' words. Versions released before the
 * field keep a migrated category, and those the old rule may have misread are listed for review.
 */
describe('the malignancy of a surgical case, as the pathologist decides it', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  let hospitalId: number;
  const today = labDay();
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp());
    hospitalId = (await user.post('/api/hospitals', { code: 'MALH', nameTh: 'โรงพยาบาลมะเร็งวิทยา' }).expect(201)).body.hospital.id;
  });
  afterAll(() => t.close());

  const released = (diagnosis: string, malignancy: string | undefined) =>
    signedOutCase(user, doctor, 'surgical', refs, {
      fields: completeFields('surgical', refs, { diagnosis, malignancy }),
      caseOverrides: { hospitalId, doctorId: null },
    });
  const summary = async () => (await user.get(`${SUMMARY_API.summary('surgical')}?from=${today}&to=${today}&hospitalId=${hospitalId}`).expect(200)).body.summary;
  const byCategory = async () => Object.fromEntries((await summary()).byCategory.map((c: { category: string; count: number }) => [c.category, c.count]));

  it('the summary counts a benign curettage as not malignant: the pathologist’s field, not the words; on screen and in the exports', async () => {
    const curettage = await released(CURETTAGE, 'not-malignant');
    const biopsy = await released('Breast, left, core biopsy: see comment.', 'malignant');
    const dcis = await released('Breast, right: ductal carcinoma in situ, high grade.', 'uncertain');
    expect(curettage.report.snapshot.result.malignancy).toBe('not-malignant');

    expect(await byCategory()).toEqual({ malignant: 1, 'not-malignant': 1, uncertain: 1, pending: 0 });
    const cases = (await user.get(`${SUMMARY_API.cases('surgical')}?from=${today}&to=${today}&hospitalId=${hospitalId}&sortField=accessionNo`).expect(200)).body.cases;
    expect(cases.map((c: { accessionNo: string; category: string }) => [c.accessionNo, c.category])).toEqual([
      [curettage.case.accessionNo, 'not-malignant'],
      [biopsy.case.accessionNo, 'malignant'],
      [dcis.case.accessionNo, 'uncertain'],
    ]);

    const csv = (
      await user
        .get(`${SUMMARY_API.export('surgical')}?from=${today}&to=${today}&hospitalId=${hospitalId}&format=csv`)
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body.toString('utf8');
    expect(csv.split('\r\n').find((line: string) => line.includes(curettage.case.accessionNo))).toContain('Not malignant');
    const xlsx = await user
      .get(`${SUMMARY_API.export('surgical')}?from=${today}&to=${today}&hospitalId=${hospitalId}&format=xlsx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const figures = new Map<string, unknown>();
    book.getWorksheet('Summary')!.eachRow((row) => figures.set(String(row.getCell(1).value), row.getCell(2).value));
    expect([figures.get('Malignant'), figures.get('Not malignant'), figures.get('Uncertain (suspicious, in situ)')]).toEqual([1, 1, 1]);
  });

  it('is required at sign-out, checked at the field, and kept with the version', async () => {
    const c = await registerCase(user, 'surgical', refs);
    await grossForSignOut(user, 'surgical', c.id);
    const fields = completeFields('surgical', refs, { diagnosis: CURETTAGE, malignancy: undefined });
    const current = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    const refused = await doctor.put(resultUrl('surgical', c.id), { fields, version: current.version, complete: true }).expect(400);
    expect(refused.body.errors).toContainEqual({ field: 'fields.malignancy', message: 'is required before sign-out: malignant, not malignant or uncertain, as you decide' });
    const draft = await doctor.put(resultUrl('surgical', c.id), { fields, version: current.version }).expect(200);
    expect(draft.body.result.missing).toEqual(['malignancy']);
    expect((await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(409)).body.message).toMatch(/in progress/);
    const bad = await doctor.put(resultUrl('surgical', c.id), { fields: { malignancy: 'benign' }, version: draft.body.result.version }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'fields.malignancy', message: 'must be malignant, not-malignant or uncertain' }]);
    await doctor.put(resultUrl('surgical', c.id), { fields: { malignancy: 'not-malignant' }, version: draft.body.result.version, complete: true }).expect(200);
    const report = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    expect(report.snapshot.result).toMatchObject({ diagnosis: CURETTAGE, malignancy: 'not-malignant' });
  });

  it('an unexpected malignancy to phone goes with a result the pathologist called malignant or uncertain', async () => {
    const c = await registerCase(user, 'surgical', refs);
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs, { diagnosis: CURETTAGE, malignancy: 'not-malignant' }));
    const refused = await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, criticalFinding: true }).expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'criticalFinding', message: 'the result says not malignant: an unexpected malignancy goes with a malignant or uncertain result' },
    ]);
    expect(await sql(t, `select count(*)::int as n from report_version where case_id = ?`, [c.id])).toEqual([{ n: 0 }]);
  });

  describe('versions released before the field', () => {
    const orm = () => t.app.get(MikroORM);

    /**
     * As they were: the migration is taken back with those after it (migration 011's release trigger,
     * back again, computes the category from the text), an amended version without the field is
     * released straight into report_version — as sign-outs did before — and the migrations are applied again.
     */
    async function releasedBeforeTheField(diagnosis: string) {
      const v1 = (await released('Endometrium, curettage: pending levels.', 'not-malignant')).report;
      await orm().migrator.down({ to: '20261124-022-paraffin-bill-to' }); // this migration (023) and those after it
      const [row] = await sql<{ id: number }[]>(
        t,
        `insert into report_version (kind, case_id, version, amended, amend_reason, previous_id, accession_no, hn, patient_name, patient_search, hospital_id, hospital_name,
                                     diagnosis, snapshot, signed_by_id, signed_by_username, signed_by_name, signed_by_role, released_at)
         select kind, case_id, 2, true, 'Levels examined.', id, accession_no, hn, patient_name, patient_search, hospital_id, hospital_name, ?,
                jsonb_set(snapshot #- '{result,malignancy}', '{result,diagnosis}', to_jsonb(?::text)), signed_by_id, signed_by_username, signed_by_name, signed_by_role, now()
           from report_version where id = ? returning id`,
        [diagnosis, diagnosis, v1.id],
      );
      const [fact] = await sql<{ category: string }[]>(t, `select category from case_fact where case_id = ?`, [v1.caseId]);
      expect(fact!.category).toBe('malignant'); // the old rule misread it
      await orm().migrator.up();
      return { caseId: v1.caseId as number, v1Id: v1.id as number, v2Id: row!.id };
    }

    it('keep the migrated category, are listed for review where the text names a malignancy and a negation, and count what the pathologist confirms (audited; the version unchanged)', async () => {
      const before = await byCategory();
      const { caseId, v1Id, v2Id } = await releasedBeforeTheField(CURETTAGE);
      expect(await sql(t, `select report_id, migrated, to_review, confirmed from malignancy_review where case_id = ?`, [caseId])).toEqual([
        { report_id: v2Id, migrated: 'malignant', to_review: true, confirmed: null },
      ]);
      expect(await byCategory()).toEqual({ ...before, malignant: before.malignant + 1 });

      const list = (await doctor.get(`${SUMMARY_API.malignancyReviews}?pending=true`).expect(200)).body;
      expect(list.reviews.find((r: { reportId: number }) => r.reportId === v2Id)).toMatchObject({
        caseId,
        version: 2,
        diagnosis: CURETTAGE,
        migrated: 'malignant',
        confirmed: null,
      });
      expect(list.reviews.find((r: { reportId: number }) => r.reportId === v1Id)).toBeUndefined();

      const snapshot = async () => (await sql<{ snapshot: unknown }[]>(t, `select snapshot from report_version where id = ?`, [v2Id]))[0]!.snapshot;
      const issued = await snapshot();
      const confirmed = (await doctor.post(SUMMARY_API.malignancyReview(v2Id), { malignancy: 'not-malignant', note: 'Re-read: no malignancy.' }).expect(201)).body.review;
      expect(confirmed).toMatchObject({ reportId: v2Id, migrated: 'malignant', confirmed: 'not-malignant', note: 'Re-read: no malignancy.', reviewedBy: 'doctor' });
      expect(await byCategory()).toEqual({ ...before, 'not-malignant': before['not-malignant'] + 1 });
      expect(await snapshot()).toEqual(issued);
      expect(await auditOf(t, 'malignancy_review', v2Id)).toEqual([
        expect.objectContaining({
          action: 'update',
          actor_username: 'doctor',
          before: { confirmed: null, note: null },
          after: { confirmed: 'not-malignant', note: 'Re-read: no malignancy.' },
        }),
      ]);
      expect((await doctor.get(`${SUMMARY_API.malignancyReviews}?pending=true`).expect(200)).body.reviews.map((r: { reportId: number }) => r.reportId)).not.toContain(v2Id);
      expect((await admin.get(`${SUMMARY_API.malignancyReviews}?pending=false`).expect(200)).body.reviews.map((r: { reportId: number }) => r.reportId)).toContain(v2Id);

      // Only migrated versions are reviewed here (a new version carries its pathologist's choice); only pathologists and administrators.
      expect((await doctor.post(SUMMARY_API.malignancyReview(v1Id), { malignancy: 'malignant' }).expect(404)).body.message).toMatch(/amend the report/);
      await doctor.post(SUMMARY_API.malignancyReview(v2Id), { malignancy: 'benign' }).expect(400);
      await doctor.post(SUMMARY_API.malignancyReview(v2Id), { malignancy: 'malignant', extra: 1 }).expect(400);
      for (const client of [user, guest]) {
        await client.get(SUMMARY_API.malignancyReviews).expect(403);
        await client.post(SUMMARY_API.malignancyReview(v2Id), { malignancy: 'malignant' }).expect(403);
      }
    });

    it('a text without a negation keeps its migrated category and is not listed', async () => {
      const { caseId } = await releasedBeforeTheField('Breast, core biopsy: invasive ductal carcinoma, grade 2.');
      expect(await sql(t, `select migrated, to_review from malignancy_review where case_id = ?`, [caseId])).toEqual([{ migrated: 'malignant', to_review: false }]);
    });
  });
});

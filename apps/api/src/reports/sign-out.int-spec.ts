import { REPORT_ROUTES, type CaseKind } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, completeFields, diagnose, generateUrl, grossForSignOut, registerCase, reportUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

const KINDS: CaseKind[] = ['surgical', 'cytological', 'gynecological'];

describe('sign-out, immutable report versions and amendments', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const setStaffRelease = (on: boolean) => admin.put('/api/lab-settings', { labName: 'ห้องปฏิบัติการพยาธิวิทยา PathDesk', staffMayReleaseNilm: on, qcRate: 0.1 }).expect(200);
  /** Report versions, results, cases and audit records: what a refused request must leave as it was. */
  const writes = async () =>
    (
      await sql<{ reports: number; results: string; cases: string; audit: number }[]>(
        t,
        `select (select count(*)::int from report_version) as reports,
                (select coalesce(string_agg(case_id || ':' || version, ',' order by case_id), '') from case_result) as results,
                (select string_agg(id || ':' || status || ':' || version, ',' order by id) from pathology_case) as cases,
                (select count(*)::int from audit_log) as audit`,
      )
    )[0];

  describe('first sign-out', () => {
    it.each(KINDS)('%s: a doctor signs out a diagnosed case → 201 with version 1; the case is signed out', async (kind) => {
      const c = await registerCase(user, kind, refs, { patientFirstName: 'ประเสริฐ', patientLastName: 'ศรีสุข', patientTitle: 'นาย', sex: 'male' });
      await grossForSignOut(user, kind, c.id);
      await diagnose(doctor, kind, c.id, kind === 'gynecological' ? abnormalPap(refs) : completeFields(kind, refs));
      const res = await doctor.post(generateUrl(kind), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
      const report = res.body[REPORT_ROUTES[kind].one];
      expect(Object.keys(res.body)).toEqual([REPORT_ROUTES[kind].one]);
      expect(report).toMatchObject({
        id: expect.any(Number),
        caseId: c.id,
        kind,
        accessionNo: c.accessionNo,
        version: 1,
        amended: false,
        amendReason: null,
        previousId: null,
        supersededBy: null,
        signedBy: { username: 'doctor', name: 'พยาธิแพทย์ (Demo Pathologist)', role: 'doctor', title: expect.stringMatching(/^พญ\. ศิริพร วัฒนกุล, MD/) },
        pathologist: { name: 'พญ. ศิริพร วัฒนกุล', credentials: 'MD, Thai Board of Anatomical Pathology' },
        qcReview: null,
      });
      expect(report.snapshot.case).toMatchObject({ id: c.id, accessionNo: c.accessionNo, patientName: 'นายประเสริฐ ศรีสุข', status: 'signed_out' });
      expect(report.snapshot.result).toEqual((await doctor.get(resultUrl(kind, c.id)).expect(200)).body.result.fields);
      expect(report.snapshot.lookups[`cfgvalue:${refs.pathologistId}`]).toBe('พญ. ศิริพร วัฒนกุล');
      expect(report.snapshot.lab).toEqual({ name: 'PathDesk Pathology Laboratory', address: null, phone: null });
      expect(report.signedBy.at).toBe(report.releasedAt);
      expect((await doctor.get(resultUrl(kind, c.id)).expect(200)).body.result).toMatchObject({ status: 'signed_out', latestReportId: report.id, unreleasedChanges: false });
      // the audit log: the case's move and the release
      expect((await auditOf(t, 'pathology_case', c.id)).at(-1)).toMatchObject({
        action: 'sign-out',
        actor_username: 'doctor',
        before: { status: 'diagnosed' },
        after: { status: 'signed_out' },
      });
      expect(await auditOf(t, 'report_version', report.id)).toEqual([
        {
          action: 'sign-out',
          actor_username: 'doctor',
          before: null,
          after: {
            caseId: c.id,
            accessionNo: c.accessionNo,
            version: 1,
            amended: false,
            previousId: null,
            signedBy: 'doctor',
            diagnosis: expect.any(String),
            signature: 're-authenticated',
          },
          reason: null,
        },
      ]);
    });

    it('the gynecological snapshot names the specimen type, screener and comments', async () => {
      const { report } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { commentIds: refs.commentIds }) });
      expect(report.screener).toEqual({ name: 'นางสาวอรุณี แสงทอง', credentials: 'CT(ASCP), Cytotechnologist' });
      expect(report.snapshot.lookups).toMatchObject({
        [`cfgvalue:${refs.commentIds[0]}`]: 'Repeat Pap smear in 12 months.',
        [`cfgvalue:${refs.commentIds[1]}`]: 'Suggest HPV testing.',
        [`cfgvalue:${refs.gynTypeId}`]: 'Liquid-based cytology (ThinPrep)',
      });
    });

    it('needs a diagnosed case (409 naming the status) with a complete result; a GET there changes nothing', async () => {
      const registered = await registerCase(user, 'surgical', refs);
      const before = await writes();
      expect((await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: registered.id }).expect(409)).body.message).toBe(
        'This case is registered, so it cannot be signed out.',
      );
      await doctor.put(resultUrl('surgical', registered.id), { fields: { gross: 'x' }, version: 0 }).expect(200);
      const mid = await writes();
      expect((await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: registered.id }).expect(409)).body.message).toBe(
        'This case is in progress, so it cannot be signed out.',
      );
      expect(await writes()).toEqual(mid);
      // GET /generate is no route that changes anything (it is `:id`, and "generate" is no id)
      await doctor.get(generateUrl('surgical')).expect(400);
      await doctor.get(`${generateUrl('surgical')}?caseId=${registered.id}`).expect(400);
      expect(before.reports).toBe((await writes()).reports);
      // unknown case, another kind's case, bad bodies
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: 999999 }).expect(404);
      const cyto = await registerCase(user, 'cytological', refs);
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: cyto.id }).expect(404);
      await doctor.post(generateUrl('surgical'), {}).expect(400);
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: registered.id, signedBy: 'someone' }).expect(400);
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: registered.id, amendReason: 'x' }).expect(400);
    });

    it('refuses a second sign-out (409): a released report is amended, with a reason', async () => {
      const { case: c, report } = await signedOutCase(user, doctor, 'surgical', refs);
      const before = await writes();
      const again = await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(409);
      expect(again.body.message).toMatch(/already signed out \(report version 1\).*amend it with a reason/);
      expect(await writes()).toEqual(before);
      expect((await doctor.get(reportUrl('surgical', report.id)).expect(200)).body.surgicalreport.version).toBe(1);
    });
  });

  describe('who signs', () => {
    it('lab staff cannot sign out surgical, cytological or abnormal gynecological cases (403 with the reason)', async () => {
      await setStaffRelease(true);
      for (const kind of KINDS) {
        const c = await registerCase(user, kind, refs);
        await diagnose(user, kind, c.id, kind === 'gynecological' ? abnormalPap(refs) : completeFields(kind, refs));
        const before = await writes();
        const res = await user.post(generateUrl(kind), { password: DEMO_PASSWORD, caseId: c.id }).expect(403);
        expect(res.body.message).toBe(
          kind === 'gynecological'
            ? 'This Pap is not a satisfactory NILM: a pathologist (doctor) signs it out.'
            : `A pathologist (doctor) signs out ${kind} reports; lab staff cannot.`,
        );
        expect(await writes()).toEqual(before);
      }
    });

    it('lab staff release a satisfactory NILM Pap only while the lab allows it', async () => {
      await setStaffRelease(false);
      const c = await registerCase(user, 'gynecological', refs);
      await diagnose(user, 'gynecological', c.id, completeFields('gynecological', refs));
      const refused = await user.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(403);
      expect(refused.body.message).toMatch(/only where the lab allows it/);
      await setStaffRelease(true);
      const released = (await user.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201)).body.gynecologicalreport;
      expect(released.signedBy).toMatchObject({ username: 'user', role: 'user', title: 'นางสาวอรุณี แสงทอง, CT(ASCP), Cytotechnologist' });
      expect(released.pathologist).toBeNull();
      await setStaffRelease(false);
    });

    it('an administrator signs anything; a guest nothing (403)', async () => {
      const { report } = await signedOutCase(user, admin, 'cytological', refs);
      expect(report.signedBy).toMatchObject({ username: 'admin', role: 'admin', title: null });
      const c = await registerCase(user, 'surgical', refs);
      await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs));
      expect((await guest.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(403)).body.message).toBe('Your role does not allow this.');
    });
  });

  describe('a released version cannot be altered', () => {
    it('PUT and DELETE on a report answer 409 and change nothing', async () => {
      const { report } = await signedOutCase(user, doctor, 'surgical', refs);
      const before = await writes();
      for (const client of [admin, doctor, user]) {
        const put = await client.put(reportUrl('surgical', report.id), { snapshot: {}, amended: true }).expect(409);
        expect(put.body.message).toMatch(new RegExp(`^Report ${report.accessionNo} version 1 was released and is never changed`));
        await client.delete(reportUrl('surgical', report.id)).expect(409);
      }
      await doctor.put(reportUrl('surgical', 999999)).expect(404);
      expect(await writes()).toEqual(before);
      const after = (await doctor.get(reportUrl('surgical', report.id)).expect(200)).body.surgicalreport;
      expect(after).toEqual({ ...report, supersededBy: null });
    });

    it('the database refuses UPDATE, DELETE and TRUNCATE of report_version (trigger), and nothing changes', async () => {
      const { report } = await signedOutCase(user, doctor, 'surgical', refs);
      const snapshot = await sql(t, `select * from report_version where id = ?`, [report.id]);
      await expect(sql(t, `update report_version set diagnosis = 'tampered' where id = ?`, [report.id])).rejects.toThrow(/report_version is append-only: UPDATE is not allowed/);
      await expect(sql(t, `update report_version set snapshot = jsonb_set(snapshot, '{result,diagnosis}', '"benign"')`)).rejects.toThrow(/append-only: UPDATE/);
      await expect(sql(t, `delete from report_version where id = ?`, [report.id])).rejects.toThrow(/append-only: DELETE/);
      await expect(sql(t, `truncate report_version cascade`)).rejects.toThrow(/append-only: TRUNCATE/);
      expect(await sql(t, `select * from report_version where id = ?`, [report.id])).toEqual(snapshot);
    });

    it('a later edit of the lookups or lab settings does not change what was released', async () => {
      const { report } = await signedOutCase(user, doctor, 'surgical', refs);
      await admin.put(`/api/cfgvalues/${refs.pathologistId}`, { value: 'MD (changed later)' }).expect(200);
      await admin.put('/api/lab-settings', { labName: 'Renamed Laboratory', staffMayReleaseNilm: false, qcRate: 0.1 }).expect(200);
      try {
        const read = (await doctor.get(reportUrl('surgical', report.id)).expect(200)).body.surgicalreport;
        expect(read.pathologist).toEqual(report.pathologist);
        expect(read.snapshot).toEqual(report.snapshot);
      } finally {
        await admin.put(`/api/cfgvalues/${refs.pathologistId}`, { value: 'MD, Thai Board of Anatomical Pathology' }).expect(200);
        await admin.put('/api/lab-settings', { labName: 'PathDesk Pathology Laboratory', staffMayReleaseNilm: false, qcRate: 0.1 }).expect(200);
      }
    });
  });

  describe('amendments', () => {
    it('release the amendment draft as a new AMENDED version; the earlier one stays readable, superseded', async () => {
      const { case: c, report: v1 } = await signedOutCase(user, doctor, 'surgical', refs);
      const draft = (
        await doctor
          .put(resultUrl('surgical', c.id), { fields: { diagnosis: 'Skin, left arm, excision: dermatofibrosarcoma protuberans, margins involved.' }, version: 1, amendment: true })
          .expect(200)
      ).body.result;
      expect(draft).toMatchObject({ status: 'signed_out', unreleasedChanges: true });
      // the released version did not move
      expect((await doctor.get(reportUrl('surgical', v1.id)).expect(200)).body.surgicalreport.snapshot.result.diagnosis).toBe(completeFields('surgical', refs).diagnosis);

      const res = await doctor
        .post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Immunohistochemistry (CD34+) changed the diagnosis.' })
        .expect(201);
      const v2 = res.body.surgicalreport;
      expect(v2).toMatchObject({
        caseId: c.id,
        accessionNo: c.accessionNo,
        version: 2,
        amended: true,
        amendReason: 'Immunohistochemistry (CD34+) changed the diagnosis.',
        previousId: v1.id,
        supersededBy: null,
      });
      expect(v2.snapshot.result.diagnosis).toMatch(/dermatofibrosarcoma/);
      expect(v2.snapshot.case.status).toBe('amended');
      const old = (await user.get(reportUrl('surgical', v1.id)).expect(200)).body.surgicalreport;
      expect(old).toEqual({ ...v1, supersededBy: v2.id });
      // A guest reads it too, as printed (issue 24.9).
      expect((await guest.get(reportUrl('surgical', v1.id)).expect(200)).body.surgicalreport).toMatchObject({ id: v1.id, version: 1, supersededBy: v2.id });
      expect((await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result).toMatchObject({ status: 'amended', latestReportId: v2.id, unreleasedChanges: false });
      expect(await auditOf(t, 'report_version', v2.id)).toEqual([
        expect.objectContaining({
          action: 'amend',
          actor_username: 'doctor',
          reason: 'Immunohistochemistry (CD34+) changed the diagnosis.',
          after: expect.objectContaining({ version: 2, amended: true, previousId: v1.id }),
        }),
      ]);
      expect((await auditOf(t, 'pathology_case', c.id)).at(-1)).toMatchObject({ action: 'amend', before: { status: 'signed_out' }, after: { status: 'amended' } });

      // amended may be amended again: version 3 supersedes 2
      await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Discussed with Dr. Somchai on the phone.' }, version: 2, amendment: true }).expect(200);
      const v3 = (await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Clinician notified; comment added.' }).expect(201)).body
        .surgicalreport;
      expect(v3).toMatchObject({ version: 3, previousId: v2.id, amended: true });
      expect((await doctor.get(reportUrl('surgical', v2.id)).expect(200)).body.surgicalreport.supersededBy).toBe(v3.id);
      expect((await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result.status).toBe('amended');
    });

    it('need a reason, unreleased changes, a complete result and a signer allowed for the case', async () => {
      const { case: c } = await signedOutCase(user, doctor, 'surgical', refs);
      const before = await writes();
      // no changes since the release
      const same = await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Typo in the gross description.' }).expect(409);
      expect(same.body.message).toBe('Nothing to amend: the result is the same as released version 1. Save the correction as an amendment draft first.');
      // without a reason it is a second sign-out
      await doctor.put(resultUrl('surgical', c.id), { fields: { gross: 'Corrected gross description.' }, version: 1, amendment: true }).expect(200);
      const mid = await writes();
      expect(mid.reports).toBe(before.reports);
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(409);
      const short = await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: ' ab ' }).expect(400);
      expect(short.body.errors).toEqual([{ field: 'amendReason', message: 'say what the amendment corrects (at least 5 characters)' }]);
      // an incomplete draft cannot be released
      await doctor.put(resultUrl('surgical', c.id), { fields: { diagnosis: null }, version: 2, amendment: true }).expect(200);
      expect((await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Diagnosis removed.' }).expect(400)).body.message).toBe(
        'The result is not complete: it still needs diagnosis.',
      );
      // lab staff cannot amend a surgical report
      await doctor.put(resultUrl('surgical', c.id), { fields: { diagnosis: 'Restored diagnosis.' }, version: 3, amendment: true }).expect(200);
      await user.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Restored the diagnosis.' }).expect(403);
      // a case never signed out is not amended
      const fresh = await registerCase(user, 'surgical', refs);
      await diagnose(doctor, 'surgical', fresh.id, completeFields('surgical', refs));
      expect((await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: fresh.id, amendReason: 'Nothing was released yet.' }).expect(409)).body.message).toBe(
        'This case is diagnosed, so it cannot be amended.',
      );
    });
  });

  describe('the case state machine through results and sign-out', () => {
    it('walks registered → in_progress → diagnosed → in_progress → diagnosed → signed_out → amended → amended, and refuses the rest', async () => {
      const c = await registerCase(user, 'cytological', refs);
      const seen: string[] = [];
      const step = async (res: { body: { result?: { status: string } } }) => seen.push(res.body.result!.status);
      await step(await doctor.put(resultUrl('cytological', c.id), { fields: { adequacy: 'satisfactory' }, version: 0 }).expect(200));
      await step(await doctor.put(resultUrl('cytological', c.id), { fields: completeFields('cytological', refs), version: 1, complete: true }).expect(200));
      await step(await doctor.put(resultUrl('cytological', c.id), { fields: { comment: 'reopened' }, version: 2 }).expect(200));
      await step(await doctor.put(resultUrl('cytological', c.id), { fields: {}, version: 3, complete: true }).expect(200));
      await doctor.post(generateUrl('cytological'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
      seen.push((await doctor.get(resultUrl('cytological', c.id)).expect(200)).body.result.status);
      for (const reason of ['First correction of the report.', 'Second correction of the report.']) {
        const version = (await doctor.get(resultUrl('cytological', c.id)).expect(200)).body.result.version;
        await doctor.put(resultUrl('cytological', c.id), { fields: { comment: reason }, version, amendment: true }).expect(200);
        await doctor.post(generateUrl('cytological'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: reason }).expect(201);
        seen.push((await doctor.get(resultUrl('cytological', c.id)).expect(200)).body.result.status);
      }
      expect(seen).toEqual(['in_progress', 'diagnosed', 'in_progress', 'diagnosed', 'signed_out', 'amended', 'amended']);
      // refused: cancelling after sign-out, back to in progress after sign-out
      const caseVersion = (await user.get(`/api/cytologicals/${c.id}`).expect(200)).body.cytological.version;
      expect((await user.put(`/api/cytologicals/${c.id}`, { version: caseVersion, status: 'cancelled', cancelReason: 'Too late' }).expect(409)).body.message).toBe(
        'This case is amended, so it cannot be cancelled.',
      );
      const version = (await doctor.get(resultUrl('cytological', c.id)).expect(200)).body.result.version;
      await doctor.put(resultUrl('cytological', c.id), { fields: {}, version, complete: false }).expect(409);
    });
  });
});

import { ApiClient } from '../../test/api-client.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultRefs, resultUrl, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

describe('results: drafts, completion and the case status', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await resultRefs(t);
  });
  afterAll(() => t.close());

  const status = async (kind: 'surgical' | 'cytological' | 'gynecological', id: number) => (await user.get(resultUrl(kind, id)).expect(200)).body.result.status;
  /** Result rows, case rows and audit records: what a refused save must leave as it was. */
  const writes = async () =>
    (
      await sql<{ results: string; cases: string; audit: number }[]>(
        t,
        `select (select coalesce(string_agg(case_id || ':' || version, ',' order by case_id), '') from case_result) as results,
                (select string_agg(id || ':' || status || ':' || version, ',' order by id) from pathology_case) as cases,
                (select count(*)::int from audit_log) as audit`,
      )
    )[0];

  describe('reading', () => {
    it('answers an empty result for a new case (version 0, what is missing), with the registered specimen type', async () => {
      const c = await registerCase(user, 'gynecological', refs);
      const res = await doctor.get(resultUrl('gynecological', c.id)).expect(200);
      expect(res.body).toEqual({
        result: {
          caseId: c.id,
          kind: 'gynecological',
          status: 'registered',
          fields: {
            gynTypeId: refs.gynTypeId,
            adequacy: null,
            adequacyNote: null,
            unsatisfactoryReason: null,
            interpretation: null,
            organisms: [],
            reactiveChanges: [],
            agcSubtype: null,
            adenocarcinomaType: null,
            otherFinding: null,
            commentIds: [],
            comment: null,
            screenerId: null,
            pathologistId: null,
            highRisk: false,
          },
          missing: ['adequacy', 'screenerId', 'pathologistId'],
          blockCount: 0,
          updatedAt: null,
          updatedBy: null,
          version: 0,
          latestReportId: null,
          unreleasedChanges: false,
          pendingRescreenId: null,
        },
      });
      const surgical = await registerCase(user, 'surgical', refs);
      const empty = (await user.get(resultUrl('surgical', surgical.id)).expect(200)).body.result;
      expect(empty.fields).toEqual({
        parts: [],
        gross: null,
        microscopic: null,
        diagnosis: null,
        malignancy: null,
        additionalStudies: null,
        comment: null,
        pathologistId: null,
        noBlocksReason: null,
      });
      expect(empty.missing).toEqual(['gross', 'diagnosis', 'malignancy', 'pathologistId', 'noBlocksReason']);
    });

    it('is per kind: another kind’s case or an unknown id is not found (404); a bad id 400', async () => {
      const c = await registerCase(user, 'surgical', refs);
      expect((await user.get(resultUrl('cytological', c.id)).expect(404)).body.message).toBe('No such cytological case.');
      await user.put(resultUrl('gynecological', c.id), { fields: {}, version: 0 }).expect(404);
      await user.get(resultUrl('surgical', 999999)).expect(404);
      await user.get('/api/surgicals/abc/result').expect(400);
    });
  });

  describe('drafts', () => {
    it('move a registered case in progress at the first save, keep the rest, and answer the new version', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const first = (await doctor.put(resultUrl('surgical', c.id), { fields: { gross: '  Ellipse of skin 2 cm.  ' }, version: 0 }).expect(200)).body.result;
      expect(first).toMatchObject({ status: 'in_progress', version: 1, updatedBy: 'doctor', fields: { gross: 'Ellipse of skin 2 cm.', diagnosis: null } });
      // The sign-out also needs the pathologist's malignancy, and the case's blocks or why it has none (issue 24.1, 24.5).
      expect(first.missing).toEqual(['diagnosis', 'malignancy', 'pathologistId', 'noBlocksReason']);
      const second = (await user.put(resultUrl('surgical', c.id), { fields: { microscopic: 'Dermatofibroma.' }, version: 1 }).expect(200)).body.result;
      expect(second).toMatchObject({ status: 'in_progress', version: 2, updatedBy: 'user', fields: { gross: 'Ellipse of skin 2 cm.', microscopic: 'Dermatofibroma.' } });
      // null clears a field; an empty string too
      const cleared = (await user.put(resultUrl('surgical', c.id), { fields: { microscopic: '', gross: null }, version: 2 }).expect(200)).body.result;
      expect(cleared.fields).toMatchObject({ gross: null, microscopic: null });
      // the case moved too, and its history says so
      const history = (await user.get(`/api/surgicals/${c.id}/history`).expect(200)).body.history;
      expect(history[0]).toMatchObject({ action: 'update', actor: 'doctor', changes: { status: ['registered', 'in_progress'] } });
    });

    it('are audited with the fields they changed (entity case_result), and a save changing nothing writes nothing', async () => {
      const c = await registerCase(user, 'cytological', refs);
      await doctor.put(resultUrl('cytological', c.id), { fields: { interpretation: 'Benign.', category: 'negative' }, version: 0 }).expect(200);
      await doctor.put(resultUrl('cytological', c.id), { fields: { interpretation: 'Benign follicular nodule.' }, version: 1 }).expect(200);
      expect(await auditOf(t, 'case_result', c.id)).toEqual([
        { action: 'update', actor_username: 'doctor', before: { category: null, interpretation: null }, after: { category: 'negative', interpretation: 'Benign.' }, reason: null },
        { action: 'update', actor_username: 'doctor', before: { interpretation: 'Benign.' }, after: { interpretation: 'Benign follicular nodule.' }, reason: null },
      ]);
      const before = await writes();
      const same = (await doctor.put(resultUrl('cytological', c.id), { fields: { interpretation: 'Benign follicular nodule.' }, version: 2 }).expect(200)).body.result;
      expect(same.version).toBe(2);
      expect(await writes()).toEqual(before);
    });

    it('refuse a stale version (409) and change nothing; of concurrent saves of one version, one wins', async () => {
      const c = await registerCase(user, 'surgical', refs);
      await doctor.put(resultUrl('surgical', c.id), { fields: { gross: 'a' }, version: 0 }).expect(200);
      const before = await writes();
      const stale = await user.put(resultUrl('surgical', c.id), { fields: { gross: 'b' }, version: 0 }).expect(409);
      expect(stale.body).toMatchObject({ message: 'The result was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      expect(await writes()).toEqual(before);
      const raced = await Promise.all(['x', 'y', 'z'].map((gross) => user.put(resultUrl('surgical', c.id), { fields: { gross }, version: 1 })));
      expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await user.get(resultUrl('surgical', c.id)).expect(200)).body.result.version).toBe(2);
    });
  });

  describe('validation (400 naming the fields; nothing written)', () => {
    it('refuses unknown fields, fields of other kinds, bad values and a missing version', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const g = await registerCase(user, 'gynecological', refs);
      const before = await writes();
      const unknown = await user.put(resultUrl('surgical', c.id), { fields: { gross: 'x', interpretation: 'NILM' }, version: 0 }).expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'fields.interpretation', message: expect.stringMatching(/unrecognized/i) }]);
      const noVersion = await user.put(resultUrl('surgical', c.id), { fields: {} }).expect(400);
      expect(noVersion.body.errors.map((e: { field: string }) => e.field)).toEqual(['version']);
      await user.put(resultUrl('surgical', c.id), { fields: { gross: 'x'.repeat(20_001) }, version: 0 }).expect(400);
      await user.put(resultUrl('surgical', c.id), { fields: { pathologistId: 'x' }, version: 0 }).expect(400);
      await user.put(resultUrl('surgical', c.id), { fields: {}, version: 0, status: 'diagnosed' }).expect(400);
      const bad = await user
        .put(resultUrl('gynecological', g.id), { fields: { interpretation: 'HSIL', organisms: ['candida'], agcSubtype: 'glandular-nos' }, version: 0 })
        .expect(400);
      expect(bad.body.errors).toEqual([
        { field: 'fields.organisms', message: 'organisms and reactive changes go with NILM' },
        { field: 'fields.agcSubtype', message: 'goes with AGC' },
      ]);
      expect(await writes()).toEqual(before);
    });

    it('checks the saved fields together with the stored ones', async () => {
      const g = await registerCase(user, 'gynecological', refs);
      await user.put(resultUrl('gynecological', g.id), { fields: { interpretation: 'NILM', organisms: ['trichomonas'] }, version: 0 }).expect(200);
      const before = await writes();
      // HSIL alone is valid, but not with the organisms kept from NILM
      const res = await user.put(resultUrl('gynecological', g.id), { fields: { interpretation: 'HSIL' }, version: 1 }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'fields.organisms', message: 'organisms and reactive changes go with NILM' }]);
      expect(await writes()).toEqual(before);
      await user.put(resultUrl('gynecological', g.id), { fields: { interpretation: 'HSIL', organisms: [] }, version: 1 }).expect(200);
    });

    it('checks the lookups named: the right list, known, active when newly chosen', async () => {
      const g = await registerCase(user, 'gynecological', refs);
      const c = await registerCase(user, 'cytological', refs);
      const before = await writes();
      const wrong = await user
        .put(resultUrl('gynecological', g.id), {
          fields: { pathologistId: refs.screenerId, screenerId: refs.pathologistId, gynTypeId: refs.cytoTypeId, commentIds: [refs.commentIds[0], 999999] },
          version: 0,
        })
        .expect(400);
      expect(wrong.body.errors).toEqual([
        { field: 'fields.pathologistId', message: 'is not a known pathologist' },
        { field: 'fields.screenerId', message: 'is not a known screener' },
        { field: 'fields.gynTypeId', message: 'is not a known gynecological type' },
        { field: 'fields.commentIds.1', message: 'is not a known gynecological comment' },
      ]);
      const twice = await user.put(resultUrl('gynecological', g.id), { fields: { commentIds: [refs.commentIds[0], refs.commentIds[0]] }, version: 0 }).expect(400);
      expect(twice.body.errors).toEqual([{ field: 'fields.commentIds', message: 'names a comment twice' }]);
      await user.put(resultUrl('cytological', c.id), { fields: { cytoTypeId: refs.gynTypeId }, version: 0 }).expect(400);
      expect(await writes()).toEqual(before);

      // A pathologist chosen, then deactivated: still valid where chosen, refused as a new choice.
      await user.put(resultUrl('gynecological', g.id), { fields: { pathologistId: refs.otherPathologistId }, version: 0 }).expect(200);
      await sql(t, `update cfgvalue set status = 'inactive' where id = ?`, [refs.otherPathologistId]);
      try {
        await user.put(resultUrl('gynecological', g.id), { fields: { comment: 'kept' }, version: 1 }).expect(200);
        const other = await registerCase(user, 'surgical', refs);
        const inactive = await user.put(resultUrl('surgical', other.id), { fields: { pathologistId: refs.otherPathologistId }, version: 0 }).expect(400);
        expect(inactive.body.errors).toEqual([{ field: 'fields.pathologistId', message: 'is no longer active: choose another pathologist' }]);
      } finally {
        await sql(t, `update cfgvalue set status = 'active' where id = ?`, [refs.otherPathologistId]);
      }
    });

    it('makes a pathologist named by a result "in use": deleting it deactivates it', async () => {
      const admin = await ApiClient.signedIn(t, 'admin');
      const created = (await admin.post('/api/cfgvalues', { category: 'pathologist', name: 'นพ. ทดสอบ ลบไม่ได้', value: 'MD' }).expect(201)).body.cfgvalue;
      const unused = (await admin.post('/api/cfgvalues', { category: 'gynecologicalcomment', name: 'Unused comment for the test.' }).expect(201)).body.cfgvalue;
      const comment = (await admin.post('/api/cfgvalues', { category: 'gynecologicalcomment', name: 'Used comment for the test.' }).expect(201)).body.cfgvalue;
      const s = await registerCase(user, 'surgical', refs);
      await user.put(resultUrl('surgical', s.id), { fields: { pathologistId: created.id }, version: 0 }).expect(200);
      const g = await registerCase(user, 'gynecological', refs);
      await user.put(resultUrl('gynecological', g.id), { fields: { commentIds: [refs.commentIds[1], comment.id] }, version: 0 }).expect(200);
      const res = await admin.delete('/api/cfgvalues', { ids: [created.id, unused.id, comment.id] }).expect(200);
      expect(res.body.deleted).toEqual([unused.id]);
      expect(res.body.deactivated.sort()).toEqual([created.id, comment.id].sort());
      expect(res.body.message).toMatch(/results/);
    });
  });

  describe('completion and the case status', () => {
    it('complete=true needs nothing missing (400 listing it) and makes the case diagnosed; a draft save puts it back in progress', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const before = await writes();
      const res = await doctor.put(resultUrl('surgical', c.id), { fields: { gross: 'x' }, version: 0, complete: true }).expect(400);
      expect(res.body).toMatchObject({
        message: 'The result is not complete: it still needs diagnosis, malignancy, pathologistId.',
        errors: [
          { field: 'fields.diagnosis', message: 'is required before sign-out' },
          { field: 'fields.malignancy', message: 'is required before sign-out: malignant, not malignant or uncertain, as you decide' },
          { field: 'fields.pathologistId', message: 'is required before sign-out' },
        ],
      });
      expect(await writes()).toEqual(before);
      // straight from registered to diagnosed (through in progress)
      const done = (await doctor.put(resultUrl('surgical', c.id), { fields: completeFields('surgical', refs), version: 0, complete: true }).expect(200)).body.result;
      // Diagnosed; the sign-out still wants the case's blocks or the reason it has none (issue 24.5).
      expect(done).toMatchObject({ status: 'diagnosed', version: 1, missing: ['noBlocksReason'] });
      const history = (await user.get(`/api/surgicals/${c.id}/history`).expect(200)).body.history;
      expect(history[0].changes).toEqual({ status: ['registered', 'diagnosed'] });
      // complete again, nothing changed: nothing to do
      const again = (await doctor.put(resultUrl('surgical', c.id), { fields: {}, version: 1, complete: true }).expect(200)).body.result;
      expect(again).toMatchObject({ status: 'diagnosed', version: 1 });
      // a draft save (complete absent) reopens it, even without changes
      expect((await doctor.put(resultUrl('surgical', c.id), { fields: {}, version: 1 }).expect(200)).body.result).toMatchObject({ status: 'in_progress', version: 1 });
      expect((await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'x' }, version: 1, complete: true }).expect(200)).body.result).toMatchObject({
        status: 'diagnosed',
        version: 2,
      });
      expect((await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'y' }, version: 2, complete: false }).expect(200)).body.result).toMatchObject({
        status: 'in_progress',
        version: 3,
      });
    });

    it('a Pap needs a pathologist unless it is a satisfactory NILM; an unsatisfactory one its reason', async () => {
      const g = await registerCase(user, 'gynecological', refs);
      const nilm = (await user.put(resultUrl('gynecological', g.id), { fields: completeFields('gynecological', refs), version: 0, complete: true }).expect(200)).body.result;
      expect(nilm).toMatchObject({ status: 'diagnosed', missing: [] });
      const asc = await user
        .put(resultUrl('gynecological', g.id), { fields: { interpretation: 'ASC-US', organisms: [], reactiveChanges: [] }, version: 1, complete: true })
        .expect(400);
      expect(asc.body.errors).toEqual([{ field: 'fields.pathologistId', message: 'is required before sign-out' }]);
      const unsat = await user
        .put(resultUrl('gynecological', g.id), {
          fields: { adequacy: 'unsatisfactory', interpretation: null, organisms: [], reactiveChanges: [], pathologistId: refs.pathologistId },
          version: 1,
          complete: true,
        })
        .expect(400);
      expect(unsat.body.errors).toEqual([{ field: 'fields.unsatisfactoryReason', message: 'is required before sign-out' }]);
    });

    it('a cancelled case gets no result (409); a result cannot skip to signed out', async () => {
      const c = await registerCase(user, 'surgical', refs);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, status: 'cancelled', cancelReason: 'Duplicate registration' }).expect(200);
      const before = await writes();
      const res = await doctor.put(resultUrl('surgical', c.id), { fields: { gross: 'x' }, version: 0 }).expect(409);
      expect(res.body.message).toBe('This case was cancelled: it gets no result and no report.');
      await doctor.put(resultUrl('surgical', c.id), { fields: completeFields('surgical', refs), version: 0, complete: true }).expect(409);
      expect((await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(409)).body.message).toBe('This case was cancelled: it gets no report.');
      expect(await writes()).toEqual(before);
    });

    it('after sign-out: plain saves are refused (409 "amend the report instead"); amendment drafts need a signed-out case', async () => {
      const c = await registerCase(user, 'surgical', refs);
      await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs));
      const draftFlag = await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'x' }, version: 1, amendment: true }).expect(400);
      expect(draftFlag.body.errors).toEqual([{ field: 'amendment', message: 'only a signed-out report is amended: save this result as a draft' }]);
      await grossForSignOut(user, 'surgical', c.id);
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
      expect(await status('surgical', c.id)).toBe('signed_out');
      const before = await writes();
      const refused = await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'late' }, version: 1 }).expect(409);
      expect(refused.body.message).toMatch(/signed out: amend the report instead/);
      expect(await writes()).toEqual(before);
      const draft = (await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Addendum: margins re-examined.' }, version: 1, amendment: true }).expect(200)).body.result;
      expect(draft).toMatchObject({ status: 'signed_out', version: 2, unreleasedChanges: true, latestReportId: expect.any(Number) });
      expect((await auditOf(t, 'case_result', c.id)).at(-1)).toMatchObject({ reason: 'amendment draft', after: { comment: 'Addendum: margins re-examined.' } });
      // back to what was released: nothing unreleased
      const undone = (await doctor.put(resultUrl('surgical', c.id), { fields: { comment: null }, version: 2, amendment: true }).expect(200)).body.result;
      expect(undone.unreleasedChanges).toBe(false);
    });
  });

  it('refuses guests (403), as every role outside admin, user and doctor', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const guest = await ApiClient.signedIn(t, 'guest');
    await guest.get(resultUrl('surgical', c.id)).expect(403);
    await guest.put(resultUrl('surgical', c.id), { fields: {}, version: 0 }).expect(403);
  });
});

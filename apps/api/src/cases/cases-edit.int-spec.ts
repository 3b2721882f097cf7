import { CASE_ROUTES, type CaseKind } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs, hoursAgo, writes, type CaseRefs } from '../../test/cases.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Case {
  id: number;
  accessionNo: string;
  version: number;
  status: string;
  [field: string]: unknown;
}

describe('case edits, cancellation and history', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  const register = async (kind: CaseKind = 'surgical', overrides: Record<string, unknown> = {}): Promise<Case> => {
    const { plural, singular } = CASE_ROUTES[kind];
    return (await user.post(`/api/${plural}`, caseBody(kind, refs, overrides)).expect(201)).body[singular];
  };

  describe('reading one case', () => {
    it('answers { surgical: … } by id; another kind’s id or an unknown one is not found here', async () => {
      const c = await register('cytological');
      const res = await user.get(`/api/cytologicals/${c.id}`).expect(200);
      expect(res.body).toEqual({ cytological: c });
      const elsewhere = await user.get(`/api/surgicals/${c.id}`).expect(404);
      expect(elsewhere.body.message).toBe('No such surgical case.');
      await user.get(`/api/gynecologicals/${c.id}`).expect(404);
      await user.get(`/api/gynecologicals/${c.id}/history`).expect(404);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, notes: 'x' }).expect(404);
      await user.get('/api/cytologicals/999999').expect(404);
      await user.get('/api/cytologicals/abc').expect(400);
      await user.get('/api/cytologicals/0').expect(400);
    });
  });

  describe('edits', () => {
    it('change the fields sent, with the version read; the audit record has them before and after', async () => {
      const c = await register();
      const res = await user
        .put(`/api/surgicals/${c.id}`, { version: 1, specimen: 'Skin, left forearm, wide excision', price: 650, clinicalHistory: c.clinicalHistory })
        .expect(200);
      const edited = res.body.surgical;
      expect(edited).toMatchObject({ id: c.id, accessionNo: c.accessionNo, specimen: 'Skin, left forearm, wide excision', price: 650, version: 2, status: 'registered' });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.updatedAt as string));
      expect((await user.get(`/api/surgicals/${c.id}`).expect(200)).body.surgical).toEqual(edited);
      const audit = await auditOf(t, 'pathology_case', c.id);
      expect(audit).toHaveLength(2);
      expect(audit[1]).toEqual({
        action: 'update',
        actor_username: 'user',
        before: { specimen: 'Skin, left arm, excision', price: 700 },
        after: { specimen: 'Skin, left forearm, wide excision', price: 650 },
        reason: null,
      });

      // The history: newest first, each entry with what it changed.
      const history = (await doctor.get(`/api/surgicals/${c.id}/history`).expect(200)).body.history;
      expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
      expect(history[0]).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        action: 'update',
        actor: 'user',
        changes: { specimen: ['Skin, left arm, excision', 'Skin, left forearm, wide excision'], price: [700, 650] },
        reason: null,
      });
      expect(history[1].changes).toMatchObject({ accessionNo: [null, c.accessionNo], hn: [null, '6500001'], status: [null, 'registered'] });
    });

    it('refuse a stale version (409) and change nothing', async () => {
      const c = await register();
      await user.put(`/api/surgicals/${c.id}`, { version: 1, notes: 'first' }).expect(200);
      const before = await writes(t);
      const stale = await user.put(`/api/surgicals/${c.id}`, { version: 1, notes: 'second' }).expect(409);
      expect(stale.body).toMatchObject({ message: 'The case was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      expect(await writes(t)).toEqual(before);
      // Two edits of the same version at once: one wins.
      const raced = await Promise.all(['a', 'b', 'c'].map((notes) => user.put(`/api/surgicals/${c.id}`, { version: 2, notes })));
      expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await user.get(`/api/surgicals/${c.id}`).expect(200)).body.surgical.version).toBe(3);
    });

    it('need the version, and refuse unknown fields and the number (400)', async () => {
      const c = await register();
      const missing = await user.put(`/api/surgicals/${c.id}`, { notes: 'x' }).expect(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['version']);
      const unknown = await user.put(`/api/surgicals/${c.id}`, { version: 1, accessionNo: 'S69-00001', createdBy: 'x' }).expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'accessionNo, createdBy', message: expect.stringMatching(/unrecognized/i) }]);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, status: 'signed_out' }).expect(400);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, lmp: '2026-01-01' }).expect(400); // a gynecological field
    });

    it('with nothing different change nothing: no new version, no audit record', async () => {
      const c = await register();
      const res = await user.put(`/api/surgicals/${c.id}`, { version: 1, hn: c.hn, specimen: c.specimen, receivedAt: c.receivedAt }).expect(200);
      expect(res.body.surgical).toEqual(c);
      expect(await auditOf(t, 'pathology_case', c.id)).toHaveLength(1);
    });

    it('check what they change against the rest of the case', async () => {
      const c = await register('surgical', { collectedAt: hoursAgo(80), receivedAt: hoursAgo(60) });
      const before = await writes(t);
      const early = await user.put(`/api/surgicals/${c.id}`, { version: 1, receivedAt: hoursAgo(90) }).expect(400);
      expect(early.body.errors).toEqual([{ field: 'receivedAt', message: 'Received date must be on or after the collection date' }]);
      const moved = await user.put(`/api/surgicals/${c.id}`, { version: 1, hospitalId: refs.otherHospitalId }).expect(400);
      expect(moved.body.errors).toEqual([{ field: 'doctorId', message: expect.stringMatching(/another hospital/) }]);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, companyId: refs.screenerId }).expect(400);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, hospitalId: 999999 }).expect(400);
      // Born 12 hours ago (UTC date): a later day than the reception's in Bangkok whatever the hour, and not in the future.
      const born = await user.put(`/api/surgicals/${c.id}`, { version: 1, birthDate: hoursAgo(12).slice(0, 10) }).expect(400);
      expect(born.body.errors).toEqual([{ field: 'birthDate', message: 'Birth date must be on or before the received date' }]);
      expect(await writes(t)).toEqual(before);

      // Moving the case with its doctor; a new birth date gives a new age; null price: the kind's price.
      const ok = await user
        .put(`/api/surgicals/${c.id}`, { version: 1, hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId, birthDate: '1990-01-01', price: 1000 })
        .expect(200);
      expect(ok.body.surgical).toMatchObject({
        hospitalId: refs.otherHospitalId,
        hospitalName: 'โรงพยาบาลรามคำแหงการุณย์',
        doctorId: refs.otherDoctorId,
        birthDate: '1990-01-01',
        price: 1000,
      });
      expect(ok.body.surgical.ageYears).toBeGreaterThanOrEqual(35);
      // An age typed beside a known birth date does not stick.
      expect((await user.put(`/api/surgicals/${c.id}`, { version: 2, ageYears: 3 }).expect(200)).body.surgical).toMatchObject({ ageYears: ok.body.surgical.ageYears, version: 2 });
      const reset = await user.put(`/api/surgicals/${c.id}`, { version: 2, price: null, doctorId: null }).expect(200);
      expect(reset.body.surgical).toMatchObject({ price: 700, doctorId: null, doctorName: null, version: 3 });
      expect((await auditOf(t, 'pathology_case', c.id)).at(-1)).toMatchObject({ before: { price: 1000, doctorId: refs.otherDoctorId }, after: { price: 700, doctorId: null } });
    });

    it('keep an entry chosen earlier that was deactivated since, but refuse choosing one', async () => {
      const admin = await ApiClient.signedIn(t, 'admin');
      const leaving = (await admin.post('/api/doctors', { title: 'พญ.', name: 'ย้าย ออก', hospitalId: refs.hospitalId }).expect(201)).body.doctor;
      const c = await register('surgical', { doctorId: leaving.id });
      await admin.put(`/api/doctors/${leaving.id}`, { active: false }).expect(200);
      await user.put(`/api/surgicals/${c.id}`, { version: 1, notes: 'still fine' }).expect(200);
      const other = await register();
      const res = await user.put(`/api/surgicals/${other.id}`, { version: 1, doctorId: leaving.id }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'doctorId', message: expect.stringMatching(/no longer active/) }]);
    });
  });

  describe('cancelling', () => {
    it('needs a reason, keeps the case and its number, and the next registration takes the next number', async () => {
      const c = await register('gynecological');
      const noReason = await user.put(`/api/gynecologicals/${c.id}`, { version: 1, status: 'cancelled' }).expect(400);
      expect(noReason.body.errors).toEqual([{ field: 'cancelReason', message: 'is required to cancel a case' }]);
      await user.put(`/api/gynecologicals/${c.id}`, { version: 1, cancelReason: 'Duplicate' }).expect(400);
      await user.put(`/api/gynecologicals/${c.id}`, { version: 1, status: 'in_progress' }).expect(400);

      const res = await user.put(`/api/gynecologicals/${c.id}`, { version: 1, status: 'cancelled', cancelReason: 'Duplicate registration of G-requisition 118' }).expect(200);
      expect(res.body.gynecological).toMatchObject({
        id: c.id,
        accessionNo: c.accessionNo,
        status: 'cancelled',
        cancelReason: 'Duplicate registration of G-requisition 118',
        cancelledAt: expect.any(String),
        version: 2,
      });
      expect((await auditOf(t, 'pathology_case', c.id)).at(-1)).toEqual({
        action: 'cancel',
        actor_username: 'user',
        before: { status: 'registered' },
        after: { status: 'cancelled', cancelReason: 'Duplicate registration of G-requisition 118' },
        reason: 'Duplicate registration of G-requisition 118',
      });
      // Kept, readable, listed with its status; its number is not given again.
      expect((await user.get(`/api/gynecologicals/${c.id}`).expect(200)).body.gynecological.status).toBe('cancelled');
      const listed = (await user.get(`/api/gynecologicals?status=cancelled&rows=100`).expect(200)).body.gynecologicals;
      expect(listed.map((l: Case) => l.id)).toContain(c.id);
      const next = await register('gynecological');
      const seq = (accessionNo: string) => Number(accessionNo.split('-')[1]);
      expect(seq(next.accessionNo)).toBe(seq(c.accessionNo) + 1);
      const history = (await user.get(`/api/gynecologicals/${c.id}/history`).expect(200)).body.history;
      expect(history[0]).toMatchObject({ action: 'cancel', reason: 'Duplicate registration of G-requisition 118', changes: { status: ['registered', 'cancelled'] } });
    });

    it('refuses what the status does not allow (409 naming the status): a cancelled or signed-out case stays as it is', async () => {
      const c = await register();
      await user.put(`/api/surgicals/${c.id}`, { version: 1, status: 'cancelled', cancelReason: 'Specimen container empty' }).expect(200);
      const before = await writes(t);
      const again = await user.put(`/api/surgicals/${c.id}`, { version: 2, status: 'cancelled', cancelReason: 'Again' }).expect(409);
      expect(again.body.message).toBe('This case is cancelled, so it cannot be cancelled.');
      const edit = await user.put(`/api/surgicals/${c.id}`, { version: 2, notes: 'late note' }).expect(409);
      expect(edit.body.message).toMatch(/^This case is cancelled, so its registration can no longer be edited/);
      expect(await writes(t)).toEqual(before);

      // Sign-out belongs to the next issue: a case signed out there is set up here directly.
      const signed = await register();
      await sql(t, `update pathology_case set status = 'signed_out' where id = ?`, [signed.id]);
      const cancel = await user.put(`/api/surgicals/${signed.id}`, { version: 1, status: 'cancelled', cancelReason: 'Too late' }).expect(409);
      expect(cancel.body).toMatchObject({
        message: 'This case is signed out, so it cannot be cancelled.',
        errors: [{ field: 'status', message: 'cannot go from signed_out to cancelled' }],
      });
      const change = await user.put(`/api/surgicals/${signed.id}`, { version: 1, price: 1 }).expect(409);
      expect(change.body.message).toMatch(/signed out, so its registration can no longer be edited.*amendment/);
      // Still editable while being worked on.
      const working = await register();
      await sql(t, `update pathology_case set status = 'diagnosed' where id = ?`, [working.id]);
      await user.put(`/api/surgicals/${working.id}`, { version: 1, notes: 'diagnosed, still editable' }).expect(200);
      await user.put(`/api/surgicals/${working.id}`, { version: 2, status: 'cancelled', cancelReason: 'Wrong patient' }).expect(200);
    });
  });

  describe('doctors', () => {
    it('edit the clinical fields only, and do not cancel (403 naming the fields)', async () => {
      const c = await register('gynecological');
      const res = await doctor
        .put(`/api/gynecologicals/${c.id}`, { version: 1, clinicalHistory: 'Post-coital bleeding', relevantHistory: 'G3P2', specimen: 'Cervix, ThinPrep', notes: 'Seen' })
        .expect(200);
      expect(res.body.gynecological).toMatchObject({ clinicalHistory: 'Post-coital bleeding', relevantHistory: 'G3P2', specimen: 'Cervix, ThinPrep', notes: 'Seen', version: 2 });
      expect((await auditOf(t, 'pathology_case', c.id)).at(-1)).toMatchObject({ action: 'update', actor_username: 'doctor' });
      const before = await writes(t);
      const refused = await doctor.put(`/api/gynecologicals/${c.id}`, { version: 2, notes: 'ok', price: 0, hn: 'X' }).expect(403);
      expect(refused.body).toMatchObject({
        message: 'A doctor may edit only the clinical fields (specimen, clinicalHistory, notes, lmp, relevantHistory), not hn, price.',
        errors: [
          { field: 'hn', message: 'is not a clinical field' },
          { field: 'price', message: 'is not a clinical field' },
        ],
      });
      const cancel = await doctor.put(`/api/gynecologicals/${c.id}`, { version: 2, status: 'cancelled', cancelReason: 'Not needed' }).expect(403);
      expect(cancel.body.errors).toEqual([
        { field: 'status', message: 'lab staff cancel cases' },
        { field: 'cancelReason', message: 'lab staff cancel cases' },
      ]);
      expect(await writes(t)).toEqual(before);
      // …and read everything a case page shows.
      await doctor.get('/api/gynecologicals').expect(200);
      await doctor.get(`/api/gynecologicals/${c.id}`).expect(200);
      await doctor.get(`/api/gynecologicals/${c.id}/history`).expect(200);
    });

    it('guests reach no case route', async () => {
      const guest = await ApiClient.signedIn(t, 'guest');
      const c = await register();
      for (const path of ['/api/surgicals', `/api/surgicals/${c.id}`, `/api/surgicals/${c.id}/history`, '/api/surgicals/prepare-register']) {
        expect((await guest.get(path)).status).toBe(403);
      }
      expect((await guest.put(`/api/surgicals/${c.id}`, { version: 1, notes: 'x' })).status).toBe(403);
    });
  });
});

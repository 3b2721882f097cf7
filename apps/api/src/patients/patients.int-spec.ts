import { isThaiCitizenId } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { hoursAgo } from '../../test/cases.js';
import { abnormalPap, registerCase, resultRefs, signedOutCase, type ResultRefs } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { QcService } from '../reports/qc/qc.service.js';

/** A valid Thai citizen ID made from twelve digits (the thirteenth is the check digit). */
export function citizenId(twelve: string): string {
  const sum = [...twelve].reduce((total, d, i) => total + Number(d) * (13 - i), 0);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
}

// Issue 15.1: one patient, many cases — linked by citizen ID, else HN at the same hospital; a name
// and birth date match is only suggested; the prior cases are listed newest first.
describe('patients and their prior cases', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let otherHospitalId: number;
  let seq = 0;
  const uniqueHn = () => `PT${Date.now() % 1_000_000}${++seq}`;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(QcService).decide = async () => null;
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await resultRefs(t);
    otherHospitalId = (await sql<{ id: number }[]>(t, 'select id from hospital where id <> ? order by id limit 1', [refs.hospitalId]))[0]!.id;
  });
  afterAll(() => t.close());

  const patientOf = async (caseId: number) => (await sql<{ patient_id: number | null }[]>(t, 'select patient_id from pathology_case where id = ?', [caseId]))[0]!.patient_id;

  it('links cases with the same citizen ID at any hospital; the later case lists the earlier, newest first, with diagnosis and report', async () => {
    const cid = citizenId('110170012345');
    expect(isThaiCitizenId(cid)).toBe(true);
    const pap = await signedOutCase(user, doctor, 'gynecological', refs, {
      fields: abnormalPap(refs),
      caseOverrides: { citizenId: cid, hn: uniqueHn(), receivedAt: hoursAgo(24 * 40), collectedAt: hoursAgo(24 * 40 + 3), lmp: hoursAgo(24 * 55).slice(0, 10) },
    });
    const biopsy = await registerCase(user, 'surgical', refs, {
      citizenId: cid,
      hn: uniqueHn(),
      hospitalId: otherHospitalId,
      doctorId: null,
      receivedAt: hoursAgo(24 * 10),
      collectedAt: hoursAgo(24 * 10 + 3),
    });
    const third = await registerCase(user, 'cytological', refs, { citizenId: cid, hn: uniqueHn(), receivedAt: hoursAgo(2), collectedAt: hoursAgo(6) });
    const pid = await patientOf(pap.case.id);
    expect(pid).not.toBeNull();
    expect(await patientOf(biopsy.id)).toBe(pid);
    expect(await patientOf(third.id)).toBe(pid);

    const res = (await doctor.get(`/api/patients/for-case/${third.id}`).expect(200)).body;
    expect(res.patient).toMatchObject({ id: pid, citizenId: cid, caseCount: 3, lastCase: { caseId: third.id } });
    expect(res.patient.hns).toHaveLength(3);
    expect(res.previousCases.map((c: { caseId: number }) => c.caseId)).toEqual([biopsy.id, pap.case.id]);
    expect(res.previousCases[1]).toMatchObject({
      kind: 'gynecological',
      accessionNo: pap.case.accessionNo,
      bethesda: 'HSIL',
      diagnosis: 'HSIL',
      reportId: pap.report.id,
      status: 'signed_out',
    });
    expect(res.previousCases[0]).toMatchObject({ kind: 'surgical', diagnosis: null, bethesda: null, reportId: null, status: 'registered' });

    const all = (await user.get(`/api/patients/${pid}/cases`).expect(200)).body;
    expect(all.total).toBe(3);
    expect(all.cases.map((c: { caseId: number }) => c.caseId)).toEqual([third.id, biopsy.id, pap.case.id]);
  });

  it('without a citizen ID, links by HN at the same hospital only; a later citizen ID joins the HN’s patient', async () => {
    const hn = uniqueHn();
    const first = await registerCase(user, 'surgical', refs, { hn, citizenId: null });
    const second = await registerCase(user, 'gynecological', refs, { hn, citizenId: null });
    const elsewhere = await registerCase(user, 'surgical', refs, { hn, citizenId: null, hospitalId: otherHospitalId, doctorId: null });
    expect(await patientOf(second.id)).toBe(await patientOf(first.id));
    expect(await patientOf(elsewhere.id)).not.toBe(await patientOf(first.id));
    const cid = citizenId('310050067890');
    const third = await registerCase(user, 'surgical', refs, { hn, citizenId: cid });
    expect(await patientOf(third.id)).toBe(await patientOf(first.id));
    expect((await user.get(`/api/patients/${await patientOf(first.id)}`).expect(200)).body.patient.citizenId).toBe(cid);
  });

  it('a patient with the same name and birth date is suggested, never linked', async () => {
    const name = { patientFirstName: 'มาลี', patientLastName: `ทดสอบ${seq}`, birthDate: '1975-03-02' };
    const earlier = await registerCase(user, 'gynecological', refs, { ...name, hn: uniqueHn(), citizenId: null });
    const q = new URLSearchParams({
      hospitalId: String(refs.hospitalId),
      hn: uniqueHn(),
      firstName: name.patientFirstName,
      lastName: name.patientLastName,
      birthDate: name.birthDate,
    });
    const res = (await user.get(`/api/patients/match?${q}`).expect(200)).body;
    expect(res.match).toBeNull();
    expect(res.suggestions).toEqual([{ by: 'nameAndBirthDate', patient: expect.objectContaining({ id: await patientOf(earlier.id) }) }]);
    expect(res.suggestions[0].patient.details).toMatchObject({ patientFirstName: 'มาลี', birthDate: '1975-03-02' });
    const later = await registerCase(user, 'gynecological', refs, { ...name, hn: q.get('hn'), citizenId: null });
    expect(await patientOf(later.id)).not.toBe(await patientOf(earlier.id));
  });

  it('match offers the last case’s details by citizen ID, else by HN', async () => {
    const cid = citizenId('550120000111');
    const hn = uniqueHn();
    const c = await registerCase(user, 'surgical', refs, { hn, citizenId: cid, patientFirstName: 'ประยุทธ', sex: 'male' });
    const byCid = (await user.get(`/api/patients/match?citizenId=${cid.slice(0, 1)}-${cid.slice(1)}`).expect(200)).body;
    expect(byCid.match).toMatchObject({ by: 'citizenId', patient: { id: await patientOf(c.id), details: { hn, patientFirstName: 'ประยุทธ', sex: 'male', citizenId: cid } } });
    const byHn = (await user.get(`/api/patients/match?hospitalId=${refs.hospitalId}&hn=${hn}`).expect(200)).body;
    expect(byHn.match).toMatchObject({ by: 'hn', patient: { id: await patientOf(c.id) } });
    expect((await user.get(`/api/patients/match?hospitalId=${otherHospitalId}&hn=${hn}`).expect(200)).body.match).toBeNull();
  });

  it('refuses an invalid citizen ID and an HN without a hospital, with the reason at the field', async () => {
    const bad = await user.get('/api/patients/match?citizenId=1234567890123').expect(400);
    expect(bad.body.errors).toEqual([{ field: 'citizenId', message: 'must be 13 digits with a valid check digit' }]);
    const noHospital = await user.get('/api/patients/match?hn=123').expect(400);
    expect(noHospital.body.errors).toEqual([{ field: 'hospitalId', message: 'is required with an HN' }]);
    await user.get('/api/patients/match?birthDate=yesterday').expect(400);
    await user.get('/api/patients/match?unknown=1').expect(400);
  });

  it('unknown patients and cases are not found; guests read no patient', async () => {
    await user.get('/api/patients/999999').expect(404);
    await user.get('/api/patients/999999/cases').expect(404);
    await user.get('/api/patients/for-case/999999').expect(404);
    await user.get('/api/patients/abc').expect(400);
    const guest = await ApiClient.signedIn(t, 'guest');
    await guest.get('/api/patients/1').expect(403);
  });

  it('relinks existing cases as the migration’s backfill does (the trigger runs on update)', async () => {
    const cid = citizenId('880000000123');
    const a = await registerCase(user, 'surgical', refs, { citizenId: cid, hn: uniqueHn() });
    const b = await registerCase(user, 'surgical', refs, { citizenId: cid, hn: uniqueHn() });
    await sql(t, 'alter table pathology_case disable trigger pathology_case_link_patient');
    await sql(t, 'update pathology_case set patient_id = null where id in (?, ?)', [a.id, b.id]);
    await sql(t, 'alter table pathology_case enable trigger pathology_case_link_patient');
    await sql(t, 'update pathology_case set hn = hn where id in (?, ?)', [a.id, b.id]);
    expect(await patientOf(a.id)).not.toBeNull();
    expect(await patientOf(a.id)).toBe(await patientOf(b.id));
  });
});

import { ApiClient } from '../../../test/api-client.js';
import { auditOf } from '../../../test/sql.js';
import { listUrl } from '../../../test/list-query.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface Doctor {
  id: number;
  name: string;
  hospitalId: number;
  hospitalName: string;
  active: boolean;
}

describe('doctors', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let clinic: { id: number; nameTh: string };
  let other: { id: number; nameTh: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    user = await ApiClient.signedIn(t, 'user');
    clinic = (await admin.post('/api/hospitals', { code: 'DOC-A', nameTh: 'คลินิกทดสอบแพทย์ ก' }).expect(201)).body.hospital;
    other = (await admin.post('/api/hospitals', { code: 'DOC-B', nameTh: 'คลินิกทดสอบแพทย์ ข' }).expect(201)).body.hospital;
  });
  afterAll(() => t.close());

  const names = (body: { doctors: { name: string }[] }) => body.doctors.map((d) => d.name);

  it('creates a doctor at a hospital (lab staff may) and audits it', async () => {
    const res = await user.post('/api/doctors', { title: 'พญ.', name: ' ทดสอบ หนึ่ง ', licenceNo: 'ว.90001', hospitalId: clinic.id, phone: '089-000-0001' }).expect(201);
    expect(res.body.doctor).toEqual({
      id: expect.any(Number),
      title: 'พญ.',
      name: 'ทดสอบ หนึ่ง',
      licenceNo: 'ว.90001',
      hospitalId: clinic.id,
      hospitalName: clinic.nameTh,
      phone: '089-000-0001',
      active: true,
      updatedAt: expect.any(String),
    });
    const audit = await auditOf(t, 'doctor', res.body.doctor.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actor_username: 'user', after: expect.objectContaining({ licenceNo: 'ว.90001', hospitalId: clinic.id }) })]);
    // Lists read doctors without entities: the same DTO, to the millisecond.
    const listed = await admin.get(listUrl('/api/doctors', { search: 'ว.90001' })).expect(200);
    expect(listed.body).toEqual({ doctors: [res.body.doctor], total: 1 });
    const plain = await admin.get(listUrl('/api/doctors', { filters: { licenceNo: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'ว.90001' }] } } })).expect(200);
    expect(plain.body).toEqual({ doctors: [res.body.doctor], total: 1 });
  });

  it('refuses an unknown hospital (400 naming hospitalId), a duplicate licence (409) and invalid fields (400)', async () => {
    const unknown = await admin.post('/api/doctors', { name: 'ไม่มีโรงพยาบาล', hospitalId: 999999 }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'hospitalId', message: 'is not a known hospital' }]);
    const duplicate = await admin.post('/api/doctors', { name: 'ซ้ำ', licenceNo: 'ว.90001', hospitalId: other.id }).expect(409);
    expect(duplicate.body).toMatchObject({ message: 'Another doctor has the licence number "ว.90001".', errors: [{ field: 'licenceNo', message: 'is taken' }] });
    // Licence numbers are optional, and many doctors may have none.
    await admin.post('/api/doctors', { name: 'ไม่มีเลขใบอนุญาต หนึ่ง', hospitalId: other.id }).expect(201);
    await admin.post('/api/doctors', { name: 'ไม่มีเลขใบอนุญาต สอง', licenceNo: '', hospitalId: other.id }).expect(201);
    const bad = await admin.post('/api/doctors', { name: '', hospitalId: 'one', licenceNo: 'ว.1<script>', hospital: 1 }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['hospital', 'hospitalId', 'licenceNo', 'name']);
  });

  it('updates a doctor, moving them to another hospital, with before/after in the audit log', async () => {
    const { body } = await admin.post('/api/doctors', { title: 'นพ.', name: 'ย้าย โรงพยาบาล', licenceNo: 'ว.90002', hospitalId: clinic.id }).expect(201);
    const res = await admin.put(`/api/doctors/${body.doctor.id}`, { hospitalId: other.id, phone: '02-111-2222' }).expect(200);
    expect(res.body.doctor).toMatchObject({ hospitalId: other.id, hospitalName: other.nameTh, phone: '02-111-2222' });
    const audit = await auditOf(t, 'doctor', body.doctor.id);
    expect(audit[1]).toMatchObject({ action: 'update', before: { hospitalId: clinic.id, phone: null }, after: { hospitalId: other.id, phone: '02-111-2222' } });
    const unknown = await admin.put(`/api/doctors/${body.doctor.id}`, { hospitalId: 999999 }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'hospitalId', message: 'is not a known hospital' }]);
    await admin.put(`/api/doctors/${body.doctor.id}`, { licenceNo: 'ว.90001' }).expect(409);
    await admin.put(`/api/doctors/${body.doctor.id}`, { licenceNo: 'ว.90002' }).expect(200); // its own
    await admin.put(`/api/doctors/${body.doctor.id}`, {}).expect(400);
    await admin.put('/api/doctors/999999', { name: 'ไม่มี' }).expect(404);
  });

  it("lists a hospital's active doctors by name; 400 without a hospital, 404 for an unknown one", async () => {
    for (const [name, active] of [
      ['ค แพทย์', true],
      ['ก แพทย์', true],
      ['ข แพทย์', false],
    ] as const) {
      await admin.post('/api/doctors', { title: 'นพ.', name, hospitalId: clinic.id, active }).expect(201);
    }
    const res = await admin.get(`/api/doctors/hospital?hospitalId=${clinic.id}`).expect(200);
    expect(names(res.body)).toEqual(['ก แพทย์', 'ค แพทย์', 'ทดสอบ หนึ่ง']);
    expect(res.body.doctors.every((d: Doctor) => d.hospitalId === clinic.id && d.hospitalName === clinic.nameTh && d.active)).toBe(true);
    const missing = await admin.get('/api/doctors/hospital').expect(400);
    expect(missing.body.errors).toEqual([{ field: 'hospitalId', message: expect.any(String) }]);
    await admin.get('/api/doctors/hospital?hospitalId=abc').expect(400);
    await admin.get('/api/doctors/hospital?hospitalId=999999').expect(404);
    // The dropdown: active only, by hospital and search.
    const options = await admin.get(`/api/cfgvalues/doctors?hospitalId=${clinic.id}&search=${encodeURIComponent('แพทย์')}`).expect(200);
    expect(names(options.body)).toEqual(['ก แพทย์', 'ค แพทย์']);
  });

  it('lists doctors with their hospital, paged, sorted, searched and filtered', async () => {
    const all = await admin.get(listUrl('/api/doctors', { rows: 100 })).expect(200);
    expect(all.body.total).toBe(all.body.doctors.length);
    expect(names(all.body)).toEqual([...names(all.body)].sort());
    const page = await admin.get(listUrl('/api/doctors', { first: 2, rows: 3, sortField: 'name', sortOrder: -1 })).expect(200);
    expect(names(page.body)).toEqual(names(all.body).reverse().slice(2, 5));
    const byHospital = await admin.get(listUrl('/api/doctors', { rows: 100, sortField: 'hospitalName' })).expect(200);
    const hospitals = byHospital.body.doctors.map((d: Doctor) => d.hospitalName);
    expect(hospitals).toEqual([...hospitals].sort());

    // search: name, licence, hospital name or code
    const search = (text: string) => admin.get(listUrl('/api/doctors', { search: text, rows: 100 })).expect(200);
    expect(names((await search('สมชาย')).body)).toEqual(['สมชาย ธนากร']);
    expect(names((await search('ว.9000')).body)).toEqual(['ทดสอบ หนึ่ง', 'ย้าย โรงพยาบาล']);
    expect((await search('ศรีราชาเวช')).body.doctors.map((d: Doctor) => d.hospitalName)).toEqual(Array(3).fill('โรงพยาบาลศรีราชาเวชกรรม'));
    expect((await search('doc-a')).body.total).toBe(4); // inactive doctors too

    const filtered = (filters: object, extra: object = {}) => admin.get(listUrl('/api/doctors', { rows: 100, filters, ...extra })).expect(200);
    const byHospitalName = await filtered(
      {
        hospitalName: {
          operator: 'or',
          constraints: [
            { matchMode: 'endsWith', value: 'แพทย์ ก' },
            { matchMode: 'contains', value: 'หาดใหญ่' },
          ],
        },
      },
      { sortField: 'hospitalName', sortOrder: -1 },
    );
    expect(byHospitalName.body.doctors.map((d: Doctor) => d.hospitalName)).toEqual([...Array(3).fill('โรงพยาบาลหาดใหญ่ราษฎร์บำรุง'), ...Array(4).fill('คลินิกทดสอบแพทย์ ก')]);
    const nameAndActive = await filtered({
      name: { operator: 'and', constraints: [{ matchMode: 'contains', value: 'แพทย์' }] },
      active: { operator: 'and', constraints: [{ matchMode: 'equals', value: false }] },
    });
    expect(names(nameAndActive.body)).toEqual(['ข แพทย์']);
    const byHospitalId = await filtered({ hospitalId: { operator: 'and', constraints: [{ matchMode: 'equals', value: other.id }] } });
    expect(names(byHospitalId.body)).toEqual(['ไม่มีเลขใบอนุญาต สอง', 'ไม่มีเลขใบอนุญาต หนึ่ง', 'ย้าย โรงพยาบาล'].sort());
    const title = await filtered({
      title: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'พญ.' }] },
      hospitalId: { operator: 'and', constraints: [{ matchMode: 'equals', value: clinic.id }] },
    });
    expect(names(title.body)).toEqual(['ทดสอบ หนึ่ง']);
    await admin.get(listUrl('/api/doctors', { sortField: 'phone' })).expect(400);
    await admin.get(listUrl('/api/doctors', { filters: { hospital: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'x' }] } } })).expect(400);
  });

  it('lets doctors read but not write, and keeps guests out', async () => {
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const guest = await ApiClient.signedIn(t, 'guest');
    await doctor.get('/api/doctors').expect(200);
    await doctor.get(`/api/doctors/hospital?hospitalId=${clinic.id}`).expect(200);
    await doctor.post('/api/doctors', { name: 'ไม่ได้', hospitalId: clinic.id }).expect(403);
    await guest.get('/api/doctors').expect(403);
    await guest.get(`/api/doctors/hospital?hospitalId=${clinic.id}`).expect(403);
  });
});

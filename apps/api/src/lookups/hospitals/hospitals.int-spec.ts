import { ApiClient } from '../../../test/api-client.js';
import { auditOf } from '../../../test/sql.js';
import { labDay as labDayOf } from '@pathdesk/contracts';
import { listUrl } from '../../../test/list-query.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('hospitals', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    user = await ApiClient.signedIn(t, 'user');
  });
  afterAll(() => t.close());

  const codes = (body: { hospitals: { code: string }[] }) => body.hospitals.map((h) => h.code);

  it('creates a hospital (lab staff may), code in upper case, tax id without dashes, and audits it', async () => {
    const res = await user
      .post('/api/hospitals', {
        code: ' ayt-01 ',
        nameTh: 'โรงพยาบาลอยุธยาทดสอบ',
        nameEn: 'Ayutthaya Test Hospital',
        taxId: '0-1055-35012-34-2',
        phone: '035-241-000',
        address: 'พระนครศรีอยุธยา',
      })
      .expect(201);
    expect(res.body.hospital).toEqual({
      id: expect.any(Number),
      code: 'AYT-01',
      nameTh: 'โรงพยาบาลอยุธยาทดสอบ',
      nameEn: 'Ayutthaya Test Hospital',
      address: 'พระนครศรีอยุธยา',
      taxId: '0105535012342',
      phone: '035-241-000',
      contact: null,
      active: true,
      updatedAt: expect.any(String),
      branch: null,
      creditTermDays: 30,
    });
    const audit = await auditOf(t, 'hospital', res.body.hospital.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actor_username: 'user', after: expect.objectContaining({ code: 'AYT-01', taxId: '0105535012342' }) })]);
  });

  it('refuses a duplicate code or Thai name (409, without regard to case) and invalid fields (400, named)', async () => {
    await admin.post('/api/hospitals', { code: 'DUP', nameTh: 'Bangkok Test Clinic' }).expect(201);
    const code = await admin.post('/api/hospitals', { code: 'dup', nameTh: 'Another Clinic' }).expect(409);
    expect(code.body).toMatchObject({ message: 'The hospital code "DUP" is taken.', errors: [{ field: 'code', message: 'is taken' }] });
    const name = await admin.post('/api/hospitals', { code: 'DUP2', nameTh: ' BANGKOK TEST CLINIC ' }).expect(409);
    expect(name.body).toMatchObject({ message: 'A hospital named "BANGKOK TEST CLINIC" already exists.', errors: [{ field: 'nameTh', message: 'is taken' }] });
    const bad = await admin.post('/api/hospitals', { code: 'a b', nameTh: '', taxId: '0105535012343', phone: 'call me', extra: true }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['code', 'extra', 'nameTh', 'phone', 'taxId']);
    expect(bad.body.errors.find((e: { field: string }) => e.field === 'taxId').message).toBe('must be a 13-digit Thai tax id with a valid check digit');
    await admin.post('/api/hospitals', { code: 'DUP3', nameTh: 'x', taxId: '12345' }).expect(400);
  });

  it('updates a hospital with before/after in the audit log; 404 and 409 where due', async () => {
    const { body } = await admin.post('/api/hospitals', { code: 'UPD', nameTh: 'คลินิกแก้ไข', phone: '02-000-0000' }).expect(201);
    const res = await user.put(`/api/hospitals/${body.hospital.id}`, { nameEn: 'Edited Clinic', phone: '', active: false }).expect(200);
    expect(res.body.hospital).toMatchObject({ code: 'UPD', nameEn: 'Edited Clinic', phone: null, active: false });
    const audit = await auditOf(t, 'hospital', body.hospital.id);
    expect(audit[1]).toMatchObject({
      action: 'update',
      actor_username: 'user',
      before: { nameEn: null, phone: '02-000-0000', active: true },
      after: { nameEn: 'Edited Clinic', phone: null, active: false },
    });
    await admin.put(`/api/hospitals/${body.hospital.id}`, { code: 'upd' }).expect(200); // its own code
    await admin.put(`/api/hospitals/${body.hospital.id}`, { code: 'dup' }).expect(409);
    await admin.put(`/api/hospitals/${body.hospital.id}`, { nameTh: 'bangkok test clinic' }).expect(409);
    await admin.put(`/api/hospitals/${body.hospital.id}`, {}).expect(400);
    await admin.put('/api/hospitals/999999', { nameEn: 'x' }).expect(404);
    // An inactive hospital leaves the dropdown.
    const options = (await admin.get('/api/cfgvalues/hospitals').expect(200)).body.hospitals.map((h: { code: string }) => h.code);
    expect(options).not.toContain('UPD');
    expect(options).toContain('BKV');
  });

  it('lists hospitals paged, sorted, searched and filtered', async () => {
    const all = await admin.get(listUrl('/api/hospitals', { rows: 100 })).expect(200);
    expect(all.body.total).toBe(all.body.hospitals.length);
    expect(codes(all.body)).toEqual([...codes(all.body)].sort());
    const page = await admin.get(listUrl('/api/hospitals', { first: 1, rows: 2, sortField: 'code', sortOrder: -1 })).expect(200);
    expect(codes(page.body)).toEqual(codes(all.body).reverse().slice(1, 3));
    expect(page.body.total).toBe(all.body.total);
    // nulls last in both directions
    const byEn = await admin.get(listUrl('/api/hospitals', { rows: 100, sortField: 'nameEn', sortOrder: -1 })).expect(200);
    expect(byEn.body.hospitals.at(-1).nameEn).toBeNull();
    expect(byEn.body.hospitals[0].nameEn).not.toBeNull();

    const search = (text: string) => admin.get(listUrl('/api/hospitals', { search: text })).expect(200);
    expect(codes((await search('เชียงใหม่')).body)).toEqual(['CNP']);
    expect(codes((await search('hat yai')).body)).toEqual(['HYR']);
    expect(codes((await search('cl-')).body)).toEqual(['CL-SWC', 'CL-UDM']);
    expect(codes((await search('0105559001162')).body)).toEqual(['CL-UDM']);

    const filtered = (filters: object, extra: object = {}) => admin.get(listUrl('/api/hospitals', { rows: 100, filters, ...extra })).expect(200);
    const clinics = await filtered({
      nameTh: {
        operator: 'or',
        constraints: [
          { matchMode: 'startsWith', value: 'คลินิก' },
          { matchMode: 'contains', value: 'ภูเก็ต' },
        ],
      },
    });
    expect(codes(clinics.body)).toEqual(['CL-SWC', 'CL-UDM', 'PAI', 'UPD']);
    const activeClinics = await filtered({
      nameTh: { operator: 'and', constraints: [{ matchMode: 'startsWith', value: 'คลินิก' }] },
      active: { operator: 'and', constraints: [{ matchMode: 'equals', value: true }] },
    });
    expect(codes(activeClinics.body)).toEqual(['CL-SWC', 'CL-UDM']);
    const noEnglish = await filtered({ nameEn: { operator: 'and', constraints: [{ matchMode: 'notContains', value: 'hospital' }] } });
    expect(codes(noEnglish.body)).toEqual(['CL-SWC', 'CL-UDM', 'UPD']);
    // By the lab day of the hospitals' own updates: the run's template database may be older than today.
    const listed: { code: string; updatedAt: string }[] = (await filtered({})).body.hospitals;
    const seededDay = labDayOf(listed[0]!.updatedAt);
    const otherDay = await filtered({ updatedAt: { operator: 'and', constraints: [{ matchMode: 'dateIsNot', value: seededDay }] } });
    expect(codes(otherDay.body).sort()).toEqual(
      listed
        .filter((h) => labDayOf(h.updatedAt) !== seededDay)
        .map((h) => h.code)
        .sort(),
    );
    expect(otherDay.body.total).toBeLessThan(listed.length);
    const codeEquals = await filtered({ code: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'bkv' }] } });
    expect(codes(codeEquals.body)).toEqual(['BKV']);
    await admin.get(listUrl('/api/hospitals', { sortField: 'address' })).expect(400);
    await admin.get(listUrl('/api/hospitals', { filters: { active: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'yes' }] } } })).expect(400);
  });

  it('lets doctors read but not write, and keeps guests out', async () => {
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const guest = await ApiClient.signedIn(t, 'guest');
    await doctor.get('/api/hospitals').expect(200);
    await doctor.post('/api/hospitals', { code: 'NO', nameTh: 'ไม่ได้' }).expect(403);
    await doctor.put('/api/hospitals/1', { nameEn: 'No' }).expect(403);
    await guest.get('/api/hospitals').expect(403);
    await guest.get('/api/cfgvalues/hospitals').expect(403);
  });
});

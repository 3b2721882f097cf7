// Issue 28.4: online requisitions — a client hospital's account orders one case and prints it with its
// code as a QR code; the lab receives it by that code: the case is registered with its accession
// number from what was sent (nothing retyped), the lab's changes kept beside it; a second receipt is
// 409; another hospital is 403 to order and 404 to read; unknown doctors and kinds are 400 at the field.
import { REQUISITION_API, REQUISITION_CODE_PATTERN, type RequisitionDto } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs, partsOf, writes, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** What a hospital sends: a case without its reception time or price. */
function ordered(refs: CaseRefs, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { receivedAt: _r, price: _p, ...body } = caseBody('surgical', refs, { hn: 'RQ-HN-1', citizenId: '1101700203450', ...overrides });
  return body;
}

describe('online requisitions (issue 28.4)', () => {
  let t: TestApp;
  let refs: CaseRefs;
  let guest: ApiClient;
  let guest2: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    refs = await caseRefs(t);
    [guest, guest2, user, doctor] = await Promise.all(['guest', 'guest2', 'user', 'doctor'].map((name) => ApiClient.signedIn(t, name)));
  });
  afterAll(() => t.close());

  const order = async (client: ApiClient, body: Record<string, unknown>, status = 201) => (await client.post(REQUISITION_API.list, body).expect(status)).body;

  it('a guest orders and prints; the lab receives it by its code and the case has the same patient data and an accession number', async () => {
    const sent = ordered(refs, { parts: partsOf('Skin, left arm, excision', 'Lymph node, left axilla') });
    const { requisition } = (await order(guest, { kind: 'surgical', case: sent })) as { requisition: RequisitionDto };
    expect(requisition).toMatchObject({
      status: 'ordered',
      kind: 'surgical',
      hospitalId: refs.hospitalId,
      hn: 'RQ-HN-1',
      patientName: 'นาง สมหญิง ใจดี',
      caseId: null,
      accessionNo: null,
    });
    expect(requisition.code).toMatch(REQUISITION_CODE_PATTERN);
    expect(requisition.code.slice(2, 4)).toBe(String((new Date().getUTCFullYear() + 543) % 100));
    expect(await auditOf(t, 'requisition', requisition.id)).toEqual([expect.objectContaining({ action: 'create', actor_username: 'guest' })]);

    const pdf = await guest.get(REQUISITION_API.pdf(requisition.id)).buffer(true).parse(binary).expect(200).expect('Content-Type', 'application/pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain(requisition.code);
    expect(text).toContain('RQ-HN-1');
    expect(text).toContain('Lymph node, left');

    // The lab scans the code: the list finds it by the code, then receives it.
    const found = (await user.get(`${REQUISITION_API.list}?search=${requisition.code.toLowerCase()}`).expect(200)).body;
    expect(found).toMatchObject({ total: 1, requisitions: [{ id: requisition.id, code: requisition.code }] });
    const received = (await user.post(REQUISITION_API.receive(requisition.id), {}).expect(201)).body;
    const [registered] = received.cases;
    expect(registered.accessionNo).toMatch(/^S/);
    expect(received.requisition).toMatchObject({ status: 'received', caseId: registered.id, accessionNo: registered.accessionNo, receivedBy: 'user', changes: {} });

    const theCase = (await user.get(`/api/surgicals/${registered.id}`).expect(200)).body.surgical;
    for (const field of [
      'hn',
      'patientTitle',
      'patientFirstName',
      'patientLastName',
      'patientFirstNameEn',
      'patientLastNameEn',
      'citizenId',
      'sex',
      'birthDate',
      'hospitalId',
      'doctorId',
      'clinicalHistory',
      'priority',
      'collectedAt',
    ]) {
      expect([field, theCase[field]]).toEqual([field, sent[field]]);
    }
    expect(theCase.parts.map((p: { letter: string; specimen: string }) => [p.letter, p.specimen])).toEqual([
      ['A', 'Skin, left arm, excision'],
      ['B', 'Lymph node, left axilla'],
    ]);
    expect(Date.parse(theCase.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf(t, 'requisition', requisition.id)).toEqual([
      expect.objectContaining({ action: 'create' }),
      expect.objectContaining({ action: 'update', actor_username: 'user', after: expect.objectContaining({ status: 'received', accessionNo: registered.accessionNo }) }),
    ]);
    // The hospital follows it: received, with the lab's number.
    expect((await guest.get(REQUISITION_API.one(requisition.id)).expect(200)).body.requisition).toMatchObject({ status: 'received', accessionNo: registered.accessionNo });

    // A second receipt: 409, nothing registered.
    const before = await writes(t);
    const again = await user.post(REQUISITION_API.receive(requisition.id), {}).expect(409);
    expect(again.body.message).toContain(`${requisition.code} was already received`);
    expect(again.body.message).toContain(registered.accessionNo);
    expect(await writes(t)).toEqual(before);
  });

  it('keeps what the lab changed at receipt (a part not received) beside what the hospital sent', async () => {
    const sent = ordered(refs, { hn: 'RQ-HN-2', parts: partsOf('Gallbladder', 'Liver, wedge biopsy') });
    const { requisition } = await order(guest, { kind: 'surgical', case: sent });
    const received = (await user.post(REQUISITION_API.receive(requisition.id), { changes: { parts: partsOf('Gallbladder'), notes: 'Part B not received.' } }).expect(201)).body;
    expect(received.cases[0].parts.map((p: { letter: string }) => p.letter)).toEqual(['A']);
    expect(received.requisition.changes).toEqual({
      parts: {
        sent: [expect.objectContaining({ letter: 'A' }), expect.objectContaining({ letter: 'B', specimen: 'Liver, wedge biopsy' })],
        received: [expect.objectContaining({ letter: 'A', specimen: 'Gallbladder' })],
      },
      notes: { sent: null, received: 'Part B not received.' },
    });
    expect(received.requisition.sent.parts).toHaveLength(2);
    const [stored] = await sql<{ sent: { parts: unknown[] }; received: { parts: unknown[] } }[]>(t, 'select sent, received from requisition where id = ?', [requisition.id]);
    expect([stored!.sent.parts.length, stored!.received.parts.length]).toEqual([2, 1]);
  });

  it('refuses a bad receipt at the changed field and registers nothing', async () => {
    const { requisition } = await order(guest, { kind: 'surgical', case: ordered(refs, { hn: 'RQ-HN-3' }) });
    const before = await writes(t);
    const res = await user.post(REQUISITION_API.receive(requisition.id), { changes: { hn: '' } }).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'changes.hn' })]);
    await user.post(REQUISITION_API.receive(requisition.id), { changes: { unknownField: 1 } }).expect(400);
    await user.post(REQUISITION_API.receive(requisition.id), { other: 1 }).expect(400);
    expect(await writes(t)).toEqual(before);
    expect((await user.get(REQUISITION_API.one(requisition.id)).expect(200)).body.requisition.status).toBe('ordered');
    await user.post(REQUISITION_API.receive(999999), {}).expect(404);
  });

  it('refuses an order for another hospital (403 with the reason), an account that may not order (403), unknown doctors and kinds (400 at the field)', async () => {
    const count = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from requisition'))[0]!.n;
    const before = await count();
    const other = await order(guest, { kind: 'surgical', case: ordered(refs, { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId }) }, 403);
    expect(other).toMatchObject({
      message: expect.stringContaining('only for your own hospitals'),
      errors: [{ field: 'case.hospitalId', message: 'is not one of your hospitals' }],
    });
    expect(other.message).toContain(String(refs.otherHospitalId));
    expect(await order(guest2, { kind: 'surgical', case: ordered(refs, { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId }) }, 403)).toMatchObject({
      message: expect.stringContaining('may not order'),
    });

    const doctorless = await order(guest, { kind: 'surgical', case: ordered(refs, { doctorId: 999999 }) }, 400);
    expect(doctorless.errors).toEqual([expect.objectContaining({ field: 'case.doctorId', message: 'is not a known doctor' })]);
    const otherDoctor = await order(guest, { kind: 'surgical', case: ordered(refs, { doctorId: refs.otherDoctorId }) }, 400);
    expect(otherDoctor.errors).toEqual([expect.objectContaining({ field: 'case.doctorId' })]);
    const kindless = await order(guest, { kind: 'histology', case: ordered(refs) }, 400);
    expect(kindless.errors).toEqual([expect.objectContaining({ field: 'kind', message: 'must be surgical, cytological or gynecological' })]);
    const nameless = await order(guest, { kind: 'surgical', case: ordered(refs, { patientFirstName: '' }) }, 400);
    expect(nameless.errors).toEqual([expect.objectContaining({ field: 'case.patientFirstName' })]);
    const priced = await order(guest, { kind: 'surgical', case: { ...ordered(refs), price: 100 } }, 400);
    expect(priced.errors).toEqual([expect.objectContaining({ field: 'case.price' })]);
    for (const body of [{}, { kind: 'surgical' }, { kind: 'surgical', case: 'x' }, { kind: 'surgical', case: ordered(refs), extra: 1 }]) await order(guest, body, 400);
    expect(await count()).toBe(before);

    // The plural, as the cases' routes name the kind, is the same kind.
    expect((await order(guest, { kind: 'cytologicals', case: ordered(refs, { cytoTypeId: refs.cytoTypeId }) })).requisition.kind).toBe('cytological');
  });

  it('shows each hospital its own: another hospital’s requisition is 404 by id and by PDF, absent from its list; guests cannot receive', async () => {
    const { requisition } = await order(guest, { kind: 'surgical', case: ordered(refs, { hn: 'RQ-HN-5' }) });
    await guest2.get(REQUISITION_API.one(requisition.id)).expect(404);
    await guest2.get(REQUISITION_API.pdf(requisition.id)).expect(404);
    expect((await guest2.get(REQUISITION_API.list).expect(200)).body).toEqual({ requisitions: [], total: 0 });
    const mine = (await guest.get(`${REQUISITION_API.list}?rows=100`).expect(200)).body;
    expect(mine.requisitions.map((r: RequisitionDto) => r.id)).toContain(requisition.id);
    expect(mine.total).toBe(mine.requisitions.length);
    const prepared = (await guest.get(REQUISITION_API.prepare).expect(200)).body;
    expect(prepared.mayOrder).toBe(true);
    expect(prepared.hospitals.map((h: { id: number }) => h.id)).toEqual([refs.hospitalId]);
    expect(prepared.doctors.every((d: { hospitalId: number }) => d.hospitalId === refs.hospitalId)).toBe(true);
    expect((await guest2.get(REQUISITION_API.prepare).expect(200)).body).toMatchObject({ mayOrder: false, hospitals: [{ id: refs.otherHospitalId }] });

    await guest.post(REQUISITION_API.receive(requisition.id), {}).expect(403);
    await doctor.get(REQUISITION_API.list).expect(403);
    for (const query of ['rows=0', 'rows=1000', 'first=-1', 'status=lost', 'other=1']) await user.get(`${REQUISITION_API.list}?${query}`).expect(400);
    await user.get(REQUISITION_API.one('x')).expect(400);
  });

  it('lets an administrator allow an account to order (audited, in the users list)', async () => {
    const admin = await ApiClient.signedIn(t, 'admin');
    const [row] = await sql<{ id: number }[]>(t, `select id from app_user where username = 'guest2'`);
    const updated = (await admin.put(`/api/users/${row!.id}`, { mayOrder: true }).expect(200)).body.user;
    expect(updated.mayOrder).toBe(true);
    const audit = await auditOf(t, 'user', row!.id);
    expect(audit.at(-1)).toMatchObject({ before: expect.objectContaining({ mayOrder: false }), after: expect.objectContaining({ mayOrder: true }) });
    expect(await order(guest2, { kind: 'surgical', case: ordered(refs, { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId }) })).toMatchObject({
      requisition: { hospitalId: refs.otherHospitalId },
    });
    await admin.put(`/api/users/${row!.id}`, { mayOrder: 'yes' }).expect(400);
  });
});

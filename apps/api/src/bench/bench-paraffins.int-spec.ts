import { addDays, BENCH_API, labDay } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { benchWrites, gross } from '../../test/bench.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { registerCase } from '../../test/results.js';
import { auditOf } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('bench: paraffin requests', () => {
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

  const today = () => labDay();

  it('records a loan and its return: requested → sent → returned, audited', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1, a2] = await gross(user, 'surgical', c.id, 'A', 2);
    const created = await user
      .post(BENCH_API.paraffins('surgical', c.id), {
        requester: 'Dr. Anan, oncology',
        hospitalId: refs.otherHospitalId,
        purpose: 'EGFR testing at the referral centre',
        items: [
          { blockId: a1!.id, type: 'block' },
          { blockId: a2!.id, type: 'unstained-slides', count: 5 },
        ],
        dueBackDate: addDays(today(), 14),
        fee: 200,
      })
      .expect(201);
    const p = created.body.paraffin;
    expect(p).toMatchObject({
      caseId: c.id,
      accessionNo: c.accessionNo,
      status: 'requested',
      hospitalId: refs.otherHospitalId,
      hospitalName: expect.any(String),
      items: [
        { blockId: a1!.id, blockCode: 'A1', type: 'block', count: 1 },
        { blockId: a2!.id, blockCode: 'A2', type: 'unstained-slides', count: 5 },
      ],
      fee: '200.00',
      overdue: false,
      createdBy: 'user',
      version: 1,
    });
    const url = BENCH_API.paraffin('surgical', c.id, p.id);
    const noDate = await user.put(url, { version: 1, status: 'sent' }).expect(400);
    expect(noDate.body.errors).toEqual([{ field: 'sentDate', message: 'is required once the request is sent' }]);
    const sent = await user.put(url, { version: 1, status: 'sent', sentDate: today(), courierNote: 'Kerry EX123' }).expect(200);
    expect(sent.body.paraffin).toMatchObject({ status: 'sent', sentDate: today(), courierNote: 'Kerry EX123', version: 2 });

    const before = await benchWrites(t);
    const early = await user.put(url, { version: 2, status: 'returned', returnedDate: addDays(today(), -1) }).expect(400);
    expect(early.body.errors).toEqual([{ field: 'returnedDate', message: 'cannot be before the sent date' }]);
    await user.put(url, { version: 2, status: 'requested' }).expect(409);
    await doctor.put(url, { version: 2, status: 'returned', returnedDate: today() }).expect(403);
    expect(await benchWrites(t)).toEqual(before);

    const back = await user.put(url, { version: 2, status: 'returned', returnedDate: today() }).expect(200);
    expect(back.body.paraffin).toMatchObject({ status: 'returned', returnedDate: today(), version: 3 });
    expect((await auditOf(t, 'paraffin_request', p.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { status: 'sent', returnedDate: null },
      after: { status: 'returned', returnedDate: today() },
    });
    // Returned is final.
    expect((await user.put(url, { version: 3, note: 'late note' }).expect(409)).body.errors).toEqual([{ field: 'status', message: 'is returned' }]);
    expect((await doctor.get(BENCH_API.paraffins('surgical', c.id)).expect(200)).body).toMatchObject({ total: 1, paraffins: [{ id: p.id, status: 'returned' }] });
  });

  it('refuses a block of another case, an unknown hospital, a returned date in the request body before its sent date — nothing written', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const other = await registerCase(user, 'surgical', refs);
    const [mine] = await gross(user, 'surgical', c.id, 'A', 1);
    const [theirs] = await gross(user, 'surgical', other.id, 'A', 1);
    const before = await benchWrites(t);
    const res = await user
      .post(BENCH_API.paraffins('surgical', c.id), {
        requester: 'X',
        hospitalId: 999_999,
        purpose: 'Review',
        items: [
          { blockId: mine!.id, type: 'block' },
          { blockId: theirs!.id, type: 'block' },
        ],
      })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'items.1.blockId', message: 'is not a block of this case' },
      { field: 'hospitalId', message: 'is not a hospital' },
    ]);
    await user.post(BENCH_API.paraffins('surgical', c.id), { requester: 'X', purpose: 'Review', items: [] }).expect(400);
    await user.post(BENCH_API.paraffins('surgical', c.id), { requester: 'X', purpose: 'Review', items: [{ blockId: mine!.id, type: 'block', count: 2 }] }).expect(400);
    await doctor.post(BENCH_API.paraffins('surgical', c.id), { requester: 'X', purpose: 'Review', items: [{ blockId: mine!.id, type: 'block' }] }).expect(403);
    const body = await user.put(BENCH_API.paraffin('surgical', c.id, 1), { version: 1, sentDate: '2026-11-20', returnedDate: '2026-11-19' }).expect(400);
    expect(body.body.errors).toEqual([{ field: 'returnedDate', message: 'cannot be before the sent date' }]);
    expect(await benchWrites(t)).toEqual(before);
  });

  it("names who pays a loan (a hospital or a company, else the case's payer): checked, audited, changed while not billed", async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const body = { requester: 'Outside oncology centre', purpose: 'Second opinion', items: [{ blockId: a1!.id, type: 'block' }], fee: 300 };
    const before = await benchWrites(t);
    const unknown = await user.post(BENCH_API.paraffins('surgical', c.id), { ...body, billTo: { type: 'hospital', id: 999_999 } }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'billTo.id', message: 'is not a hospital' }]);
    // A config value of another category is not a company.
    const notCompany = await user.post(BENCH_API.paraffins('surgical', c.id), { ...body, billTo: { type: 'company', id: refs.gynTypeId } }).expect(400);
    expect(notCompany.body.errors).toEqual([{ field: 'billTo.id', message: 'is not a company' }]);
    expect((await user.post(BENCH_API.paraffins('surgical', c.id), { ...body, billTo: { type: 'patient', id: 1 } }).expect(400)).body.errors[0]).toMatchObject({
      field: 'billTo.type',
    });
    expect(await benchWrites(t)).toEqual(before);

    const p = (await user.post(BENCH_API.paraffins('surgical', c.id), { ...body, billTo: { type: 'hospital', id: refs.otherHospitalId } }).expect(201)).body.paraffin;
    expect(p.billTo).toEqual({ type: 'hospital', id: refs.otherHospitalId, name: expect.any(String) });
    const moved = (await user.put(BENCH_API.paraffin('surgical', c.id, p.id), { version: 1, billTo: { type: 'company', id: refs.companyId } }).expect(200)).body.paraffin;
    expect(moved.billTo).toEqual({ type: 'company', id: refs.companyId, name: expect.any(String) });
    expect((await auditOf(t, 'paraffin_request', p.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { billTo: { type: 'hospital', id: refs.otherHospitalId } },
      after: { billTo: { type: 'company', id: refs.companyId } },
    });
    const cleared = (await user.put(BENCH_API.paraffin('surgical', c.id, p.id), { version: 2, billTo: null }).expect(200)).body.paraffin;
    expect(cleared.billTo).toBeNull();
  });

  it('lists what is out past its due date (overdue), across cases; kept is final', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1, a2] = await gross(user, 'surgical', c.id, 'A', 2);
    const make = async (blockId: number, due: string) =>
      (
        await user
          .post(BENCH_API.paraffins('surgical', c.id), { requester: 'Referral centre', purpose: 'Second opinion', items: [{ blockId, type: 'block' }], dueBackDate: due })
          .expect(201)
      ).body.paraffin;
    const late = await make(a1!.id, addDays(today(), -2));
    const onTime = await make(a2!.id, addDays(today(), 5));
    await user.put(BENCH_API.paraffin('surgical', c.id, late.id), { version: 1, status: 'sent', sentDate: addDays(today(), -10) }).expect(200);
    await user.put(BENCH_API.paraffin('surgical', c.id, onTime.id), { version: 1, status: 'sent', sentDate: today() }).expect(200);
    const overdue = (await user.get(`${BENCH_API.paraffinList}?overdue=true`).expect(200)).body;
    expect(overdue.paraffins.map((p: { id: number }) => p.id)).toEqual([late.id]);
    expect(overdue.paraffins[0].overdue).toBe(true);
    expect(overdue.total).toBe(1);
    const kept = await user.put(BENCH_API.paraffin('surgical', c.id, late.id), { version: 2, status: 'kept', note: 'Kept by the referral centre' }).expect(200);
    expect(kept.body.paraffin).toMatchObject({ status: 'kept', overdue: false });
    expect((await user.get(`${BENCH_API.paraffinList}?overdue=true`).expect(200)).body.total).toBe(0);
    expect((await user.get(`${BENCH_API.paraffinList}?status=sent`).expect(200)).body.paraffins.map((p: { id: number }) => p.id)).toEqual([onTime.id]);
    // issue 26.8: the open loans (requested or out, overdue or not) — the kept one is final, not open
    const open = (await user.get(`${BENCH_API.paraffinList}?open=true&search=${c.accessionNo}`).expect(200)).body;
    expect(open.paraffins.map((p: { id: number }) => p.id)).toEqual([onTime.id]);
    await user.get(`${BENCH_API.paraffinList}?open=maybe`).expect(400);
  });

  it('pages the list on the server: first/rows with the total, sorted, searched by accession number', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const blocks = await gross(user, 'surgical', c.id, 'A', 3);
    const made: number[] = [];
    for (const [i, b] of blocks.entries()) {
      const body = { requester: `Centre ${i}`, purpose: 'Review', items: [{ blockId: b.id, type: 'block' }], dueBackDate: addDays(today(), 10 - i) };
      made.push((await user.post(BENCH_API.paraffins('surgical', c.id), body).expect(201)).body.paraffin.id);
    }
    const query = `search=${c.accessionNo}&sortField=dueBackDate&sortOrder=1&rows=2`;
    const first = (await user.get(`${BENCH_API.paraffinList}?${query}&first=0`).expect(200)).body;
    expect(first.total).toBe(3);
    expect(first.paraffins.map((p: { id: number }) => p.id)).toEqual([made[2], made[1]]);
    const second = (await user.get(`${BENCH_API.paraffinList}?${query}&first=2`).expect(200)).body;
    expect(second.paraffins.map((p: { id: number }) => p.id)).toEqual([made[0]]);
    expect(second.total).toBe(3);
    await user.get(`${BENCH_API.paraffinList}?rows=0`).expect(400);
    await user.get(`${BENCH_API.paraffinList}?sortField=fee`).expect(400);
    await user.get(`${BENCH_API.paraffinList}?status=lost`).expect(400);
  });
});

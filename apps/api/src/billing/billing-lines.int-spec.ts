import { BENCH_API, INVOICE_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { gross, testId } from '../../test/bench.js';
import { billingWrites, caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('billing: the lines of each kind, and what concurrency cannot break', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let doctor: ApiClient;
  let refs: CaseRefs;
  const month = lastMonth();
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  it('additional invoices bill done orders at the price kept with them (CGD code on the line); open and cancelled ones are not billed', async () => {
    const hospitalId = await newHospital(user);
    const c = await caseOn(user, 'surgical', refs, hospitalId, `${month}-02`);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const [er, pr, ki67] = [await testId(t, 'ER'), await testId(t, 'PR'), await testId(t, 'KI67')];
    await sql(t, `update lab_test set cgd_code = '38101' where id = ?`, [er]);
    const orders = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds: [er, pr, ki67] }).expect(201)).body.additionals;
    const move = (o: { id: number }, body: Record<string, unknown>) => user.put(BENCH_API.additional('surgical', c.id, o.id), { version: 1, ...body }).expect(200);
    const done = (await move(orders[0], { status: 'done', resultNote: 'Positive' })).body.additional;
    await move(orders[1], { status: 'cancelled', cancelReason: 'Not needed' });
    // orders[2] stays open.
    await sql(t, `update additional_order set done_at = ?::timestamptz where id = ?`, [`${month}-05T04:00:00Z`, done.id]);
    const inv = (await user.post(INVOICE_API.list('additional'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.additionalinvoices[0];
    const full = (await user.get(INVOICE_API.one('additional', inv.id)).expect(200)).body.additionalinvoice;
    expect(full.lines).toEqual([
      expect.objectContaining({
        source: 'additional',
        sourceId: done.id,
        caseId: c.id,
        accessionNo: c.accessionNo,
        item: expect.stringMatching(/^ER .*\(A1\)$/),
        cgdCode: '38101',
        unitPrice: done.price,
        amount: done.price,
      }),
    ]);
    const issued = (await user.post(INVOICE_API.issue('additional', inv.id), { version: 1 }).expect(200)).body.additionalinvoice;
    expect(issued.number).toMatch(/^INV-A\d\d-\d{5}$/);
  });

  it('paraffin invoices bill requests sent in the period with a fee', async () => {
    const hospitalId = await newHospital(user);
    const c = await caseOn(user, 'surgical', refs, hospitalId, `${month}-02`);
    const [a1, a2] = await gross(user, 'surgical', c.id, 'A', 2);
    const lend = async (blockId: number, fee: number | null, sentDate: string | null) => {
      const p = (
        await user.post(BENCH_API.paraffins('surgical', c.id), { requester: 'Referral centre', purpose: 'EGFR testing', items: [{ blockId, type: 'block' }], fee }).expect(201)
      ).body.paraffin;
      if (sentDate) await user.put(BENCH_API.paraffin('surgical', c.id, p.id), { version: 1, status: 'sent', sentDate }).expect(200);
      return p;
    };
    const billed = await lend(a1!.id, 200, `${month}-12`);
    await lend(a2!.id, null, `${month}-13`); // no fee: nothing to bill
    await lend(a2!.id, 300, null); // not sent
    const inv = (await user.post(INVOICE_API.list('paraffin'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.paraffininvoices[0];
    const full = (await user.get(INVOICE_API.one('paraffin', inv.id)).expect(200)).body.paraffininvoice;
    expect(full.lines).toEqual([expect.objectContaining({ source: 'paraffin', sourceId: billed.id, item: 'Paraffin loan: EGFR testing', unitPrice: '200.00' })]);
    expect((await user.post(INVOICE_API.issue('paraffin', inv.id), { version: 1 }).expect(200)).body.paraffininvoice.number).toMatch(/^INV-P\d\d-\d{5}$/);
  });

  it("bills a paraffin loan requested by an outside centre to that requester (a hospital or a company), not to the case's hospital; requests that name no payer bill the case's as before", async () => {
    const caseHospital = await newHospital(user);
    const centre = await newHospital(user);
    const company = (await admin.post('/api/cfgvalues', { category: 'company', name: `บริษัท แล็บส่งต่อ ${Date.now()}`, value: '0105555000099' }).expect(201)).body.cfgvalue;
    const c = await caseOn(user, 'surgical', refs, caseHospital, `${month}-02`);
    const [a1, a2, a3] = await gross(user, 'surgical', c.id, 'A', 3);
    const lend = async (blockId: number, fee: number, billTo: { type: string; id: number } | undefined) => {
      const p = (
        await user
          .post(BENCH_API.paraffins('surgical', c.id), {
            requester: 'Dr. Somsak, outside oncology centre',
            purpose: 'Second opinion',
            items: [{ blockId, type: 'block' }],
            fee,
            ...(billTo ? { billTo } : {}),
          })
          .expect(201)
      ).body.paraffin;
      await user.put(BENCH_API.paraffin('surgical', c.id, p.id), { version: 1, status: 'sent', sentDate: `${month}-14` }).expect(200);
      return p;
    };
    const byCentre = await lend(a1!.id, 400, { type: 'hospital', id: centre });
    const byCompany = await lend(a2!.id, 350, { type: 'company', id: company.id });
    const byCase = await lend(a3!.id, 150, undefined);
    expect(byCentre.billTo).toEqual({ type: 'hospital', id: centre, name: expect.stringContaining('โรงพยาบาลทดสอบ') });
    expect(byCase.billTo).toBeNull();

    const draftOf = async (type: string, id: number) => {
      const inv = (await user.post(INVOICE_API.list('paraffin'), { payer: { type, id }, month }).expect(201)).body.paraffininvoices[0];
      return (await user.get(INVOICE_API.one('paraffin', inv.id)).expect(200)).body.paraffininvoice;
    };
    const centreInvoice = await draftOf('hospital', centre);
    expect(centreInvoice.payer).toMatchObject({ type: 'hospital', id: centre });
    expect(centreInvoice.lines).toEqual([expect.objectContaining({ sourceId: byCentre.id, accessionNo: c.accessionNo, unitPrice: '400.00' })]);
    expect((await draftOf('company', company.id)).lines).toEqual([expect.objectContaining({ sourceId: byCompany.id, unitPrice: '350.00' })]);
    expect((await draftOf('hospital', caseHospital)).lines).toEqual([expect.objectContaining({ sourceId: byCase.id, unitPrice: '150.00' })]);

    // Once on an invoice, who pays and the fee no longer change.
    const url = BENCH_API.paraffin('surgical', c.id, byCentre.id);
    const before = await billingWrites(t);
    const moved = await user.put(url, { version: 2, billTo: null }).expect(409);
    expect(moved.body.errors).toEqual([{ field: 'billTo', message: `is billed on draft ${centreInvoice.id}` }]);
    expect((await user.put(url, { version: 2, fee: 1 }).expect(409)).body.errors).toEqual([{ field: 'fee', message: `is billed on draft ${centreInvoice.id}` }]);
    expect(await billingWrites(t)).toEqual(before);
    await user.put(url, { version: 2, note: 'Courier booked' }).expect(200);
  });

  it('issues 12 drafts at once with 12 consecutive numbers, none twice, no gap', async () => {
    const drafts: { id: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const hospitalId = await newHospital(user);
      await caseOn(user, 'cytological', refs, hospitalId, `${month}-1${i % 9}`);
      drafts.push((await user.post(INVOICE_API.list('cytological'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.cytologicalinvoices[0]);
    }
    const clients = [user, admin, await ApiClient.signedIn(t, 'user'), await ApiClient.signedIn(t, 'admin')];
    const results = await Promise.all(drafts.map((d, i) => clients[i % clients.length]!.post(INVOICE_API.issue('cytological', d.id), { version: 1 })));
    expect(results.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const seqs = results.map((r) => Number(r.body.cytologicalinvoice.number.slice(-5))).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(12);
    expect(seqs.at(-1)! - seqs[0]!).toBe(11);
    // Issuing the same draft twice at once: one wins, one is refused.
    const hospitalId = await newHospital(user);
    await caseOn(user, 'cytological', refs, hospitalId, `${month}-20`);
    const d = (await user.post(INVOICE_API.list('cytological'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.cytologicalinvoices[0];
    const twice = await Promise.all([user.post(INVOICE_API.issue('cytological', d.id), { version: 1 }), admin.post(INVOICE_API.issue('cytological', d.id), { version: 1 })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('bills a case once when two clerks draft the same payer at the same moment', async () => {
    const hospitalId = await newHospital(user);
    for (let i = 1; i <= 5; i++) await caseOn(user, 'surgical', refs, hospitalId, `${month}-0${i}`);
    const body = { payer: { type: 'hospital', id: hospitalId }, month };
    const results = await Promise.all([
      user.post(INVOICE_API.list('surgical'), body),
      admin.post(INVOICE_API.list('surgical'), body),
      user.post(INVOICE_API.list('surgical'), body),
    ]);
    const made = results.filter((r) => r.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    // The others found nothing left (422) or lost the race on the claim's key (409); none billed a case twice.
    for (const r of results.filter((r) => r.status !== 201)) expect([409, 422]).toContain(r.status);
    const [counts] = await sql<{ lines: number; distinct: number }[]>(
      t,
      `select count(*)::int as lines, count(distinct l.source_id)::int as distinct from invoice_line l join invoice i on i.id = l.invoice_id where i.payer_id = ? and i.payer_type = 'hospital' and i.kind = 'surgical'`,
      [hospitalId],
    );
    expect(counts).toEqual({ lines: 5, distinct: 5 });
    const before = await billingWrites(t);
    await user.post(INVOICE_API.list('surgical'), body).expect(422);
    expect(await billingWrites(t)).toEqual(before);
  });
});

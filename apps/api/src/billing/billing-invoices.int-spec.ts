import { addDays, INVOICE_API, labDay, buddhistYear, labYear } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { billingWrites, caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('billing: invoices of cases — draft, review, issue, void, payments', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let refs: CaseRefs;
  const month = lastMonth();
  const be = String(buddhistYear(labYear()) % 100);
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  it("drafts a payer's month, excludes a line with a reason, discounts, issues with a number; then never changes", async () => {
    const hospitalId = await newHospital(user, { taxId: '0994000165102', branch: '00002', creditTermDays: 45 });
    const a = await caseOn(user, 'surgical', refs, hospitalId, `${month}-03`, { price: 700 });
    const b = await caseOn(user, 'surgical', refs, hospitalId, `${month}-20`, { price: 1250.5 });
    const c = await caseOn(user, 'surgical', refs, hospitalId, `${month}-28`, { price: 500 });
    await caseOn(user, 'cytological', refs, hospitalId, `${month}-05`); // another kind: not on a surgical invoice
    await caseOn(user, 'surgical', refs, hospitalId, labDay()); // this month: not in the period
    const cancelled = await caseOn(user, 'surgical', refs, hospitalId, `${month}-10`);
    await user.put(`/api/surgicals/${cancelled.id}`, { version: cancelled.version, status: 'cancelled', cancelReason: 'Duplicate registration' }).expect(200);

    const created = await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201);
    expect(created.body).toMatchObject({ total: 1, sums: { subtotal: '2450.50', total: '2450.50' } });
    const draft = created.body.surgicalinvoices[0];
    expect(draft).toMatchObject({
      kind: 'surgical',
      status: 'draft',
      number: null,
      lineCount: 3,
      periodFrom: `${month}-01`,
      payer: { type: 'hospital', id: hospitalId, taxId: '0994000165102', branch: '00002', creditTermDays: 45 },
    });

    const full = (await user.get(INVOICE_API.one('surgical', draft.id)).expect(200)).body.surgicalinvoice;
    expect(full.lines.map((l: { accessionNo: string }) => l.accessionNo)).toEqual([a.accessionNo, b.accessionNo, c.accessionNo]);
    expect(full.lines[1]).toMatchObject({ source: 'case', sourceId: b.id, quantity: 1, unitPrice: '1250.50', amount: '1250.50', excluded: false, hn: b.hn });
    expect(full.totalInWords).toBe('สองพันสี่ร้อยห้าสิบบาทห้าสิบสตางค์');

    // Exclude c with a reason, discount 50.50.
    const lineC = full.lines[2].id;
    const noReason = await user.put(INVOICE_API.one('surgical', draft.id), { version: 1, exclude: [{ lineId: lineC, reason: ' ' }] }).expect(400);
    expect(noReason.body.errors).toEqual([{ field: 'exclude.0.reason', message: 'is required' }]);
    const tooMuch = await user.put(INVOICE_API.one('surgical', draft.id), { version: 1, exclude: [{ lineId: lineC, reason: 'Billed by phone' }], discount: '1950.51' }).expect(400);
    expect(tooMuch.body.errors).toEqual([{ field: 'discount', message: 'is more than the subtotal (1950.50)' }]);
    const reviewed = await user
      .put(INVOICE_API.one('surgical', draft.id), {
        version: 1,
        exclude: [{ lineId: lineC, reason: 'Billed to the patient directly' }],
        discount: 50.5,
        discountNote: 'Volume discount',
      })
      .expect(200);
    expect(reviewed.body.surgicalinvoice).toMatchObject({ subtotal: '1950.50', discount: '50.50', vat: '0.00', total: '1900.00', lineCount: 2, version: 2 });
    expect(reviewed.body.surgicalinvoice.lines[2]).toMatchObject({ excluded: true, excludeReason: 'Billed to the patient directly' });

    // The excluded case is billable again: a second draft picks it up alone.
    const second = await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201);
    expect(second.body.surgicalinvoices[0]).toMatchObject({ lineCount: 1, subtotal: '500.00' });
    // ...so putting it back on the first is refused while the second holds it.
    const putBack = await user.put(INVOICE_API.one('surgical', draft.id), { version: 2, include: [lineC] }).expect(409);
    expect(putBack.body.errors).toEqual([{ field: 'include.0', message: `is already billed on draft ${second.body.surgicalinvoices[0].id}` }]);
    await user.delete(INVOICE_API.one('surgical', second.body.surgicalinvoices[0].id)).expect(204);

    // A stale version is refused; issuing gives the number, dates and due date by the credit term.
    await user.post(INVOICE_API.issue('surgical', draft.id), { version: 1 }).expect(409);
    const issued = (await user.post(INVOICE_API.issue('surgical', draft.id), { version: 2 }).expect(200)).body.surgicalinvoice;
    expect(issued.number).toMatch(new RegExp(`^INV-S${be}-\\d{5}$`));
    expect(issued).toMatchObject({
      status: 'issued',
      issueDate: labDay(),
      dueDate: addDays(labDay(), 45),
      total: '1900.00',
      paymentState: 'unpaid',
      balance: '1900.00',
      issuedBy: 'user',
    });
    expect((await auditOf(t, 'invoice', draft.id)).map((r) => r.action)).toEqual(['create', 'update', 'update']);

    // Issued: never changed, never deleted, not issued again — nothing written.
    const before = await billingWrites(t);
    const edited = await user.put(INVOICE_API.one('surgical', draft.id), { version: 3, discount: 0 }).expect(409);
    expect(edited.body.errors).toEqual([{ field: 'status', message: 'is issued' }]);
    expect(edited.body.message).toMatch(/never changes.*void it/);
    await user.delete(INVOICE_API.one('surgical', draft.id)).expect(409);
    await user.post(INVOICE_API.issue('surgical', draft.id), { version: 3 }).expect(409);
    expect(await billingWrites(t)).toEqual(before);
    // The database refuses a second claim of a case billed (the primary key, not only a check).
    await expect(
      sql(t, `insert into invoice_claim (source, source_id, invoice_id, line_id) select 'case', ?, invoice_id, id from invoice_line where invoice_id = ? limit 1`, [
        a.id,
        draft.id,
      ]),
    ).rejects.toThrow(/invoice_claim_pkey/);
  });

  it('refuses an empty draft, a future period, an unknown payer — 4xx at the field, nothing written', async () => {
    const hospitalId = await newHospital(user);
    const before = await billingWrites(t);
    const empty = await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(422);
    expect(empty.body.errors).toEqual([{ field: 'payer', message: 'has no billable line' }]);
    // Next month, not this one: on a month's last day that month has ended by the rule (it may be invoiced).
    const nextMonth = addDays(`${labDay().slice(0, 7)}-01`, 31).slice(0, 7);
    const future = await user.post(INVOICE_API.list('surgical'), { month: nextMonth }).expect(400);
    expect(future.body.errors[0]).toMatchObject({ field: 'month' });
    expect(future.body.message).toMatch(/after today/);
    const tomorrow = await user.post(INVOICE_API.list('surgical'), { from: labDay(), to: addDays(labDay(), 1) }).expect(400);
    expect(tomorrow.body.errors[0]).toMatchObject({ field: 'to' });
    const unknown = await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: 999_999 }, month }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'payer.id', message: 'is not a known hospital' }]);
    const both = await user.post(INVOICE_API.list('surgical'), { month, from: `${month}-01`, to: `${month}-02` }).expect(400);
    expect(both.body.errors[0]).toMatchObject({ field: 'month', message: 'give a month or a period, not both' });
    expect(await billingWrites(t)).toEqual(before);
    // A draft whose every line is excluded is not issued.
    await caseOn(user, 'cytological', refs, hospitalId, `${month}-02`);
    const d = (await user.post(INVOICE_API.list('cytological'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.cytologicalinvoices[0];
    const line = (await user.get(INVOICE_API.one('cytological', d.id)).expect(200)).body.cytologicalinvoice.lines[0];
    await user.put(INVOICE_API.one('cytological', d.id), { version: 1, exclude: [{ lineId: line.id, reason: 'Research case, not billed' }] }).expect(200);
    const noLine = await user.post(INVOICE_API.issue('cytological', d.id), { version: 2 }).expect(422);
    expect(noLine.body.errors).toEqual([{ field: 'lines', message: 'has no billable line' }]);
    // A route's kind must be the invoice's.
    await user.get(INVOICE_API.one('surgical', d.id)).expect(404);
  });

  it('voids with a reason (lines freed) and reissues a correcting invoice that points at the void one', async () => {
    const hospitalId = await newHospital(user);
    await caseOn(user, 'gynecological', refs, hospitalId, `${month}-11`, { price: 250, lmp: `${month}-01` });
    const d = (await user.post(INVOICE_API.list('gynecological'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.gynecologicalinvoices[0];
    const issued = (await user.post(INVOICE_API.issue('gynecological', d.id), { version: 1 }).expect(200)).body.gynecologicalinvoice;
    expect(issued.number).toMatch(new RegExp(`^INV-G${be}-`));
    // Nothing is billable while it stands.
    await user.post(INVOICE_API.list('gynecological'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(422);
    const noReason = await user.post(INVOICE_API.void('gynecological', d.id), { version: 2 }).expect(400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: expect.any(String) }]);
    const voided = (await user.post(INVOICE_API.void('gynecological', d.id), { version: 2, reason: 'Wrong price: the hospital has a contract price' }).expect(200)).body
      .gynecologicalinvoice;
    expect(voided).toMatchObject({
      status: 'void',
      number: issued.number,
      voidReason: 'Wrong price: the hospital has a contract price',
      voidedBy: 'user',
      paymentState: null,
      balance: '0.00',
    });
    expect((await auditOf(t, 'invoice', d.id)).at(-1)).toMatchObject({ action: 'cancel', reason: 'Wrong price: the hospital has a contract price' });
    await user.post(INVOICE_API.void('gynecological', d.id), { version: 3, reason: 'again' }).expect(409);

    const redo = (await user.post(INVOICE_API.list('gynecological'), { replacesId: d.id }).expect(201)).body.gynecologicalinvoices[0];
    expect(redo).toMatchObject({ status: 'draft', lineCount: 1, periodFrom: issued.periodFrom, periodTo: issued.periodTo });
    const reissued = (await user.post(INVOICE_API.issue('gynecological', redo.id), { version: 1 }).expect(200)).body.gynecologicalinvoice;
    expect(reissued).toMatchObject({ replacesId: d.id, replacesNumber: issued.number });
    expect(reissued.number).not.toBe(issued.number);
    expect((await user.get(INVOICE_API.one('gynecological', d.id)).expect(200)).body.gynecologicalinvoice.replacedById).toBe(redo.id);
    const twice = await user.post(INVOICE_API.list('gynecological'), { replacesId: d.id }).expect(409);
    expect(twice.body.errors).toEqual([{ field: 'replacesId', message: 'is already replaced' }]);
  });

  it('records payments up to the balance; lists unpaid, paid and overdue with ageing', async () => {
    const hospitalId = await newHospital(user, { creditTermDays: 0 });
    await caseOn(user, 'surgical', refs, hospitalId, `${month}-04`, { price: 1000 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    await user.post(INVOICE_API.payments('surgical', d.id), { date: labDay(), amount: 100, reference: 'TR-1' }).expect(409); // a draft takes no payment
    await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200);
    // Due today (credit term 0): make it due 40 days ago to see it overdue.
    await sql(t, `update invoice set due_date = ?, issue_date = ? where id = ?`, [addDays(labDay(), -40), addDays(labDay(), -40), d.id]);
    const filter = (status: string) => user.get(`${INVOICE_API.list('surgical')}?payerType=hospital&payerId=${hospitalId}&status=${status}`).expect(200);
    expect((await filter('overdue')).body).toMatchObject({
      total: 1,
      surgicalinvoices: [{ id: d.id, overdue: true, daysOverdue: 40, ageing: '31-60', paymentState: 'unpaid' }],
      sums: { balance: '1000.00' },
    });

    const before = await billingWrites(t);
    const over = await user.post(INVOICE_API.payments('surgical', d.id), { date: labDay(), amount: '1000.01', reference: 'TR-2' }).expect(400);
    expect(over.body.errors).toEqual([{ field: 'amount', message: 'is more than the balance (1000.00)' }]);
    const future = await user.post(INVOICE_API.payments('surgical', d.id), { date: addDays(labDay(), 1), amount: 1, reference: 'TR-2' }).expect(400);
    expect(future.body.errors[0]).toMatchObject({ field: 'date' });
    const zero = await user.post(INVOICE_API.payments('surgical', d.id), { date: labDay(), amount: 0, reference: 'TR-2' }).expect(400);
    expect(zero.body.errors).toEqual([{ field: 'amount', message: 'must be more than 0' }]);
    expect(await billingWrites(t)).toEqual(before);

    const part = (await user.post(INVOICE_API.payments('surgical', d.id), { date: labDay(), amount: '400', reference: 'KBANK 0012', note: 'Transfer' }).expect(201)).body
      .surgicalinvoice;
    expect(part).toMatchObject({ paid: '400.00', balance: '600.00', paymentState: 'partial', payments: [{ amount: '400.00', reference: 'KBANK 0012', createdBy: 'user' }] });
    const voidPaid = await user.post(INVOICE_API.void('surgical', d.id), { version: part.version, reason: 'x' }).expect(409);
    expect(voidPaid.body.errors).toEqual([{ field: 'payments', message: 'has payments' }]);
    await user.post(INVOICE_API.payments('surgical', d.id), { date: labDay(), amount: '600.00', reference: 'KBANK 0013' }).expect(201);
    expect((await filter('paid')).body).toMatchObject({ total: 1, surgicalinvoices: [{ id: d.id, paymentState: 'paid', balance: '0.00', overdue: false, ageing: null }] });
    expect((await filter('overdue')).body.total).toBe(0);
    expect((await filter('unpaid')).body.total).toBe(0);
    const payments = await sql<{ id: number }[]>(t, `select id from invoice_payment where invoice_id = ? order by id`, [d.id]);
    expect(await auditOf(t, 'invoice_payment', payments[0]!.id)).toEqual([
      expect.objectContaining({ action: 'create', after: expect.objectContaining({ amount: '400.00', reference: 'KBANK 0012' }) }),
    ]);
  });

  it('adds 7% VAT when the lab settings say so, and states exemption otherwise', async () => {
    const hospitalId = await newHospital(user);
    await caseOn(user, 'surgical', refs, hospitalId, `${month}-06`, { price: 333.33 });
    await caseOn(user, 'surgical', refs, hospitalId, `${month}-07`, { price: 100 });
    const settings = (await admin.get('/api/lab-settings').expect(200)).body.labSettings;
    await admin.put('/api/lab-settings', { ...settings, labTaxId: '0105561000011', vatMode: 'vat7' }).expect(200);
    try {
      const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
      // 433.33 × 7% = 30.3331 → 30.33
      const issued = (await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200)).body.surgicalinvoice;
      expect(issued).toMatchObject({ vatMode: 'vat7', vatRate: '7.00', subtotal: '433.33', vat: '30.33', total: '463.66', totalInWords: 'สี่ร้อยหกสิบสามบาทหกสิบหกสตางค์' });
    } finally {
      await admin.put('/api/lab-settings', { ...settings, vatMode: 'exempt' }).expect(200);
    }
    const other = await newHospital(user);
    await caseOn(user, 'surgical', refs, other, `${month}-06`, { price: 333.33 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: other }, month }).expect(201)).body.surgicalinvoices[0];
    const issued = (await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200)).body.surgicalinvoice;
    expect(issued).toMatchObject({ vatMode: 'exempt', vatRate: '0.00', vat: '0.00', total: '333.33' });
  });

  it("bills the case's company when it has one; all payers get a draft each", async () => {
    const hospitalId = await newHospital(user);
    const company = (
      await admin.post('/api/cfgvalues', { category: 'company', name: `บริษัท ประกันทดสอบ ${Date.now()}`, value: '0105555000011', description: '99 สีลม กรุงเทพฯ' }).expect(201)
    ).body.cfgvalue;
    await caseOn(user, 'cytological', refs, hospitalId, `${month}-08`, { companyId: company.id, price: 400 });
    await caseOn(user, 'cytological', refs, hospitalId, `${month}-09`, { price: 450 });
    const byCompany = (await user.post(INVOICE_API.list('cytological'), { payer: { type: 'company', id: company.id }, month }).expect(201)).body.cytologicalinvoices;
    expect(byCompany).toEqual([
      expect.objectContaining({
        lineCount: 1,
        subtotal: '400.00',
        payer: expect.objectContaining({ type: 'company', id: company.id, taxId: '0105555000011', address: '99 สีลม กรุงเทพฯ', creditTermDays: 30 }),
      }),
    ]);
    const all = (await user.post(INVOICE_API.list('cytological'), { month }).expect(201)).body;
    expect(all.cytologicalinvoices.find((i: { payer: { id: number } }) => i.payer.id === hospitalId)).toMatchObject({ lineCount: 1, subtotal: '450.00' });
    expect(all.cytologicalinvoices.every((i: { payer: { type: string; id: number } }) => !(i.payer.type === 'company' && i.payer.id === company.id))).toBe(true);
  });

  it('is for lab staff and admins only', async () => {
    for (const role of ['doctor', 'guest']) {
      const client = await ApiClient.signedIn(t, role);
      await client.get(INVOICE_API.list('surgical')).expect(403);
      await client.post(INVOICE_API.list('surgical'), { month }).expect(403);
    }
    await (await ApiClient.anonymous(t)).get(INVOICE_API.list('paraffin')).expect(401);
    await admin.get(`${INVOICE_API.list('paraffin')}?status=overdue&sortField=balance`).expect(200);
    const bad = await admin.get(`${INVOICE_API.list('paraffin')}?status=late`).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['status']);
    const noType = await admin.get(`${INVOICE_API.list('paraffin')}?payerId=3`).expect(400);
    expect(noType.body.errors).toEqual([{ field: 'payerType', message: 'is required with payerId' }]);
  });
});

import { buddhistYear, INVOICE_API, labDay, labYear } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { billingWrites, caseOn, lastMonth, moreLines, newHospital } from '../../test/billing.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('billing: correcting an invoice after it was issued — payment reversal, credit notes, redraft prices, the void PDF', () => {
  let t: TestApp;
  let user: ApiClient;
  let refs: CaseRefs;
  const month = lastMonth();
  const be = String(buddhistYear(labYear()) % 100);
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  /** A surgical invoice of a new hospital, issued, with one case per price. */
  const issuedWith = async (...prices: number[]) => {
    const hospitalId = await newHospital(user);
    for (const [i, price] of prices.entries()) await caseOn(user, 'surgical', refs, hospitalId, `${month}-${String(3 + i).padStart(2, '0')}`, { price });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    return (await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200)).body.surgicalinvoice;
  };

  it('reverses a payment with a reason — kept on record, audited, the balance recomputed — and then voids the invoice', async () => {
    const invoice = await issuedWith(1000);
    const paid = (await user.post(INVOICE_API.payments('surgical', invoice.id), { date: labDay(), amount: 400, reference: 'CHQ 5521' }).expect(201)).body.surgicalinvoice;
    const payment = paid.payments[0];
    await user.post(INVOICE_API.void('surgical', invoice.id), { version: paid.version, reason: 'Wrong hospital' }).expect(409);

    const url = INVOICE_API.reversePayment('surgical', invoice.id, payment.id);
    const doctor = await ApiClient.signedIn(t, 'doctor');
    const before = await billingWrites(t);
    const noReason = await user.post(url, { version: paid.version, reason: ' ' }).expect(400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'is required' }]);
    await user.post(url, { version: paid.version - 1, reason: 'Cheque bounced' }).expect(409);
    await user.post(INVOICE_API.reversePayment('surgical', invoice.id, 999_999), { version: paid.version, reason: 'Cheque bounced' }).expect(404);
    await user.post(INVOICE_API.reversePayment('cytological', invoice.id, payment.id), { version: paid.version, reason: 'Cheque bounced' }).expect(404);
    await doctor.post(url, { version: paid.version, reason: 'Cheque bounced' }).expect(403);
    expect(await billingWrites(t)).toEqual(before);

    const reversed = (await user.post(url, { version: paid.version, reason: 'Cheque bounced' }).expect(200)).body.surgicalinvoice;
    expect(reversed).toMatchObject({ paid: '0.00', balance: '1000.00', paymentState: 'unpaid', version: paid.version + 1 });
    expect(reversed.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        amount: '400.00',
        reference: 'CHQ 5521',
        reversedBy: 'user',
        reverseReason: 'Cheque bounced',
        reversedAt: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    // The payment row is never deleted; the reversal is audited with its reason.
    expect(await sql(t, `select amount::text, reversed_by_username from invoice_payment where id = ?`, [payment.id])).toEqual([{ amount: '400.00', reversed_by_username: 'user' }]);
    expect((await auditOf(t, 'invoice_payment', payment.id)).map((a) => [a.action, a.reason])).toEqual([
      ['create', null],
      ['cancel', 'Cheque bounced'],
    ]);
    const twice = await user.post(url, { version: reversed.version, reason: 'again' }).expect(409);
    expect(twice.body.errors).toEqual([{ field: 'paymentId', message: 'is already reversed' }]);

    // The lists count it as unpaid again.
    const list = (await user.get(`${INVOICE_API.list('surgical')}?payerType=hospital&payerId=${invoice.payer.id}&status=unpaid`).expect(200)).body;
    expect(list).toMatchObject({ total: 1, sums: { paid: '0.00', balance: '1000.00' } });

    const voided = (await user.post(INVOICE_API.void('surgical', invoice.id), { version: reversed.version, reason: 'Billed to the wrong hospital' }).expect(200)).body
      .surgicalinvoice;
    expect(voided).toMatchObject({ status: 'void', paid: '0.00', payments: [expect.objectContaining({ reverseReason: 'Cheque bounced' })] });
    // A void invoice takes no payment.
    const second = (await user.post(INVOICE_API.payments('surgical', invoice.id), { date: labDay(), amount: 1, reference: 'x' }).expect(409)).body;
    expect(second.errors).toEqual([{ field: 'status', message: 'is void' }]);
  });

  it('issues credit notes against an issued invoice: their own gap-free numbers, at most the balance, by amount or by lines, never changed, with a PDF', async () => {
    const invoice = await issuedWith(700, 300);
    const [lineA, lineB] = invoice.lines;
    const paid = (await user.post(INVOICE_API.payments('surgical', invoice.id), { date: labDay(), amount: 200, reference: 'TR-77' }).expect(201)).body.surgicalinvoice;
    const url = INVOICE_API.creditNotes('surgical', invoice.id);

    const before = await billingWrites(t);
    const tooMuch = await user.post(url, { version: paid.version, reason: 'Overcharged', amount: '800.01' }).expect(400);
    expect(tooMuch.body.errors).toEqual([{ field: 'amount', message: 'is more than the balance (800.00)' }]);
    expect((await user.post(url, { version: paid.version, reason: 'Overcharged' }).expect(400)).body.errors).toEqual([
      { field: 'amount', message: 'give an amount or the lines to credit' },
    ]);
    expect((await user.post(url, { version: paid.version, reason: 'Overcharged', amount: 10, lineIds: [lineB.id] }).expect(400)).body.errors).toEqual([
      { field: 'amount', message: 'give an amount or lines, not both' },
    ]);
    expect((await user.post(url, { version: paid.version, reason: '', amount: 10 }).expect(400)).body.errors).toEqual([{ field: 'reason', message: 'is required' }]);
    expect((await user.post(url, { version: paid.version, reason: 'x', lineIds: [999_999] }).expect(400)).body.errors).toEqual([
      { field: 'lineIds.0', message: 'is not a line of this invoice' },
    ]);
    await user.post(url, { version: paid.version - 1, reason: 'Overcharged', amount: 10 }).expect(409);
    await user.post(url, { version: paid.version, reason: 'Overcharged', amount: 10, extra: 1 }).expect(400);
    expect(await billingWrites(t)).toEqual(before);

    const first = (await user.post(url, { version: paid.version, reason: 'Specimen B was not examined', lineIds: [lineB.id] }).expect(201)).body.surgicalinvoice;
    expect(first).toMatchObject({ total: '1000.00', paid: '200.00', credited: '300.00', balance: '500.00', paymentState: 'partial' });
    const cn1 = first.creditNotes[0];
    expect(cn1).toMatchObject({
      invoiceId: invoice.id,
      kind: 'surgical',
      issueDate: labDay(),
      reason: 'Specimen B was not examined',
      amount: '300.00',
      vat: '0.00',
      createdBy: 'user',
    });
    expect(cn1.number).toMatch(new RegExp(`^CN-S${be}-\\d{5}$`));
    expect(cn1.lines).toEqual([{ lineId: lineB.id, accessionNo: lineB.accessionNo, item: lineB.item, amount: '300.00' }]);
    expect((await auditOf(t, 'credit_note', cn1.id))[0]).toMatchObject({
      action: 'create',
      reason: 'Specimen B was not examined',
      after: expect.objectContaining({ number: cn1.number, amount: '300.00', invoice: invoice.number }),
    });

    // A line is credited once; the next credit note takes the next number of the series.
    expect((await user.post(url, { version: first.version, reason: 'again', lineIds: [lineB.id] }).expect(409)).body.errors).toEqual([
      { field: 'lineIds.0', message: `is already credited (${cn1.number})` },
    ]);
    const second = (await user.post(url, { version: first.version, reason: 'Volume discount agreed later', amount: '500' }).expect(201)).body.surgicalinvoice;
    expect(second).toMatchObject({ credited: '800.00', balance: '0.00', paymentState: 'paid' });
    const cn2 = second.creditNotes[1];
    expect(Number(cn2.number.slice(-5))).toBe(Number(cn1.number.slice(-5)) + 1);
    expect(cn2.lines).toEqual([]);
    // Nothing left to credit, and a line credited whole cannot fit either.
    expect((await user.post(url, { version: second.version, reason: 'more', amount: 1 }).expect(400)).body.errors).toEqual([
      { field: 'amount', message: 'is more than the balance (0.00)' },
    ]);
    expect((await user.post(url, { version: second.version, reason: 'more', lineIds: [lineA.id] }).expect(400)).body.errors).toEqual([
      { field: 'lineIds', message: 'credit 700.00, more than the balance (0.00)' },
    ]);
    // An invoice with credit notes is not voided; a credit note is never changed or deleted.
    expect((await user.post(INVOICE_API.void('surgical', invoice.id), { version: second.version, reason: 'x' }).expect(409)).body.errors).toEqual([
      { field: 'payments', message: 'has payments' },
      { field: 'creditNotes', message: 'has credit notes' },
    ]);
    await expect(sql(t, `update credit_note set amount = 1 where id = ?`, [cn1.id])).rejects.toThrow(/never change/);
    await expect(sql(t, `delete from credit_note where id = ?`, [cn1.id])).rejects.toThrow(/never change/);
    const listed = (await user.get(`${INVOICE_API.list('surgical')}?payerType=hospital&payerId=${invoice.payer.id}`).expect(200)).body;
    expect(listed).toMatchObject({ sums: { total: '1000.00', paid: '200.00', credited: '800.00', balance: '0.00' } });
    expect((await user.get(`${INVOICE_API.list('surgical')}?payerType=hospital&payerId=${invoice.payer.id}&status=paid`).expect(200)).body.total).toBe(1);

    // Its PDF: ใบลดหนี้, both numbers, the reason, the amounts; original and copy.
    const pdf = await user
      .get(INVOICE_API.creditNotePdf('surgical', invoice.id, cn1.id))
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = pdfText(pdf.body as Buffer);
    for (const expected of [
      'ใบลดหนี้',
      'CREDIT NOTE',
      cn1.number,
      invoice.number,
      'Specimen B was not examined',
      lineB.accessionNo,
      '1,000.00',
      '300.00',
      '700.00',
      `${cn1.number} - ORIGINAL - Page 1 of 1`,
      `${cn1.number} - COPY - Page 1 of 1`,
    ]) {
      expect(text).toContain(expected);
    }
    await user.get(INVOICE_API.creditNotePdf('cytological', invoice.id, cn1.id)).expect(404);
    await user.get(INVOICE_API.creditNotePdf('surgical', invoice.id, cn1.id + 999)).expect(404);
  });

  it('refuses a credit note on a draft and on a void invoice', async () => {
    const hospitalId = await newHospital(user);
    await caseOn(user, 'surgical', refs, hospitalId, `${month}-09`, { price: 100 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    expect((await user.post(INVOICE_API.creditNotes('surgical', d.id), { version: 1, reason: 'x', amount: 1 }).expect(409)).body.errors).toEqual([
      { field: 'status', message: 'is draft' },
    ]);
    await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200);
    await user.post(INVOICE_API.void('surgical', d.id), { version: 2, reason: 'Duplicate' }).expect(200);
    expect((await user.post(INVOICE_API.creditNotes('surgical', d.id), { version: 3, reason: 'x', amount: 1 }).expect(409)).body.errors).toEqual([
      { field: 'status', message: 'is void' },
    ]);
  });

  it("a redraft after a void changes a line's price with a reason (audited); the void invoice keeps its own", async () => {
    const invoice = await issuedWith(1000, 250);
    const voided = (await user.post(INVOICE_API.void('surgical', invoice.id), { version: invoice.version, reason: 'The hospital has a contract price' }).expect(200)).body
      .surgicalinvoice;
    const redraft = (await user.post(INVOICE_API.list('surgical'), { replacesId: invoice.id }).expect(201)).body.surgicalinvoices[0];
    const full = (await user.get(INVOICE_API.one('surgical', redraft.id)).expect(200)).body.surgicalinvoice;
    const [line, other] = full.lines;
    const url = INVOICE_API.one('surgical', redraft.id);

    const before = await billingWrites(t);
    expect((await user.put(url, { version: 1, prices: [{ lineId: line.id, unitPrice: 800, reason: '' }] }).expect(400)).body.errors).toEqual([
      { field: 'prices.0.reason', message: 'is required' },
    ]);
    expect((await user.put(url, { version: 1, prices: [{ lineId: invoice.lines[0].id, unitPrice: 800, reason: 'Contract' }] }).expect(400)).body.errors).toEqual([
      { field: 'prices.0.lineId', message: 'is not a line of this invoice' },
    ]);
    expect((await user.put(url, { version: 1, prices: [{ lineId: line.id, unitPrice: -1, reason: 'Contract' }] }).expect(400)).body.errors[0]).toMatchObject({
      field: 'prices.0.unitPrice',
    });
    expect(await billingWrites(t)).toEqual(before);

    const changed = (await user.put(url, { version: 1, prices: [{ lineId: line.id, unitPrice: '800', reason: 'Contract price 2569 (ref. MOU-12)' }] }).expect(200)).body
      .surgicalinvoice;
    expect(changed).toMatchObject({ subtotal: '1050.00', total: '1050.00', version: 2 });
    expect(changed.lines[0]).toMatchObject({ id: line.id, unitPrice: '800.00', amount: '800.00', originalUnitPrice: '1000.00', priceReason: 'Contract price 2569 (ref. MOU-12)' });
    expect(changed.lines[1]).toMatchObject({ id: other.id, unitPrice: '250.00', originalUnitPrice: null, priceReason: null });
    expect((await auditOf(t, 'invoice', redraft.id)).at(-1)).toMatchObject({
      action: 'update',
      after: expect.objectContaining({ prices: [{ lineId: line.id, accessionNo: line.accessionNo, from: '1000.00', to: '800.00', reason: 'Contract price 2569 (ref. MOU-12)' }] }),
    });
    // Back to the price billed: the change is gone.
    const back = (await user.put(url, { version: 2, prices: [{ lineId: line.id, unitPrice: 1000, reason: 'The contract starts next month' }] }).expect(200)).body.surgicalinvoice;
    expect(back.lines[0]).toMatchObject({ unitPrice: '1000.00', originalUnitPrice: null, priceReason: null });
    const again = (await user.put(url, { version: 3, prices: [{ lineId: line.id, unitPrice: 800, reason: 'Contract price after all' }] }).expect(200)).body.surgicalinvoice;
    const reissued = (await user.post(INVOICE_API.issue('surgical', redraft.id), { version: again.version }).expect(200)).body.surgicalinvoice;
    expect(reissued).toMatchObject({
      total: '1050.00',
      replacesId: invoice.id,
      lines: [expect.objectContaining({ unitPrice: '800.00', priceReason: 'Contract price after all' }), expect.anything()],
    });
    // The void invoice is untouched: its lines, prices and total as issued.
    const original = (await user.get(INVOICE_API.one('surgical', invoice.id)).expect(200)).body.surgicalinvoice;
    expect(original).toMatchObject({ status: 'void', total: '1250.00', version: voided.version });
    expect(original.lines.map((l: { unitPrice: string; originalUnitPrice: string | null }) => [l.unitPrice, l.originalUnitPrice])).toEqual([
      ['1000.00', null],
      ['250.00', null],
    ]);
    // Issued now: its prices never change.
    await user.put(url, { version: reissued.version, prices: [{ lineId: line.id, unitPrice: 1, reason: 'x' }] }).expect(409);
  });

  it('changes prices only on a redraft: a first draft bills the prices as they stand', async () => {
    const hospitalId = await newHospital(user);
    await caseOn(user, 'surgical', refs, hospitalId, `${month}-12`, { price: 500 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    const line = (await user.get(INVOICE_API.one('surgical', d.id)).expect(200)).body.surgicalinvoice.lines[0];
    const before = await billingWrites(t);
    const refused = await user.put(INVOICE_API.one('surgical', d.id), { version: 1, prices: [{ lineId: line.id, unitPrice: 400, reason: 'Discount' }] }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'prices', message: 'change only on a draft that replaces a void invoice' }]);
    expect(await billingWrites(t)).toEqual(before);
  });

  it('prints VOID (ยกเลิก) across every page of a void invoice, and not on an issued one', async () => {
    const hospitalId = await newHospital(user);
    const c = await caseOn(user, 'surgical', refs, hospitalId, `${month}-15`, { price: 100 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    // 119 more lines of the same case: several pages.
    await moreLines(t, d.id, c.id, `${month}-15`, 119, 2_000_000);
    const issued = (await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200)).body.surgicalinvoice;
    const pagesOf = async () => {
      const res = await user.get(INVOICE_API.pdf('surgical', d.id)).buffer(true).parse(binary).expect(200);
      return pdfText(res.body as Buffer)
        .split('\f')
        .filter((p) => p.trim());
    };
    const issuedPages = await pagesOf();
    expect(issuedPages.length).toBeGreaterThanOrEqual(4);
    for (const page of issuedPages) expect(page).not.toMatch(/VOID/);

    await user.post(INVOICE_API.void('surgical', d.id), { version: issued.version, reason: 'Wrong period' }).expect(200);
    const voidPages = await pagesOf();
    expect(voidPages).toHaveLength(issuedPages.length);
    voidPages.forEach((page) => {
      expect(page).toContain('VOID');
      expect(page).toContain('ยกเลิก');
    });
  }, 120_000);
});

import { BENCH_API, INVOICE_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { testId } from '../../test/bench.js';
import { caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { caseRefs, partsOf, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 27.5: a price is per case or per part (per specimen); an invoice bills a per-part price once per part and lists the parts. */
describe('billing per part', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let doctor: ApiClient;
  let refs: CaseRefs;
  let surgicalPrefixId: number;
  const month = lastMonth();
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await caseRefs(t);
    const prefixes = (await admin.get('/api/setting?kind=surgical&status=active').expect(200)).body as { id: number; pricePer: string }[];
    surgicalPrefixId = prefixes[0]!.id;
    expect(prefixes[0]!.pricePer).toBe('case'); // every existing price stays per case (migration 036)
  });
  afterAll(async () => {
    await sql(t, `update setting_prefix set price_per = 'case' where id = ?`, [surgicalPrefixId]);
    await t.close();
  });

  const pricePer = async (value: 'case' | 'part') => (await admin.put(`/api/setting/${surgicalPrefixId}`, { pricePer: value }).expect(200)).body.prefix as { pricePer: string };
  const threeParts = (hospitalId: number, day: string, price: number) =>
    caseOn(user, 'surgical', refs, hospitalId, day, {
      price,
      specimen: undefined,
      containers: undefined,
      collectedAt: undefined,
      parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, axillary, left', 'Skin, additional margin'),
    });
  const draftFor = async (hospitalId: number) => {
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    return (await user.get(INVOICE_API.one('surgical', d.id)).expect(200)).body.surgicalinvoice;
  };

  it('a per-case price bills a 3-part case once; a per-part price bills it 3 times; the lines list the parts; an issued invoice never changes', async () => {
    const hospitalId = await newHospital(user);
    const c = await threeParts(hospitalId, `${month}-03`, 1500);
    const single = await caseOn(user, 'surgical', refs, hospitalId, `${month}-04`, { price: 900 });

    const perCase = await draftFor(hospitalId);
    expect(perCase.lines.map((l: Record<string, unknown>) => [l.sourceId, l.parts, l.quantity, l.unitPrice, l.amount])).toEqual([
      [c.id, ['A', 'B', 'C'], 1, '1500.00', '1500.00'],
      [single.id, ['A'], 1, '900.00', '900.00'],
    ]);
    expect(perCase.subtotal).toBe('2400.00');
    await user.delete(INVOICE_API.one('surgical', perCase.id)).expect(204);

    expect((await pricePer('part')).pricePer).toBe('part');
    const perPart = await draftFor(hospitalId);
    expect(perPart.lines.map((l: Record<string, unknown>) => [l.sourceId, l.parts, l.quantity, l.unitPrice, l.amount])).toEqual([
      [c.id, ['A', 'B', 'C'], 3, '1500.00', '4500.00'],
      [single.id, ['A'], 1, '900.00', '900.00'],
    ]);
    expect(perPart.subtotal).toBe('5400.00');
    const issued = (await user.post(INVOICE_API.issue('surgical', perPart.id), { version: 1 }).expect(200)).body.surgicalinvoice;
    expect(issued.total).toBe('5400.00');

    const res = await user.get(INVOICE_API.pdf('surgical', perPart.id)).buffer(true).parse(binary).expect(200);
    const flat = pdfText(res.body as Buffer).replace(/\s+/g, ' ');
    expect(flat).toContain('ส่วน (Parts) A, B, C');
    expect(flat).toContain('3 1,500.00 4,500.00');

    // The price basis and the case's price change afterwards: the issued invoice does not.
    await pricePer('case');
    await sql(t, `update pathology_case set price = 2000 where id = ?`, [c.id]);
    const again = (await user.get(INVOICE_API.one('surgical', perPart.id)).expect(200)).body.surgicalinvoice;
    expect(again.lines).toEqual(issued.lines);
    expect(again.total).toBe('5400.00');
  });

  it('a test priced per part bills an order on no block once per part, an order on a block once (its part)', async () => {
    const hospitalId = await newHospital(user);
    const c = await threeParts(hospitalId, `${month}-05`, 1500);
    const blocks = (await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: 'A1, B1' }).expect(201)).body.blocks as { id: number; code: string }[];
    const b1 = blocks.find((b) => b.code === 'B1')!;
    const [er, pas] = [await testId(t, 'ER'), await testId(t, 'PAS')];
    const before = (await admin.get(BENCH_API.test(pas)).expect(200)).body.test;
    const updated = (await admin.put(BENCH_API.test(pas), { pricePer: 'part' }).expect(200)).body.test;
    expect(updated.pricePer).toBe('part');
    expect(await auditOf(t, 'lab_test', pas)).toContainEqual(
      expect.objectContaining({ action: 'update', before: expect.objectContaining({ pricePer: 'case' }), after: expect.objectContaining({ pricePer: 'part' }) }),
    );
    try {
      const onNoBlock = (await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [pas] }).expect(201)).body.additionals[0];
      const onBlock = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: b1.id, testIds: [pas, er] }).expect(201)).body.additionals;
      for (const o of [onNoBlock, ...onBlock]) {
        await user.put(BENCH_API.additional('surgical', c.id, o.id), { version: 1, status: 'done', resultNote: 'Done' }).expect(200);
        await sql(t, `update additional_order set done_at = ?::timestamptz where id = ?`, [`${month}-07T04:00:00Z`, o.id]);
      }
      const d = (await user.post(INVOICE_API.list('additional'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.additionalinvoices[0];
      const lines = (await user.get(INVOICE_API.one('additional', d.id)).expect(200)).body.additionalinvoice.lines as Record<string, unknown>[];
      const of = (id: number) => lines.find((l) => l.sourceId === id)!;
      expect([of(onNoBlock.id).parts, of(onNoBlock.id).quantity]).toEqual([['A', 'B', 'C'], 3]);
      expect([of(onBlock[0].id).parts, of(onBlock[0].id).quantity]).toEqual([['B'], 1]);
      expect([of(onBlock[1].id).parts, of(onBlock[1].id).quantity]).toEqual([['B'], 1]); // ER: per case, on block B1
    } finally {
      await admin.put(BENCH_API.test(pas), { pricePer: before.pricePer }).expect(200);
    }
  });

  it('refuses a price basis that is neither case nor part, and a per-part price for Pap cases — 400 at pricePer, coded, nothing written; the change is audited', async () => {
    const bad = await admin.put(`/api/setting/${surgicalPrefixId}`, { pricePer: 'specimen' }).set('X-Error-Codes', '1').expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'pricePer', code: 'must_be_case_or_part' })]);
    const [gyn] = (await admin.get('/api/setting?kind=gynecological&status=active').expect(200)).body as { id: number }[];
    const pap = await admin.put(`/api/setting/${gyn!.id}`, { pricePer: 'part' }).set('X-Error-Codes', '1').expect(400);
    expect(pap.body.errors).toEqual([expect.objectContaining({ field: 'pricePer', code: 'pap_price_per_case' })]);
    expect((await sql<{ price_per: string }[]>(t, `select price_per from setting_prefix where id = ?`, [gyn!.id]))[0]!.price_per).toBe('case');
    const badTest = await admin
      .put(BENCH_API.test(await testId(t, 'ER')), { pricePer: 'block' })
      .set('X-Error-Codes', '1')
      .expect(400);
    expect(badTest.body.errors).toEqual([expect.objectContaining({ field: 'pricePer', code: 'must_be_case_or_part' })]);
    await user.put(`/api/setting/${surgicalPrefixId}`, { pricePer: 'part' }).expect(403);

    await pricePer('part');
    await pricePer('case');
    const audits = await auditOf(t, 'setting_prefix', surgicalPrefixId);
    expect(audits).toContainEqual(
      expect.objectContaining({ action: 'update', before: expect.objectContaining({ pricePer: 'part' }), after: expect.objectContaining({ pricePer: 'case' }) }),
    );
  });
});

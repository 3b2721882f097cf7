import { BENCH_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { benchWrites, gross, testId } from '../../test/bench.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, registerCase, resultRefs, signedOutCase } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

describe('bench: additional-test orders', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let admin: ApiClient;
  let refs: CaseRefs;
  let er: number;
  let pr: number;
  let ki67: number;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    doctor = await ApiClient.signedIn(t, 'doctor');
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
    [er, pr, ki67] = [await testId(t, 'ER'), await testId(t, 'PR'), await testId(t, 'KI67')];
  });
  afterAll(() => t.close());

  it('orders an IHC panel of 3 on A2: one order and one slide cut for each, audited', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const blocks = await gross(user, 'surgical', c.id);
    const a2 = blocks[1]!;
    const res = await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a2.id, testIds: [er, pr, ki67], note: 'Breast core: hormone receptors' }).expect(201);
    expect(res.body.total).toBe(3);
    const orders = res.body.additionals;
    expect(orders.map((o: { testCode: string }) => o.testCode)).toEqual(['ER', 'PR', 'KI67']);
    expect(orders[0]).toMatchObject({
      caseId: c.id,
      kind: 'surgical',
      accessionNo: c.accessionNo,
      patientName: 'นางสมหญิง ใจดี',
      blockId: a2.id,
      blockCode: 'A2',
      slideBarcode: `SLD-${orders[0].slideId}`,
      category: 'immunohistochemistry',
      status: 'ordered',
      note: 'Breast core: hormone receptors',
      price: null,
      priceSource: null,
      orderedBy: 'doctor',
      version: 1,
    });
    const listed = (await user.get(BENCH_API.blocks('surgical', c.id)).expect(200)).body.blocks[1];
    expect(listed.orderCount).toBe(3);
    expect(listed.slides.map((s: { code: string; stain: string }) => `${s.code}:${s.stain}`)).toEqual(['A2-1:H&E', 'A2-2:ER', 'A2-3:PR', 'A2-4:KI67']);
    expect(listed.slides[1].orderId).toBe(orders[0].id);
    expect((await auditOf(t, 'additional_order', orders[2].id))[0]).toMatchObject({
      action: 'create',
      actor_username: 'doctor',
      after: { caseId: c.id, blockId: a2.id, testCode: 'KI67', status: 'ordered' },
    });
    // On the case, without a block: no slide.
    const onCase = await admin.post(BENCH_API.additionals('surgical', c.id), { testIds: [await testId(t, 'CONSULT')] }).expect(201);
    expect(onCase.body.additionals[0]).toMatchObject({ blockId: null, slideId: null, slideBarcode: null });
    expect((await user.get(BENCH_API.additionals('surgical', c.id)).expect(200)).body.total).toBe(4);
  });

  it('refuses an unknown or inactive test, a block of another case, a test listed twice, lab staff ordering, a cancelled case — nothing written', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const other = await registerCase(user, 'surgical', refs);
    const [otherA1] = await gross(user, 'surgical', other.id, 'A', 1);
    await admin.put(BENCH_API.test(await testId(t, 'CONGO')), { active: false }).expect(200);
    const cancelled = await registerCase(user, 'surgical', refs);
    await user.put(`/api/surgicals/${cancelled.id}`, { version: 1, status: 'cancelled', cancelReason: 'Wrong patient' }).expect(200);
    const before = await benchWrites(t);
    const unknown = await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [er, 999_999, await testId(t, 'CONGO')] }).expect(400);
    expect(unknown.body.errors).toEqual([
      { field: 'testIds.1', message: 'is not a test of the catalogue' },
      { field: 'testIds.2', message: 'CONGO is inactive' },
    ]);
    const block = await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: otherA1!.id, testIds: [er] }).expect(400);
    expect(block.body.errors).toEqual([{ field: 'blockId', message: 'is not a block of this case' }]);
    await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [er, er] }).expect(400);
    await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [] }).expect(400);
    await user.post(BENCH_API.additionals('surgical', c.id), { testIds: [er] }).expect(403);
    const refused = await doctor.post(BENCH_API.additionals('surgical', cancelled.id), { testIds: [er] }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'status', message: 'is cancelled' }]);
    expect(await benchWrites(t)).toEqual(before);
  });

  it("takes orders on a released report's case", async () => {
    const rrefs = await resultRefs(t);
    const { case: c } = await signedOutCase(user, doctor, 'surgical', rrefs);
    await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [er] }).expect(201);
  });

  it('moves ordered → in progress → done with who and when; the price is resolved at done and kept', async () => {
    const c = await registerCase(user, 'surgical', refs); // company SELF, hospital BKV
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    // BKV's surgical price for ER, and an any-kind price: the kind's wins.
    await admin
      .put(BENCH_API.test(er), {
        prices: [
          { hospitalId: refs.hospitalId, kind: 'surgical', price: '650' },
          { hospitalId: refs.hospitalId, price: 700 },
        ],
      })
      .expect(200);
    const [order] = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds: [er, pr] }).expect(201)).body.additionals;
    const url = BENCH_API.additional('surgical', c.id, order.id);
    await doctor.put(url, { version: 1, status: 'in_progress' }).expect(403);
    const started = await user.put(url, { version: 1, status: 'in_progress' }).expect(200);
    expect(started.body.additional).toMatchObject({ status: 'in_progress', startedBy: 'user', startedAt: expect.any(String), version: 2 });
    const done = await user.put(url, { version: 2, status: 'done', resultNote: 'ER positive, 90% strong (Allred 8)' }).expect(200);
    expect(done.body.additional).toMatchObject({
      status: 'done',
      doneBy: 'user',
      price: '650.00',
      priceSource: 'hospital',
      resultNote: 'ER positive, 90% strong (Allred 8)',
      version: 3,
    });
    expect((await auditOf(t, 'additional_order', order.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { status: 'in_progress', resultNote: null, price: null, priceSource: null },
      after: { status: 'done', resultNote: 'ER positive, 90% strong (Allred 8)', price: '650.00', priceSource: 'hospital' },
    });
    // A later price change leaves the done order's price as it was.
    await admin.put(BENCH_API.test(er), { defaultPrice: 900, prices: [] }).expect(200);
    expect((await sql<{ price: string }[]>(t, `select price::text from additional_order where id = ?`, [order.id]))[0]!.price).toBe('650.00');

    // A done order is not edited: 409 at status, nothing written.
    const before = await benchWrites(t);
    const edit = await user.put(url, { version: 3, resultNote: 'changed' }).expect(409);
    expect(edit.body.errors).toEqual([{ field: 'status', message: 'is done' }]);
    await user.put(url, { version: 3, status: 'cancelled', cancelReason: 'late' }).expect(409);
    expect(await benchWrites(t)).toEqual(before);
  });

  it("keeps the done orders in the released version's snapshot; the report prints the pathologist's results of them, never the bench's notes (issue 24.3)", async () => {
    const rrefs = await resultRefs(t);
    const c = await registerCase(user, 'surgical', rrefs);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const [done, open] = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds: [er, pr] }).expect(201)).body.additionals;
    await user.put(BENCH_API.additional('surgical', c.id, done.id), { version: 1, status: 'done', resultNote: 'Stained, control OK, slide to Dr.' }).expect(200);
    const reported = 'Estrogen receptor: positive, 95% of tumour cells, strong (Allred 8).';
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', rrefs, { additionalStudies: reported }));
    const report = (await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201)).body.surgicalreport;
    expect(report.snapshot.additionals).toEqual([
      {
        testCode: 'ER',
        testName: 'Estrogen receptor (ER)',
        category: 'immunohistochemistry',
        blockCode: 'A1',
        resultNote: 'Stained, control OK, slide to Dr.',
        doneAt: expect.any(String),
      },
    ]);
    const text = pdfText((await doctor.get(`/api/reports/surgicals/${report.id}/pdf`).buffer(true).parse(binary).expect(200)).body);
    expect(text).toContain('ADDITIONAL STUDIES');
    expect(text).toContain(reported);
    expect(text).toContain('Studies performed: Estrogen receptor (ER), block A1');
    expect(text).not.toContain('(ER) (ER)');
    expect(text).not.toContain('Stained, control OK');
    // An order done after the release does not change the released version.
    await user.put(BENCH_API.additional('surgical', c.id, open.id), { version: 1, status: 'done', resultNote: 'PR negative' }).expect(200);
    expect((await doctor.get(`/api/reports/surgicals/${report.id}`).expect(200)).body.surgicalreport.snapshot.additionals).toHaveLength(1);
  });

  it('resolves the company price before the hospital price, else the default', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const gms = await testId(t, 'GMS');
    await admin
      .put(BENCH_API.test(gms), {
        prices: [
          { companyId: refs.companyId, price: '350.50' },
          { hospitalId: refs.hospitalId, price: '380' },
        ],
      })
      .expect(200);
    const [o1, o2] = (await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [gms, await testId(t, 'AFB')] }).expect(201)).body.additionals;
    expect((await user.put(BENCH_API.additional('surgical', c.id, o1.id), { version: 1, status: 'done' }).expect(200)).body.additional).toMatchObject({
      price: '350.50',
      priceSource: 'company',
    });
    expect((await user.put(BENCH_API.additional('surgical', c.id, o2.id), { version: 1, status: 'done' }).expect(200)).body.additional).toMatchObject({
      price: '300.00',
      priceSource: 'default',
    });
  });

  it('cancels with a reason (doctors too), refuses a stale version and a move back', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [o] = (await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [er] }).expect(201)).body.additionals;
    const url = BENCH_API.additional('surgical', c.id, o.id);
    const noReason = await doctor.put(url, { version: 1, status: 'cancelled' }).expect(400);
    expect(noReason.body.errors).toEqual([{ field: 'cancelReason', message: 'give the reason to cancel' }]);
    await doctor.put(url, { version: 2, status: 'cancelled', cancelReason: 'Tissue exhausted' }).expect(409);
    await user.put(url, { version: 1, status: 'ordered' }).expect(400);
    const cancelled = await doctor.put(url, { version: 1, status: 'cancelled', cancelReason: 'Tissue exhausted' }).expect(200);
    expect(cancelled.body.additional).toMatchObject({ status: 'cancelled', cancelledBy: 'doctor', cancelReason: 'Tissue exhausted', price: null });
    expect((await auditOf(t, 'additional_order', o.id)).at(-1)).toMatchObject({ action: 'cancel', reason: 'Tissue exhausted' });
    // Another kind's route does not reach the case.
    await doctor.put(BENCH_API.additional('cytological', c.id, o.id), { version: 2, note: 'x' }).expect(404);
  });

  describe('the open-orders worklist and marking done by scanning', () => {
    it('lists open orders across cases oldest first, by test and age, paged with the total', async () => {
      const c1 = await registerCase(user, 'surgical', refs);
      const c2 = await registerCase(user, 'cytological', refs);
      const [b1] = await gross(user, 'surgical', c1.id, 'A', 1);
      const first = (await doctor.post(BENCH_API.additionals('surgical', c1.id), { blockId: b1!.id, testIds: [ki67] }).expect(201)).body.additionals[0];
      await doctor.post(BENCH_API.additionals('cytological', c2.id), { testIds: [ki67] }).expect(201);
      await sql(t, `update additional_order set ordered_at = now() - interval '3 days' where id = ?`, [first.id]);

      const all = (await user.get(`${BENCH_API.worklist}?testId=${ki67}`).expect(200)).body;
      expect(all.total).toBeGreaterThanOrEqual(2);
      expect(all.additionals[0].id).toBe(first.id);
      expect(all.additionals.every((o: { status: string; testCode: string }) => ['ordered', 'in_progress'].includes(o.status) && o.testCode === 'KI67')).toBe(true);
      const old = (await user.get(`${BENCH_API.worklist}?minAgeDays=2`).expect(200)).body;
      expect(old.additionals.map((o: { id: number }) => o.id)).toEqual([first.id]);
      const page = (await user.get(`${BENCH_API.worklist}?rows=1&first=1`).expect(200)).body;
      expect(page.additionals).toHaveLength(1);
      expect(page.total).toBe(
        all.total + (await sql<{ n: number }[]>(t, `select count(*)::int as n from additional_order where status in ('ordered','in_progress') and test_id <> ?`, [ki67]))[0]!.n,
      );
      const search = (await user.get(`${BENCH_API.worklist}?search=${c1.accessionNo}`).expect(200)).body;
      expect(search.additionals.map((o: { caseId: number }) => o.caseId)).toEqual([c1.id]);
      expect(search.total).toBe(1);
      await user.get(`${BENCH_API.worklist}?status=lost`).expect(400);
      await user.get(`${BENCH_API.worklist}?colour=red`).expect(400);
    });

    it('counts the open orders by test in SQL (every filter but the test), most first, for the test chips', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
      await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds: [er, pr] }).expect(201);
      await doctor.post(BENCH_API.additionals('surgical', c.id), { testIds: [er] }).expect(201);
      const expected = await sql<{ testId: number; count: number }[]>(
        t,
        `select test_id as "testId", count(*)::int as count from additional_order where status in ('ordered', 'in_progress') group by test_id order by count(*) desc, (select code from lab_test where id = test_id)`,
      );
      const open = (await user.get(`${BENCH_API.worklist}?testId=${pr}`).expect(200)).body;
      expect(open.byTest.map((b: { testId: number; count: number }) => ({ testId: b.testId, count: b.count }))).toEqual(expected);
      expect(open.byTest.find((b: { testId: number }) => b.testId === er)).toMatchObject({ testCode: 'ER', testName: 'Estrogen receptor (ER)' });
      // Open orders of a minimum age: the kept counts less the younger orders, as a plain count gives them.
      await sql(t, `update additional_order set ordered_at = now() - interval '3 days' where case_id = ? and test_id = ?`, [c.id, er]);
      const olderThan2Days = await sql<{ testId: number; count: number }[]>(
        t,
        `select test_id as "testId", count(*)::int as count from additional_order where status in ('ordered', 'in_progress') and ordered_at <= now() - interval '2 days'
          group by test_id order by count(*) desc, (select code from lab_test where id = test_id)`,
      );
      const aged = (await user.get(`${BENCH_API.worklist}?minAgeDays=2`).expect(200)).body;
      expect(aged.byTest.map((b: { testId: number; count: number }) => ({ testId: b.testId, count: b.count }))).toEqual(olderThan2Days);
      expect(aged.total).toBe(olderThan2Days.reduce((sum, b) => sum + b.count, 0));
      // With the case's search: its counts only.
      const ofCase = (await user.get(`${BENCH_API.worklist}?search=${c.accessionNo}`).expect(200)).body;
      expect(ofCase.byTest.map((b: { testCode: string; count: number }) => `${b.testCode}:${b.count}`)).toEqual(['ER:2', 'PR:1']);
      expect(ofCase.total).toBe(3);
      const noneDone = (await user.get(`${BENCH_API.worklist}?search=${c.accessionNo}&status=done`).expect(200)).body;
      expect(noneDone.byTest).toEqual([]);
      // A page past the end still says how many there are, and by test (the counts on their own).
      const pastEnd = (await user.get(`${BENCH_API.worklist}?search=${c.accessionNo}&first=100`).expect(200)).body;
      expect(pastEnd.additionals).toEqual([]);
      expect(pastEnd.byTest.map((b: { testCode: string; count: number }) => `${b.testCode}:${b.count}`)).toEqual(['ER:2', 'PR:1']);
      expect(pastEnd.total).toBe(3);
      // Search text is a bound value of the prepared statement, quotes and placeholders included.
      const odd = (await user.get(`${BENCH_API.worklist}?search=${encodeURIComponent(`'?$1`)}`).expect(200)).body;
      expect(odd).toMatchObject({ additionals: [], total: 0, byTest: [] });
    });

    it('keeps the counts by test in step with every insert, update and delete, however many rows a statement touches', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const [a1, a2] = await gross(user, 'surgical', c.id, 'A', 2);
      await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds: [er, pr, ki67] }).expect(201);
      await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a2!.id, testIds: [er, ki67] }).expect(201);
      // One snapshot for both sides: other tests may add orders meanwhile.
      const inStep = async () =>
        (
          await sql<{ same: boolean }[]>(
            t,
            `select coalesce((select json_object_agg(test_id, n order by test_id) from additional_open_count where n > 0)::text, '')
                  = coalesce((select json_object_agg(test_id, n order by test_id) from (select test_id, count(*)::int as n from additional_order
                               where status in ('ordered', 'in_progress') group by test_id) x)::text, '') as same`,
          )
        )[0]!.same;
      expect(await inStep()).toBe(true);
      await sql(t, `update additional_order set status = 'in_progress' where case_id = ? and test_id = ?`, [c.id, er]);
      expect(await inStep()).toBe(true);
      await sql(t, `update additional_order set test_id = ? where case_id = ? and test_id = ?`, [pr, c.id, ki67]);
      expect(await inStep()).toBe(true);
      await sql(t, `update additional_order set status = 'cancelled', cancel_reason = 'x' where case_id = ? and test_id = ?`, [c.id, pr]);
      expect(await inStep()).toBe(true);
      await sql(t, `delete from additional_order where case_id = ?`, [c.id]);
      expect(await inStep()).toBe(true);
      const ofTests = await sql<{ n: number }[]>(t, `select n from additional_open_count where n < 0`);
      expect(ofTests).toEqual([]);
    });

    it('marks done the order of a scanned slide (barcode or id); refuses a block, an unknown slide, a done order', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
      const [o1, o2] = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a1!.id, testIds: [er, pr] }).expect(201)).body.additionals;
      const byBarcode = await user.post(BENCH_API.markDoneByScan, { code: o1.slideBarcode.toLowerCase() }).expect(200);
      expect(byBarcode.body.additional).toMatchObject({ id: o1.id, status: 'done', doneBy: 'user', price: expect.any(String) });
      const byId = await user.post(BENCH_API.markDoneByScan, { code: String(o2.slideId), resultNote: 'PR negative' }).expect(200);
      expect(byId.body.additional).toMatchObject({ id: o2.id, status: 'done', resultNote: 'PR negative' });

      const before = await benchWrites(t);
      expect((await user.post(BENCH_API.markDoneByScan, { code: o1.slideBarcode }).expect(409)).body.errors).toEqual([{ field: 'status', message: 'is done' }]);
      expect((await user.post(BENCH_API.markDoneByScan, { code: `BLK-${a1!.id}` }).expect(400)).body.errors).toEqual([
        { field: 'code', message: 'is a block: scan the slide cut for the order' },
      ]);
      expect((await user.post(BENCH_API.markDoneByScan, { code: a1!.slides[0]!.id.toString() }).expect(404)).body.errors).toEqual([
        { field: 'code', message: 'names no ordered slide' },
      ]);
      await user.post(BENCH_API.markDoneByScan, { code: 'S69-00001' }).expect(400);
      await doctor.post(BENCH_API.markDoneByScan, { code: o1.slideBarcode }).expect(403);
      expect(await benchWrites(t)).toEqual(before);
    });

    it('resolves a scanned barcode to its case, block and slide', async () => {
      const c = await registerCase(user, 'surgical', refs);
      const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
      const block = (await user.get(BENCH_API.barcode(`BLK-${a1!.id}`)).expect(200)).body.barcode;
      expect(block).toEqual({
        code: `BLK-${a1!.id}`,
        target: 'block',
        caseId: c.id,
        kind: 'surgical',
        accessionNo: c.accessionNo,
        blockId: a1!.id,
        blockCode: 'A1',
        slideId: null,
        slideCode: null,
        orderId: null,
      });
      const slide = (await doctor.get(BENCH_API.barcode(`sld-${a1!.slides[0]!.id}`)).expect(200)).body.barcode;
      expect(slide).toMatchObject({ target: 'slide', caseId: c.id, blockCode: 'A1', slideCode: 'A1-1', orderId: null });
      expect((await user.get(BENCH_API.barcode('BLK-999999')).expect(404)).body.errors).toEqual([{ field: 'code', message: 'names no block' }]);
      await user.get(BENCH_API.barcode('hello')).expect(400);
    });
  });
});

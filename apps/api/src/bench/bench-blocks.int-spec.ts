import { BENCH_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { benchWrites, gross, testId } from '../../test/bench.js';
import { caseRefs, partsOf, type CaseRefs } from '../../test/cases.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { registerCase } from '../../test/results.js';
import { auditOf } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('bench: blocks and slides', () => {
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

  it('grosses "A1–A4, 1 slide each" into four cassettes with an H&E slide each, labelled by accession number, audited', async () => {
    const c = await registerCase(user, 'surgical', refs, { parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, axillary', 'Skin, margin') });
    const res = await user.post(BENCH_API.blocks('surgical', c.id), { range: { part: 'a', from: 1, to: 4, slidesEach: 1, description: 'Tumour' } }).expect(201);
    expect(res.body.total).toBe(4);
    expect(res.body.slides).toEqual([]);
    const blocks = res.body.blocks;
    expect(blocks.map((b: { label: string }) => b.label)).toEqual([`${c.accessionNo} A1`, `${c.accessionNo} A2`, `${c.accessionNo} A3`, `${c.accessionNo} A4`]);
    expect(blocks[0]).toMatchObject({ type: 'cassette', code: 'A1', description: 'Tumour', barcode: `BLK-${blocks[0].id}`, orderCount: 0, createdBy: 'user', version: 1 });
    expect(blocks[0].slides).toEqual([expect.objectContaining({ code: 'A1-1', stain: 'H&E', blockId: blocks[0].id, orderId: null, barcode: expect.stringMatching(/^SLD-\d+$/) })]);
    expect(await auditOf(t, 'bench_block', blocks[1].id)).toEqual([
      { action: 'create', actor_username: 'user', before: null, after: { caseId: c.id, code: 'A2', type: 'cassette', description: 'Tumour', slides: ['A2-1'] }, reason: null },
    ]);
    // A list adds more, kept in code order (B2 after B1, A10 after A4).
    const more = await user
      .post(BENCH_API.blocks('surgical', c.id), {
        blocks: [
          { code: 'B1', slides: 2 },
          { code: 'A10', slides: 0 },
        ],
      })
      .expect(201);
    expect(more.body.blocks.map((b: { code: string }) => b.code)).toEqual(['A1', 'A2', 'A3', 'A4', 'A10', 'B1']);
    expect(more.body.blocks.at(-1).slides.map((s: { code: string }) => s.code)).toEqual(['B1-1', 'B1-2']);
    expect((await doctor.get(BENCH_API.blocks('surgical', c.id)).expect(200)).body.total).toBe(6);
  });

  it("refuses a duplicate code, a bad range, a cassette on a cytology case and another kind's route — nothing written", async () => {
    const c = await registerCase(user, 'surgical', refs, { parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, axillary', 'Skin, margin') });
    await gross(user, 'surgical', c.id, 'A', 2);
    const cyto = await registerCase(user, 'cytological', refs);
    const before = await benchWrites(t);
    const dup = await user.post(BENCH_API.blocks('surgical', c.id), { range: { part: 'A', from: 2, to: 3 } }).expect(400);
    expect(dup.body.errors).toEqual([{ field: 'range.from', message: `${c.accessionNo} A2 already exists` }]);
    const listed = await user.post(BENCH_API.blocks('surgical', c.id), { blocks: [{ code: 'C1' }, { code: 'A1' }] }).expect(400);
    expect(listed.body.errors).toEqual([{ field: 'blocks.1.code', message: `${c.accessionNo} A1 already exists` }]);
    const reversed = await user.post(BENCH_API.blocks('surgical', c.id), { range: { part: 'A', from: 4, to: 3 } }).expect(400);
    expect(reversed.body.errors).toEqual([{ field: 'range.to', message: 'must not be before from' }]);
    await user.post(BENCH_API.blocks('surgical', c.id), { range: { part: 'A', from: 5, to: 5 }, blocks: [{ code: 'A6' }] }).expect(400);
    await user.post(BENCH_API.blocks('surgical', c.id), { blocks: [{ code: 'A7', colour: 'red' }] }).expect(400);
    await user.post(BENCH_API.blocks('cytological', c.id), { range: { part: 'A', from: 5, to: 5 } }).expect(404);
    const cassette = await user.post(BENCH_API.blocks('cytological', cyto.id), { blocks: [{ code: 'CB1', type: 'cassette' }] }).expect(400);
    expect(cassette.body.errors).toEqual([{ field: 'blocks.0.type', message: 'a cytological case has cell blocks, not cassettes' }]);
    expect(await benchWrites(t)).toEqual(before);
    // Without a type, a cytology case gets a cell block.
    const cellBlock = await user.post(BENCH_API.blocks('cytological', cyto.id), { blocks: [{ code: 'CB1' }] }).expect(201);
    expect(cellBlock.body.blocks[0]).toMatchObject({ type: 'cell-block', code: 'CB1' });
  });

  it('renames a block without slides or orders; refuses one that has slides, a duplicate, a stale version', async () => {
    const c = await registerCase(user, 'surgical', refs, { parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, axillary', 'Skin, margin') });
    const [a1] = await gross(user, 'surgical', c.id, 'A', 2);
    const bare = (await user.post(BENCH_API.blocks('surgical', c.id), { blocks: [{ code: 'C1', slides: 0 }] }).expect(201)).body.blocks.find(
      (b: { code: string }) => b.code === 'C1',
    );
    const before = await benchWrites(t);
    const refused = await user.put(BENCH_API.block('surgical', c.id, a1!.id), { version: 1, code: 'A9' }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'code', message: 'cannot change once the block has slides or orders' }]);
    const dup = await user.put(BENCH_API.block('surgical', c.id, bare.id), { version: 1, code: 'A2' }).expect(400);
    expect(dup.body.errors).toEqual([{ field: 'code', message: `${c.accessionNo} A2 already exists` }]);
    await user.put(BENCH_API.block('surgical', c.id, bare.id), { version: 2, code: 'C2' }).expect(409);
    await doctor.put(BENCH_API.block('surgical', c.id, bare.id), { version: 1, code: 'C2' }).expect(403);
    expect(await benchWrites(t)).toEqual(before);

    const renamed = await user.put(BENCH_API.block('surgical', c.id, bare.id), { version: 1, code: 'c2', description: 'Margin' }).expect(200);
    expect(renamed.body.block).toMatchObject({ code: 'C2', label: `${c.accessionNo} C2`, description: 'Margin', version: 2 });
    expect((await auditOf(t, 'bench_block', bare.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { code: 'C1', description: null },
      after: { code: 'C2', description: 'Margin' },
    });
    // A description changes on a block with slides.
    await user.put(BENCH_API.block('surgical', c.id, a1!.id), { version: 1, description: 'Deep margin' }).expect(200);
  });

  it('adds slides to a block (next number) and to the case (S1, S2 — smears)', async () => {
    const c = await registerCase(user, 'gynecological', refs);
    const own = await user.post(BENCH_API.slides('gynecological', c.id), { count: 2, stain: 'Pap' }).expect(201);
    expect(own.body.slides.map((s: { code: string; stain: string }) => `${s.code}:${s.stain}`)).toEqual(['S1:Pap', 'S2:Pap']);
    const s = await registerCase(user, 'surgical', refs);
    const [a1] = await gross(user, 'surgical', s.id, 'A', 1);
    const cut = await user.post(BENCH_API.slides('surgical', s.id), { blockId: a1!.id, count: 2 }).expect(201);
    expect(cut.body.blocks[0].slides.map((x: { code: string }) => x.code)).toEqual(['A1-1', 'A1-2', 'A1-3']);
    const wrong = await user.post(BENCH_API.slides('gynecological', c.id), { blockId: a1!.id, count: 1 }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'blockId', message: 'is not a block of this case' }]);
  });

  it("cuts more slides on a block for an open order, stained with its test; refuses another block's, a done order, a stain beside it — nothing written", async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1, a2] = await gross(user, 'surgical', c.id, 'A', 2);
    const [order] = (await doctor.post(BENCH_API.additionals('surgical', c.id), { blockId: a2!.id, testIds: [await testId(t, 'ER')] }).expect(201)).body.additionals;
    const cut = await user.post(BENCH_API.slides('surgical', c.id), { blockId: a2!.id, count: 2, orderId: order.id }).expect(201);
    const slides = cut.body.blocks[1].slides;
    expect(slides.map((x: { code: string; stain: string }) => `${x.code}:${x.stain}`)).toEqual(['A2-1:H&E', 'A2-2:ER', 'A2-3:ER', 'A2-4:ER']);
    expect((await auditOf(t, 'bench_slide', slides[3].id))[0]).toMatchObject({ action: 'create', after: { caseId: c.id, blockId: a2!.id, code: 'A2-4', stain: 'ER' } });
    // Their labels are on the case's label sheet.
    const text = pdfText((await user.get(BENCH_API.caseLabelsPdf('surgical', c.id)).buffer(true).parse(binary).expect(200)).body);
    expect(text).toContain('A2-4');

    const before = await benchWrites(t);
    const elsewhere = await user.post(BENCH_API.slides('surgical', c.id), { blockId: a1!.id, count: 1, orderId: order.id }).expect(400);
    expect(elsewhere.body.errors).toEqual([{ field: 'orderId', message: 'is not an order on this block' }]);
    const both = await user.post(BENCH_API.slides('surgical', c.id), { blockId: a2!.id, count: 1, orderId: order.id, stain: 'PAS' }).expect(400);
    expect(both.body.errors).toEqual([{ field: 'stain', message: "an order's slides take its test's stain" }]);
    await user.put(BENCH_API.additional('surgical', c.id, order.id), { version: 1, status: 'done' }).expect(200);
    const afterDone = await benchWrites(t);
    const done = await user.post(BENCH_API.slides('surgical', c.id), { blockId: a2!.id, count: 1, orderId: order.id }).expect(400);
    expect(done.body.errors).toEqual([{ field: 'orderId', message: 'is done: no more slides are cut for it' }]);
    expect(await benchWrites(t)).toEqual(afterDone);
    expect(before.slides).toBe(afterDone.slides);
  });

  it('refuses blocks on a cancelled case (409, with the reason)', async () => {
    const c = await registerCase(user, 'surgical', refs);
    await user.put(`/api/surgicals/${c.id}`, { version: 1, status: 'cancelled', cancelReason: 'Duplicate registration' }).expect(200);
    const res = await user.post(BENCH_API.blocks('surgical', c.id), { range: { part: 'A', from: 1, to: 1 } }).expect(409);
    expect(res.body.message).toBe(`Case ${c.accessionNo} was cancelled: it takes no blocks, orders or requests.`);
    expect(res.body.errors).toEqual([{ field: 'status', message: 'is cancelled' }]);
  });
});

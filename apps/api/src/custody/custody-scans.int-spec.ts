import { CUSTODY_API, specimenBarcode, type TimelineResponse } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { gross } from '../../test/bench.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { registerCase } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Every custody row and audit record: what a refused scan must leave as it was. */
async function custodyWrites(t: TestApp) {
  const [row] = await sql<Record<string, string | number>[]>(
    t,
    `select (select count(*)::int from custody_event) as events,
            (select coalesce(string_agg(barcode || ':' || status || ':' || coalesce(last_action, '-'), ',' order by id), '') from custody_item) as items,
            (select count(*)::int from audit_log) as audit`,
  );
  return row!;
}

describe('custody: scans at the stations', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
    await admin.post(CUSTODY_API.locations, { code: 'CAB1', name: 'Cabinet 1', kind: 'cabinet' }).expect(201);
    const cab = (await admin.get(CUSTODY_API.locations).expect(200)).body.locations[0];
    await admin.post(CUSTODY_API.locations, { code: 'CAB1-D1', name: 'Cabinet 1, drawer 1', kind: 'drawer', parentId: cab.id }).expect(201);
  });
  afterAll(() => t.close());

  const scan = (client: ApiClient, body: Record<string, unknown>) => client.post(CUSTODY_API.scans, body);

  it('records each step of a specimen, a block and its slides in order, with operator, time and station; the timeline has them all', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const block = `BLK-${a1!.id}`;
    const slide = `SLD-${a1!.slides[0]!.id}`;
    const specimen = specimenBarcode(c.id);
    for (const step of ['accessioning', 'grossing']) await scan(user, { code: specimen, step, station: `${step}-1` }).expect(201);
    for (const step of ['grossing', 'processing', 'embedding']) await scan(user, { code: block.toLowerCase(), step, station: 'bench-2' }).expect(201);
    const cut = await scan(user, { code: block, step: 'cutting', station: 'microtome-1' }).expect(201);
    expect(cut.body.scan).toMatchObject({
      action: 'cutting',
      barcode: block,
      itemKind: 'block',
      itemCode: 'A1',
      label: `${c.accessionNo} A1`,
      caseId: c.id,
      caseKind: 'surgical',
      accessionNo: c.accessionNo,
      station: 'microtome-1',
      by: 'user',
      overrideReason: null,
      expectedSlides: [{ id: a1!.slides[0]!.id, code: 'A1-1', barcode: slide, stain: 'H&E', lastAction: null }],
    });
    for (const step of ['cutting', 'staining', 'coverslipping', 'distribution']) await scan(user, { code: slide, step, caseId: c.id }).expect(201);
    const filed = await scan(user, { code: slide, step: 'filing', location: 'cab1-d1' }).expect(201);
    expect(filed.body.scan.location).toMatchObject({ code: 'CAB1-D1', name: 'Cabinet 1, drawer 1' });

    const answer = (await user.get(CUSTODY_API.timeline('surgical', c.id)).expect(200)).body as TimelineResponse;
    const timeline = answer.events;
    const barcodeOf = new Map(answer.items.map((item) => [item.id, item.barcode]));
    // Each item and location named once; the events refer to them.
    expect(answer.items).toHaveLength(3);
    expect(answer.items.find((item) => item.barcode === slide)).toMatchObject({ itemKind: 'slide', itemCode: 'A1-1' });
    expect(answer.locations).toEqual([expect.objectContaining({ code: 'CAB1-D1', name: 'Cabinet 1, drawer 1' })]);
    expect(timeline.map((e) => `${barcodeOf.get(e.item)} ${e.action}`)).toEqual([
      `${specimen} accessioning`,
      `${specimen} grossing`,
      `${block} grossing`,
      `${block} processing`,
      `${block} embedding`,
      `${block} cutting`,
      `${slide} cutting`,
      `${slide} staining`,
      `${slide} coverslipping`,
      `${slide} distribution`,
      `${slide} filing`,
    ]);
    expect(timeline[0].sincePreviousMs).toBeNull();
    expect(timeline[1].sincePreviousMs).toBeGreaterThanOrEqual(0);
    expect(timeline[3]).toMatchObject({ by: 'user', station: 'bench-2' });
    // An event leaves out what it does not have, and names its location by id.
    expect(timeline[0]).not.toHaveProperty('location');
    expect(timeline[0]).not.toHaveProperty('reason');
    expect(timeline.at(-1)!.location).toBe(answer.locations[0]!.id);
    expect(timeline.at(-1)!.sincePreviousMs).toBeGreaterThanOrEqual(0);
    const [audit] = await sql<{ count: number }[]>(t, `select count(*)::int as count from audit_log where entity = 'custody_event'`);
    expect(audit!.count).toBe(11);
  });

  it("gives the bench's turnaround per step (median, 90th percentile) and from processing to distribution", async () => {
    const res = await user.get(CUSTODY_API.turnaround).expect(200);
    expect(res.body.steps).toEqual(
      expect.arrayContaining([
        { from: 'grossing', to: 'processing', count: 1, medianMinutes: expect.any(Number), p90Minutes: expect.any(Number) },
        { from: 'staining', to: 'coverslipping', count: 1, medianMinutes: expect.any(Number), p90Minutes: expect.any(Number) },
      ]),
    );
    expect(res.body.processingToDistribution).toEqual({ count: 1, medianMinutes: expect.any(Number), p90Minutes: expect.any(Number) });
    const bad = await user.get(CUSTODY_API.turnaround).query({ from: '2026-02-01', to: '2026-01-01' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'to', message: 'must not be before from' }]);
  });

  it('refuses a step out of order (409 with the reason) and lets a supervisor override it with a reason, audited', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const block = `BLK-${a1!.id}`;
    await scan(user, { code: block, step: 'grossing' }).expect(201);
    const before = await custodyWrites(t);
    const skipped = await scan(user, { code: block, step: 'embedding' }).expect(409);
    expect(skipped.body.message).toBe(`${c.accessionNo} A1 (${block}) cannot be recorded at embedding: it has not been recorded at processing yet.`);
    expect(skipped.body.errors).toEqual([{ field: 'step', message: 'it has not been recorded at processing yet' }]);
    const again = await scan(user, { code: block, step: 'grossing' }).expect(409);
    expect(again.body.errors).toEqual([{ field: 'step', message: 'it was already recorded at grossing' }]);
    const wrongKind = await scan(user, { code: block, step: 'staining' }).expect(409);
    expect(wrongKind.body.errors[0].message).toBe('a block does not pass staining (its steps: grossing, processing, embedding, cutting, filing)');
    const notSupervisor = await scan(user, { code: block, step: 'embedding', override: { reason: 'Processor log shows it ran' } }).expect(403);
    expect(notSupervisor.body.errors).toEqual([{ field: 'override', message: 'needs a supervisor' }]);
    await scan(admin, { code: block, step: 'embedding', override: { reason: '' } }).expect(400);
    expect(await custodyWrites(t)).toEqual(before);

    const overridden = await scan(admin, { code: block, step: 'embedding', override: { reason: 'Processor log shows it ran' } }).expect(201);
    expect(overridden.body.scan).toMatchObject({ action: 'embedding', overrideReason: 'Processor log shows it ran', by: 'admin' });
    const [audit] = await sql<{ reason: string; after: Record<string, unknown> }[]>(t, `select reason, after from audit_log where entity = 'custody_event' and entity_id = ?`, [
      String(overridden.body.scan.id),
    ]);
    expect(audit).toEqual({
      reason: 'Processor log shows it ran',
      after: expect.objectContaining({ barcode: block, step: 'embedding', overriddenRefusal: 'it has not been recorded at processing yet' }),
    });
    await scan(admin, { code: block, step: 'cutting', override: { reason: 'not needed' } }).expect(400);
  });

  it('stops a slide of another case than the one being worked, loudly, and records nothing', async () => {
    const worked = await registerCase(user, 'surgical', refs);
    const other = await registerCase(user, 'surgical', refs, { hn: '6500999' });
    const [w1] = await gross(user, 'surgical', worked.id, 'A', 1);
    const [o1] = await gross(user, 'surgical', other.id, 'A', 1);
    const stray = `SLD-${o1!.slides[0]!.id}`;
    await scan(user, { code: `SLD-${w1!.slides[0]!.id}`, step: 'cutting', caseId: worked.id }).expect(201);
    await scan(user, { code: stray, step: 'cutting' }).expect(201);
    const before = await custodyWrites(t);
    const res = await scan(user, { code: stray, step: 'staining', caseId: worked.id, station: 'stainer-1' }).expect(409);
    expect(res.body.message).toBe(`STOP — ${stray} is ${other.accessionNo} A1-1, not of ${worked.accessionNo} being worked. Set it aside and check its label.`);
    expect(res.body.errors).toEqual([{ field: 'code', message: `belongs to ${other.accessionNo}, not ${worked.accessionNo}` }]);
    expect(await custodyWrites(t)).toEqual(before);
    // With its own case it goes through.
    await scan(user, { code: stray, step: 'staining', caseId: other.id }).expect(201);
  });

  it('answers bad input with the reason: an unknown code, a code naming nothing, a cancelled case, a location that does not exist (a disposed item: custody-retention)', async () => {
    const unknown = await scan(user, { code: 'HELLO', step: 'cutting' }).expect(400);
    expect(unknown.body).toMatchObject({
      message: 'HELLO is not a label PathDesk printed: scan a specimen (SPC-…), block (BLK-…) or slide (SLD-…) label.',
      errors: [{ field: 'code', message: 'is not a specimen, block, slide or requisition code' }],
    });
    const nothing = await scan(user, { code: 'BLK-999999', step: 'cutting' }).expect(404);
    expect(nothing.body.message).toBe('No specimen, block or slide has the code BLK-999999.');
    await scan(user, { code: 'SPC-1-99', step: 'accessioning' }).expect(404);
    await scan(user, { code: 'BLK-1', step: 'sectioning' }).expect(400);
    await scan(user, { code: 'BLK-1', step: 'cutting', extra: true }).expect(400);

    const c = await registerCase(user, 'surgical', refs);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const slide = `SLD-${a1!.slides[0]!.id}`;
    for (const step of ['cutting', 'staining', 'coverslipping', 'distribution']) await scan(user, { code: slide, step }).expect(201);
    const before = await custodyWrites(t);
    const noLocation = await scan(user, { code: slide, step: 'filing' }).expect(400);
    expect(noLocation.body.errors).toEqual([{ field: 'location', message: 'is required at filing' }]);
    const badLocation = await scan(user, { code: slide, step: 'filing', location: 'NOWHERE-9' }).expect(400);
    expect(badLocation.body).toMatchObject({ message: 'No archive location has the code NOWHERE-9.', errors: [{ field: 'location', message: 'names no location' }] });
    expect(await custodyWrites(t)).toEqual(before);

    await user.put(`/api/surgicals/${c.id}`, { version: 1, status: 'cancelled', cancelReason: 'Duplicate registration' }).expect(200);
    const cancelled = await scan(user, { code: slide, step: 'filing', location: 'CAB1' }).expect(409);
    expect(cancelled.body.message).toBe(`${c.accessionNo} was cancelled: ${c.accessionNo} A1-1 takes no custody step.`);
  });

  it('files, finds ("where is S69-00042 A1?"), retrieves and returns with who and why; a lent block says to whom', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1, a2] = await gross(user, 'surgical', c.id, 'A', 2);
    const block = `BLK-${a1!.id}`;
    for (const step of ['grossing', 'processing', 'embedding', 'cutting']) await scan(user, { code: block, step }).expect(201);
    await scan(user, { code: block, step: 'filing', location: 'CAB1-D1', station: 'archive' }).expect(201);

    const found = (
      await user
        .get(CUSTODY_API.whereabouts)
        .query({ q: `${c.accessionNo} a1` })
        .expect(200)
    ).body.items;
    expect(found).toEqual([
      expect.objectContaining({
        barcode: block,
        label: `${c.accessionNo} A1`,
        status: 'filed',
        lastAction: 'filing',
        lastBy: 'user',
        location: { id: expect.any(Number), code: 'CAB1-D1', name: 'Cabinet 1, drawer 1' },
        loan: null,
      }),
      expect.objectContaining({ barcode: `SLD-${a1!.slides[0]!.id}`, itemCode: 'A1-1', status: 'not-scanned', lastAction: null, location: null }),
    ]);
    const byCode = (await user.get(CUSTODY_API.whereabouts).query({ q: block }).expect(200)).body.items;
    expect(byCode).toHaveLength(1);
    const all = (await user.get(CUSTODY_API.whereabouts).query({ q: c.accessionNo }).expect(200)).body.items;
    expect(all.map((i: { itemCode: string }) => i.itemCode)).toEqual(['A1', 'A1-1', 'A2', 'A2-1']);
    await user.get(CUSTODY_API.whereabouts).query({ q: 'where is it' }).expect(400);
    await user
      .get(CUSTODY_API.whereabouts)
      .query({ q: `${c.accessionNo} Z9` })
      .expect(404);

    const retrieved = await user.post(CUSTODY_API.retrievals, { code: block, reason: 'Recuts for IHC' }).expect(201);
    expect(retrieved.body.scan).toMatchObject({ action: 'retrieval', reason: 'Recuts for IHC', by: 'user', location: expect.objectContaining({ code: 'CAB1-D1' }) });
    const twice = await user.post(CUSTODY_API.retrievals, { code: block, reason: 'again' }).expect(409);
    expect(twice.body.errors[0].message).toBe('it was retrieved already (by user: Recuts for IHC)');
    const out = (await user.get(CUSTODY_API.whereabouts).query({ q: block }).expect(200)).body.items[0];
    expect(out).toMatchObject({ status: 'retrieved', reason: 'Recuts for IHC', lastAction: 'retrieval' });
    await user.post(CUSTODY_API.returns, { code: block, location: 'NOPE' }).expect(400);
    await user.post(CUSTODY_API.returns, { code: block, location: 'CAB1', reason: '' }).expect(400);
    const back = await user.post(CUSTODY_API.returns, { code: block, location: 'CAB1', reason: 'IHC recuts done' }).expect(201);
    expect(back.body.scan).toMatchObject({ action: 'return', reason: 'IHC recuts done', by: 'user', location: expect.objectContaining({ code: 'CAB1' }) });
    await user.post(CUSTODY_API.returns, { code: block }).expect(409);

    const loan = await user.post(`/api/surgicals/${c.id}/paraffins`, { requester: 'Dr. Anan, oncology', purpose: 'EGFR', items: [{ blockId: a2!.id, type: 'block' }] }).expect(201);
    await user.put(`/api/surgicals/${c.id}/paraffins/${loan.body.paraffin.id}`, { version: 1, status: 'sent', sentDate: '2026-01-05' }).expect(200);
    const lent = (
      await user
        .get(CUSTODY_API.whereabouts)
        .query({ q: `${c.accessionNo} A2` })
        .expect(200)
    ).body.items[0];
    expect(lent.loan).toMatchObject({ requester: 'Dr. Anan, oncology', sentDate: '2026-01-05' });
  });

  it('keeps the locations list: codes unique, a location holding items is not retired', async () => {
    const dup = await admin.post(CUSTODY_API.locations, { code: 'cab1', name: 'Again', kind: 'cabinet' }).expect(400);
    expect(dup.body.errors).toEqual([{ field: 'code', message: 'is taken by another location' }]);
    await admin.post(CUSTODY_API.locations, { code: 'BOX 1', name: 'Bad', kind: 'box' }).expect(400);
    await admin.post(CUSTODY_API.locations, { code: 'BOX1', name: 'Box', kind: 'crate' }).expect(400);
    await admin.post(CUSTODY_API.locations, { code: 'BOX1', name: 'Box', kind: 'box', parentId: 99999 }).expect(400);
    const list = (await admin.get(CUSTODY_API.locations).expect(200)).body.locations;
    const drawer = list.find((l: { code: string }) => l.code === 'CAB1-D1');
    const cab = list.find((l: { code: string }) => l.code === 'CAB1');
    const loop = await admin.put(CUSTODY_API.location(cab.id), { version: cab.version, parentId: drawer.id }).expect(400);
    expect(loop.body.errors).toEqual([{ field: 'parentId', message: 'is the location itself or inside it' }]);
    const inUse = await admin.put(CUSTODY_API.location(drawer.id), { version: drawer.version, active: false }).expect(409);
    expect(inUse.body.errors).toEqual([{ field: 'active', message: 'the location still holds items' }]);
    const renamed = await admin.put(CUSTODY_API.location(drawer.id), { version: drawer.version, name: 'Cabinet 1, top drawer' }).expect(200);
    expect(renamed.body.location).toMatchObject({ name: 'Cabinet 1, top drawer', version: drawer.version + 1 });
    await admin.put(CUSTODY_API.location(drawer.id), { version: drawer.version, name: 'stale' }).expect(409);
  });

  // Last: its events would count in the turnaround above.
  it('the timeline kept between reads shows the next event at once — recorded here, or by another replica — and a renamed location', async () => {
    const c = await registerCase(user, 'surgical', refs);
    const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
    const block = `BLK-${a1!.id}`;
    const read = async () => (await user.get(CUSTODY_API.timeline('surgical', c.id)).expect(200)).body as TimelineResponse;
    await scan(user, { code: block, step: 'grossing' }).expect(201);
    expect((await read()).events.map((e) => e.action)).toEqual(['grossing']);
    expect((await read()).events.map((e) => e.action)).toEqual(['grossing']);
    await scan(user, { code: block, step: 'processing' }).expect(201);
    expect((await read()).events.map((e) => e.action)).toEqual(['grossing', 'processing']);
    // Another replica's scan reaches only the database: the next read here has it.
    const [item] = await sql<{ id: number }[]>(t, `select id from custody_item where barcode = '${block}'`);
    await sql(t, `insert into custody_event (item_id, case_id, action, actor_username, station) values (${item!.id}, ${c.id}, 'embedding', 'user', 'replica-2')`);
    const after = await read();
    expect(after.events.map((e) => e.action)).toEqual(['grossing', 'processing', 'embedding']);
    expect(after.events[2]).toMatchObject({ station: 'replica-2', by: 'user' });
    // A location renamed after its events were read is named anew.
    const box = (await admin.post(CUSTODY_API.locations, { code: 'KEPT-1', name: 'Box kept', kind: 'box' }).expect(201)).body.location;
    await sql(t, `insert into custody_event (item_id, case_id, action, actor_username, location_id) values (${item!.id}, ${c.id}, 'filing', 'user', ${box.id})`);
    expect((await read()).locations).toEqual([{ id: box.id, code: 'KEPT-1', name: 'Box kept' }]);
    await admin.put(CUSTODY_API.location(box.id), { version: box.version, name: 'Box renamed' }).expect(200);
    const renamed = await read();
    expect(renamed.locations).toEqual([{ id: box.id, code: 'KEPT-1', name: 'Box renamed' }]);
    expect(renamed.events.at(-1)).toMatchObject({ action: 'filing', location: box.id });
  });
});

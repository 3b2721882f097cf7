import { addDays, CUSTODY_API, labDay, requisitionBarcode, type TimelineResponse } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { gross } from '../../test/bench.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { registerCase } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { addYears } from './retention.service.js';

describe('custody: retention and disposal', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let doctor: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    doctor = await ApiClient.signedIn(t, 'doctor');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  const approver = { username: 'admin', password: DEMO_PASSWORD };
  /** A case received at noon (lab clock) of `day`, grossed into `blocks` blocks of one slide. */
  async function receivedOn(day: string, blocks = 1) {
    const c = await registerCase(user, 'surgical', refs);
    const made = await gross(user, 'surgical', c.id, 'A', blocks);
    await sql(t, `update pathology_case set received_at = (?::date + time '12:00') at time zone 'Asia/Bangkok' where id = ?`, [day, c.id]);
    return { c, blocks: made };
  }
  const dueCodes = async (kind?: string) =>
    (
      await user
        .get(CUSTODY_API.due)
        .query(kind ? { kind, rows: 500 } : { rows: 500 })
        .expect(200)
    ).body.items as { barcode: string; dueDay: string; refusal: string | null }[];

  it('holds the periods in settings (defaults 10, 10 and 5 years); only an administrator changes them, audited', async () => {
    expect((await user.get(CUSTODY_API.settings).expect(200)).body.settings).toEqual({
      retention: { blockYears: 10, slideYears: 10, requisitionYears: 5 },
      printer: null,
      hotFolder: null,
    });
    const bad = await admin.put(CUSTODY_API.settings, { retention: { blockYears: 0, slideYears: 10, requisitionYears: 5 }, printer: null, hotFolder: null }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'retention.blockYears', message: 'must be at least 1 year' }]);
    const template = await admin
      .put(CUSTODY_API.settings, {
        retention: { blockYears: 10, slideYears: 10, requisitionYears: 5 },
        printer: null,
        hotFolder: { directory: '/tmp', template: '{nope}', extension: 'txt' },
      })
      .expect(400);
    expect(template.body.errors[0].field).toBe('hotFolder.template');
    await user.put(CUSTODY_API.settings, { retention: { blockYears: 12, slideYears: 10, requisitionYears: 5 }, printer: null, hotFolder: null }).expect(403);
  });

  it('lists an item as due on the day its period ends, not the day before', async () => {
    const today = labDay();
    const ends = await receivedOn(addYears(today, -10));
    const endsTomorrow = await receivedOn(addDays(addYears(today, -10), 1));
    const blockDue = `BLK-${ends.blocks[0]!.id}`;
    const blockNotYet = `BLK-${endsTomorrow.blocks[0]!.id}`;
    const blocks = await dueCodes('block');
    expect(blocks.find((i) => i.barcode === blockDue)).toMatchObject({ dueDay: today, refusal: null });
    expect(blocks.find((i) => i.barcode === blockNotYet)).toBeUndefined();
    // Requisitions are kept 5 years: both cases' are due.
    const reqs = (await dueCodes('requisition')).map((i) => i.barcode);
    expect(reqs).toEqual(expect.arrayContaining([requisitionBarcode(ends.c.id), requisitionBarcode(endsTomorrow.c.id)]));

    const early = await user.post(CUSTODY_API.disposals, { codes: [blockNotYet], reason: 'Retention ended', approver }).expect(409);
    expect(early.body.errors).toEqual([{ field: 'codes.0', message: `${blockNotYet} (${endsTomorrow.c.accessionNo} A1) is kept until ${addDays(today, 1)}` }]);

    const done = await user.post(CUSTODY_API.disposals, { codes: [blockDue, `SLD-${ends.blocks[0]!.slides[0]!.id}`], reason: 'Retention ended', approver }).expect(201);
    expect(done.body.disposal).toMatchObject({
      by: 'user',
      approvedBy: 'admin',
      reason: 'Retention ended',
      items: [
        { barcode: blockDue, itemKind: 'block', label: `${ends.c.accessionNo} A1`, caseId: ends.c.id, accessionNo: ends.c.accessionNo },
        { barcode: `SLD-${ends.blocks[0]!.slides[0]!.id}`, itemKind: 'slide', label: `${ends.c.accessionNo} A1-1`, caseId: ends.c.id, accessionNo: ends.c.accessionNo },
      ],
    });
    expect((await dueCodes('block')).find((i) => i.barcode === blockDue)).toBeUndefined();
    const list = (await user.get(CUSTODY_API.disposals).expect(200)).body.disposals;
    expect(list[0]).toMatchObject({ id: done.body.disposal.id, count: 2, approvedBy: 'admin' });

    // Disposed of: scanned again it is refused; the record never changes.
    const scanned = await user.post(CUSTODY_API.scans, { code: blockDue, step: 'cutting' }).expect(409);
    expect(scanned.body.errors).toEqual([{ field: 'code', message: 'was disposed of' }]);
    const again = await user.post(CUSTODY_API.disposals, { codes: [blockDue], reason: 'Again', approver }).expect(409);
    expect(again.body.errors).toEqual([{ field: 'codes.0', message: `${blockDue} was disposed of already` }]);
    await expect(sql(t, `update custody_disposal set reason = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(sql(t, `delete from custody_disposal_item`)).rejects.toThrow(/append-only/);
    await expect(sql(t, `delete from custody_event`)).rejects.toThrow(/append-only/);
    const timeline = (await user.get(CUSTODY_API.timeline('surgical', ends.c.id)).expect(200)).body as TimelineResponse;
    const blockItem = timeline.items.find((item) => item.barcode === blockDue)!;
    expect(timeline.events).toEqual([
      expect.objectContaining({ action: 'disposal', item: blockItem.id, reason: 'Retention ended' }),
      expect.objectContaining({ action: 'disposal' }),
    ]);
  });

  it('needs a second person who signs with their own password', async () => {
    const { blocks } = await receivedOn(addYears(labDay(), -11));
    const code = `BLK-${blocks[0]!.id}`;
    const count = async () => (await sql<{ n: number }[]>(t, `select count(*)::int as n from custody_disposal`))[0]!.n;
    const before = await count();
    const wrong = await user.post(CUSTODY_API.disposals, { codes: [code], reason: 'Retention ended', approver: { username: 'admin', password: 'not-it' } }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'approver.password', message: 'the account or password is not correct' }]);
    const self = await user.post(CUSTODY_API.disposals, { codes: [code], reason: 'Retention ended', approver: { username: 'user', password: DEMO_PASSWORD } }).expect(400);
    expect(self.body.errors).toEqual([{ field: 'approver.username', message: 'the approver must be a second person, not the one disposing' }]);
    const notStaff = await user.post(CUSTODY_API.disposals, { codes: [code], reason: 'Retention ended', approver: { username: 'doctor', password: DEMO_PASSWORD } }).expect(400);
    expect(notStaff.body.errors).toEqual([{ field: 'approver.username', message: 'the approver must be lab staff or an administrator' }]);
    await user.post(CUSTODY_API.disposals, { codes: [code], reason: '', approver }).expect(400);
    await user.post(CUSTODY_API.disposals, { codes: [code, code.toLowerCase()], reason: 'x', approver }).expect(400);
    await doctor.post(CUSTODY_API.disposals, { codes: [code], reason: 'x', approver }).expect(403);
    expect(await count()).toBe(before);
  });

  it('refuses the whole batch when an item is on loan or its case is under legal hold, with each reason', async () => {
    const lent = await receivedOn(addYears(labDay(), -12), 2);
    const held = await receivedOn(addYears(labDay(), -12));
    const [a1, a2] = lent.blocks;
    const loan = await user
      .post(`/api/surgicals/${lent.c.id}/paraffins`, { requester: 'Dr. Anan, oncology', purpose: 'EGFR', items: [{ blockId: a1!.id, type: 'block' }] })
      .expect(201);
    await user.put(`/api/surgicals/${lent.c.id}/paraffins/${loan.body.paraffin.id}`, { version: 1, status: 'sent', sentDate: labDay() }).expect(200);
    await user.put(CUSTODY_API.hold(held.c.id), { reason: 'Court order 12/2569' }).expect(403);
    await doctor.put(CUSTODY_API.hold(held.c.id), { reason: '' }).expect(400);
    const hold = await doctor.put(CUSTODY_API.hold(held.c.id), { reason: 'Court order 12/2569' }).expect(200);
    expect(hold.body.hold).toMatchObject({ caseId: held.c.id, reason: 'Court order 12/2569', setBy: 'doctor' });
    await doctor.put(CUSTODY_API.hold(99999999), { reason: 'x' }).expect(404);

    const due = await dueCodes('block');
    expect(due.find((i) => i.barcode === `BLK-${a1!.id}`)).toMatchObject({
      refusal: 'is on loan to Dr. Anan, oncology',
      refusalCode: 'on-loan',
      refusalDetail: 'Dr. Anan, oncology',
    });
    expect(due.find((i) => i.barcode === `BLK-${held.blocks[0]!.id}`)).toMatchObject({
      refusal: 'is under legal hold (Court order 12/2569)',
      refusalCode: 'legal-hold',
      refusalDetail: 'Court order 12/2569',
    });
    expect(due.find((i) => i.barcode === `BLK-${a2!.id}`)?.refusal).toBeNull();

    const codes = [`BLK-${a2!.id}`, `BLK-${a1!.id}`, `BLK-${held.blocks[0]!.id}`];
    const refused = await user.post(CUSTODY_API.disposals, { codes, reason: 'Retention ended', approver }).expect(409);
    expect(refused.body.errors).toEqual([
      { field: 'codes.1', message: `BLK-${a1!.id} (${lent.c.accessionNo} A1) is on loan to Dr. Anan, oncology` },
      { field: 'codes.2', message: `BLK-${held.blocks[0]!.id} (${held.c.accessionNo} A1) is under legal hold (Court order 12/2569)` },
    ]);
    const [{ n }] = await sql<{ n: number }[]>(t, `select count(*)::int as n from custody_item where status = 'disposed' and barcode in (?)`, [codes]);
    expect(n).toBe(0);

    await doctor.delete(CUSTODY_API.hold(held.c.id)).expect(200);
    expect((await user.get(CUSTODY_API.hold(held.c.id)).expect(200)).body.hold).toBeNull();
    await user.post(CUSTODY_API.disposals, { codes: [`BLK-${a2!.id}`, `BLK-${held.blocks[0]!.id}`], reason: 'Retention ended', approver }).expect(201);
    const audit = await sql<{ action: string }[]>(t, `select action from audit_log where entity = 'custody_legal_hold' and entity_id = ? order by id`, [String(held.c.id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses a block the requester kept after a loan, naming who kept it', async () => {
    const lent = await receivedOn(addYears(labDay(), -12));
    const [block] = lent.blocks;
    const loan = await user
      .post(`/api/surgicals/${lent.c.id}/paraffins`, { requester: 'Siriraj molecular lab', purpose: 'KRAS', items: [{ blockId: block!.id, type: 'block' }] })
      .expect(201);
    const id = loan.body.paraffin.id;
    await user.put(`/api/surgicals/${lent.c.id}/paraffins/${id}`, { version: 1, status: 'sent', sentDate: labDay() }).expect(200);
    await user.put(`/api/surgicals/${lent.c.id}/paraffins/${id}`, { version: 2, status: 'kept' }).expect(200);

    const code = `BLK-${block!.id}`;
    expect((await dueCodes('block')).find((i) => i.barcode === code)).toMatchObject({
      refusal: 'was kept by Siriraj molecular lab',
      refusalCode: 'kept-on-loan',
      refusalDetail: 'Siriraj molecular lab',
    });
    const refused = await user.post(CUSTODY_API.disposals, { codes: [code], reason: 'Retention ended', approver }).expect(409);
    expect(refused.body.errors).toEqual([{ field: 'codes.0', message: `${code} (${lent.c.accessionNo} A1) was kept by Siriraj molecular lab` }]);
  });

  it('adds whole years as PostgreSQL does (29 February → 28 February)', () => {
    expect(addYears('2016-02-29', 10)).toBe('2026-02-28');
    expect(addYears('2016-11-27', 10)).toBe('2026-11-27');
  });
});

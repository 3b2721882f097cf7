import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** What the demo lab holds, by what a new user would look for on each screen. */
async function census(t: TestApp) {
  const [row] = await sql<Record<string, number>[]>(
    t,
    `select
       (select count(*)::int from report_version) as versions,
       (select count(distinct case_id)::int from report_version where amended) as amended,
       (select count(*)::int from pathology_case where status = 'signed_out') as signed_out,
       (select count(*)::int from rescreen where reviewed_at is null) as held,
       (select count(*)::int from rescreen where reviewed_at is not null) as reviewed,
       (select count(*)::int from case_result r join pathology_case c on c.id = r.case_id where c.status not in ('signed_out', 'amended')) as drafts,
       (select count(*)::int from pathology_case where status = 'registered') as registered,
       (select count(*)::int from bench_block) as blocks,
       (select count(*)::int from bench_slide) as slides,
       (select count(*)::int from additional_order) as orders,
       (select count(*)::int from paraffin_request) as loans,
       (select count(distinct kind)::int from report_version) as kinds,
       (select count(*)::int from invoice where status = 'issued' and paid >= total) as invoices_paid,
       (select count(*)::int from invoice where status = 'issued' and paid < total and due_date < (now() at time zone 'Asia/Bangkok')::date) as invoices_overdue,
       (select count(*)::int from invoice where status = 'void') as invoices_void,
       (select count(*)::int from invoice i where i.status = 'issued' and exists (select 1 from invoice v where v.id = i.replaces_id and v.status = 'void')) as invoices_reissued,
       (select count(*)::int from invoice where status = 'draft') as invoices_draft`,
  );
  return row!;
}

describe('the demo lab (npm start, NODE_ENV=development)', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('seeds released and amended reports, QC holds and a review, drafts, blocks, orders and a loan — once', async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
    const seeded = await census(t);
    expect(seeded).toMatchObject({ kinds: 3, held: expect.any(Number), reviewed: 1, loans: 1 });
    for (const key of ['versions', 'amended', 'signed_out', 'held', 'drafts', 'registered', 'blocks', 'slides', 'orders'] as const) {
      expect([key, seeded[key]]).toEqual([key, expect.any(Number)]);
      expect(seeded[key]).toBeGreaterThan(0);
    }
    expect(seeded.amended).toBe(2); // surgical and cytological
    // The invoice pages have data: one paid, one overdue, one voided and reissued, drafts to review.
    expect(seeded).toMatchObject({ invoices_paid: 1, invoices_overdue: 1, invoices_void: 1, invoices_reissued: 1 });
    expect(seeded.invoices_draft).toBeGreaterThan(0);

    // A restart on the same database adds nothing.
    await t.close({ keepDatabase: true });
    t = await createTestApp({ NODE_ENV: 'development' }, { database: t.database });
    expect(await census(t)).toEqual(seeded);
  }, 180_000);

  it('is not seeded outside demo mode (the tests’ databases)', async () => {
    t = await createTestApp();
    expect(await census(t)).toMatchObject({ versions: 0, blocks: 0, orders: 0, loans: 0, held: 0, invoices_draft: 0, invoices_void: 0 });
  }, 60_000);
});

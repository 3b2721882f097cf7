// Fixtures of the billing tests: a payer of the test's own, cases and orders in a past month, and
// what a refused request must leave as it was.
import { addDays, labDay, type CaseKind } from '@pathdesk/contracts';
import type { ApiClient } from './api-client.js';
import type { CaseRefs } from './cases.js';
import { registerCase } from './results.js';
import { sql } from './sql.js';
import type { TestApp } from './test-app.js';

let unique = 0;

/** The lab month before this one (yyyy-mm): a period that is over. */
export function lastMonth(): string {
  const today = labDay();
  return addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** A hospital of the test's own (so "all payers" of other tests never meet it). */
export async function newHospital(client: ApiClient, fields: Record<string, unknown> = {}): Promise<number> {
  const code = `BL${Date.now().toString(36)}${(unique++).toString(36)}`.slice(0, 20).toUpperCase();
  const res = await client.post('/api/hospitals', { code, nameTh: `โรงพยาบาลทดสอบ ${code}`, address: '1 ถนนพระราม 6 กรุงเทพฯ', ...fields }).expect(201);
  return res.body.hospital.id;
}

/** A case of `kind` received on `day` (yyyy-mm-dd) from `hospitalId`, with no company (the hospital pays). */
export async function caseOn(client: ApiClient, kind: CaseKind, refs: CaseRefs, hospitalId: number, day: string, overrides: Record<string, unknown> = {}) {
  // Today's case keeps the fixture's own times: 10:00 in Bangkok may still be ahead (in the future).
  const times = day === labDay() ? {} : { collectedAt: `${day}T01:00:00.000Z`, receivedAt: `${day}T03:00:00.000Z` };
  return registerCase(client, kind, refs, {
    hospitalId,
    doctorId: null,
    companyId: null,
    ...times,
    hn: `${Math.floor(Math.random() * 9_000_000) + 1_000_000}`,
    ...overrides,
  });
}

/**
 * `count` more lines of one case on a draft, numbered on from its first (a fixture of the PDF
 * tests: a PDF reads lines, not what they bill); their source ids start above `sourceFrom`.
 */
export async function moreLines(t: TestApp, invoiceId: number, caseId: number, day: string, count: number, sourceFrom: number): Promise<void> {
  await sql(
    t,
    `insert into invoice_line (invoice_id, position, source, source_id, case_id, accession_no, patient_name, hn, received_date, item, quantity, unit_price, amount)
     select ?, 1 + g, 'case', ? + g, ?, 'S69-' || lpad(g::text, 5, '0'), 'นาง ทดสอบ ลำดับ' || g, 'HN' || g, ?::date, 'Skin biopsy', 1, 100, 100 from generate_series(1, ?) g`,
    [invoiceId, sourceFrom, caseId, day, count],
  );
}

/** Every billing row and audit record: what a refused request must leave as it was. */
export async function billingWrites(t: TestApp): Promise<Record<string, string | number>> {
  const [row] = await sql<Record<string, string | number>[]>(
    t,
    `select (select coalesce(string_agg(id || ':' || status || ':' || version || ':' || total, ',' order by id), '') from invoice) as invoices,
            (select coalesce(string_agg(id || ':' || excluded || ':' || unit_price, ',' order by id), '') from invoice_line) as lines,
            (select count(*)::int from invoice_claim) as claims,
            (select coalesce(string_agg(id || ':' || (reversed_at is not null), ',' order by id), '') from invoice_payment) as payments,
            (select count(*)::int from credit_note) as "creditNotes",
            (select coalesce(string_agg(kind || year || '=' || last_number, ','), '') from invoice_counter) as counters,
            (select coalesce(string_agg(kind || year || '=' || last_number, ','), '') from credit_note_counter) as "creditNoteCounters",
            (select count(*)::int from audit_log) as audit`,
  );
  return row!;
}

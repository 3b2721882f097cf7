// Fixtures of the bench tests: a case's blocks, the catalogue's tests, and what a refusal must leave.
import { BENCH_API, type CaseKind } from '@pathdesk/contracts';
import type { ApiClient } from './api-client.js';
import { sql } from './sql.js';
import type { TestApp } from './test-app.js';

/** The id of a seeded test of the catalogue, by code. */
export async function testId(t: TestApp, code: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>(t, `select id from lab_test where code = ?`, [code]);
  if (!row) throw new Error(`No test ${code}`);
  return row.id;
}

/** Grosses a case into blocks `part`1..`to` (one H&E slide each); answers the blocks. */
export async function gross(client: ApiClient, kind: CaseKind, caseId: number, part = 'A', to = 4) {
  return (await client.post(BENCH_API.blocks(kind, caseId), { range: { part, from: 1, to, slidesEach: 1 } }).expect(201)).body.blocks as {
    id: number;
    code: string;
    slides: { id: number; code: string }[];
  }[];
}

/** Every bench row and audit record: what a refused request must leave as it was. */
export async function benchWrites(t: TestApp): Promise<Record<string, string | number>> {
  const [row] = await sql<Record<string, string | number>[]>(
    t,
    `select (select coalesce(string_agg(id || ':' || code || ':' || version, ',' order by id), '') from bench_block) as blocks,
            (select count(*)::int from bench_slide) as slides,
            (select coalesce(string_agg(id || ':' || status || ':' || version, ',' order by id), '') from additional_order) as orders,
            (select coalesce(string_agg(id || ':' || status || ':' || version, ',' order by id), '') from paraffin_request) as paraffins,
            (select coalesce(string_agg(id || ':' || code || ':' || default_price || ':' || active, ',' order by id), '') from lab_test) as tests,
            (select count(*)::int from lab_test_price) as prices,
            (select count(*)::int from audit_log) as audit`,
  );
  return row!;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdditionalDto, AdditionalWorklistResponse, TestCount } from '@pathdesk/contracts';
import { escapeLike } from '../../common/escape-like.js';
import { preparedQuery } from '../../common/prepared-query.js';
import type { Sql } from '../../common/sql.js';
import type { AdditionalListQuery } from '../additionals.service.js';
import { ADDITIONAL_COLUMNS, ADDITIONAL_FROM, ADDITIONAL_FROM_PAGE, toAdditionalDto } from './bench-rows.js';

/** An integer of the validated query, for the statement's text; anything else is refused (never spliced in). */
function int(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${String(value)}`);
  return value;
}

const whereOf = (conditions: Sql[]): string => (conditions.length ? `where ${conditions.map((c) => c.sql).join(' and ')}` : '');

const SORT_SQL: Record<AdditionalListQuery['sortField'], string> = {
  orderedAt: 'o.ordered_at',
  accessionNo: 'c.accession_no',
  testCode: 't.code',
  status: 'o.status',
};

/**
 * The open-orders worklist across cases. "Open" is written exactly as the partial indexes'
 * predicate (additional-order.entity.ts), so PostgreSQL pages through the open orders by age (or
 * by test and age) and counts them without reading the done ones: at 100,000 orders a page takes a
 * few milliseconds (npm run bench:labels). The counts by test join the case only for a search and
 * take every filter but the test, so each chip says what choosing it would show.
 */
export async function worklistPage(em: EntityManager, query: AdditionalListQuery): Promise<AdditionalWorklistResponse> {
  // The filters on the orders alone; the test's is kept apart, since the counts by test take every filter but it.
  const filters: Sql[] = [];
  if (query.status === 'open') filters.push({ sql: `o.status in ('ordered', 'in_progress')`, params: [] });
  else if (query.status !== 'all') filters.push({ sql: 'o.status = ?', params: [query.status] });
  if (query.category !== undefined) filters.push({ sql: 'o.test_id in (select id from lab_test where category = ?)', params: [query.category] });
  if (query.minAgeDays !== undefined) filters.push({ sql: `o.ordered_at <= now() - make_interval(days => ${int(query.minAgeDays)})`, params: [] });
  if (query.caseId !== undefined) filters.push({ sql: 'o.case_id = ?', params: [query.caseId] });
  // The page may join the case; the counts reach it through a subquery.
  const search = query.search ? [`${escapeLike(query.search.toUpperCase())}%`, `${escapeLike(query.search)}%`] : null;
  const ofSearch: Sql[] = search ? [{ sql: 'o.case_id in (select id from pathology_case where accession_no like ? or hn like ?)', params: search }] : [];
  const ofTest: Sql[] = query.testId !== undefined ? [{ sql: 'o.test_id = ?', params: [query.testId] }] : [];
  const pageWhere = [...filters, ...ofTest, ...(search ? [{ sql: '(c.accession_no like ? or c.hn like ?)', params: search }] : [])];
  const byTestWhere = [...filters, ...ofSearch];
  const condition = whereOf(pageWhere);
  const params = pageWhere.flatMap((f) => f.params);
  const direction = query.sortOrder === -1 ? 'desc' : 'asc';
  const order = `${SORT_SQL[query.sortField]} ${direction}, o.id ${direction}`;
  // The page's ids first, from the orders alone when the sort allows (by age or status: a deep page
  // skips index entries, not joined rows); then the page's 20 rows joined to their case and test,
  // each with the counts by test (one JSON value, computed once): one prepared statement, one round
  // trip to the database per list. Only a page past the end asks for the counts on their own.
  // The page's bounds and the age are written as integers (the schema's): with LIMIT/OFFSET
  // parameters PostgreSQL would guess at 10% of the rows and plan every call afresh; with them in
  // the text it keeps one generic plan per statement. Text values stay bound.
  const narrow = !query.search && (query.sortField === 'orderedAt' || query.sortField === 'status');
  const from = narrow ? 'additional_order o' : ADDITIONAL_FROM;
  const counts = testCounts(query, byTestWhere);
  const countsJson = `(select coalesce(json_agg(n order by n.count desc, n."testCode"), '[]') from (${counts.sql}) n)`;
  const rows = await preparedQuery<WorklistRow>(
    em,
    `with page as materialized (select o.id from ${from} ${condition} order by ${order} limit ${int(query.rows)} offset ${int(query.first)})
     select ${ADDITIONAL_COLUMNS}, ${countsJson} as "byTest" from ${ADDITIONAL_FROM_PAGE} order by ${order}`,
    [...params, ...counts.params],
  );
  const byTest = rows.length ? rows[0].byTest : (await preparedQuery<Pick<WorklistRow, 'byTest'>>(em, `select ${countsJson} as "byTest"`, counts.params))[0].byTest;
  const additionals = rows.map(({ byTest: _counts, ...row }) => toAdditionalDto(row));
  const total = query.testId === undefined ? byTest.reduce((sum, t) => sum + t.count, 0) : (byTest.find((t) => t.testId === query.testId)?.count ?? 0);
  return { additionals, total, byTest };
}

/** A row of the worklist's statement: an order of the page, and the counts by test (the same on every row). */
type WorklistRow = Omit<AdditionalDto, 'slideBarcode'> & { byTest: TestCount[] };

const TEST_COUNT_COLUMNS = 't.id as "testId", t.code as "testCode", t.name as "testName"';

/**
 * The test chips' query, unordered (the worklist's statement orders them, most first): the orders
 * counted by test in SQL. The open orders unfiltered (the worklist as it opens, or narrowed to one
 * test) read the counts the database keeps per test; open orders of
 * a minimum age take away the younger ones (few, in a lab that keeps up) from those counts, in the
 * same statement; any other filter counts its orders through the partial index by test.
 */
function testCounts(query: AdditionalListQuery, where: Sql[]): Sql {
  const open = query.status === 'open';
  if (open && where.length === 1) {
    return { sql: `select ${TEST_COUNT_COLUMNS}, n.n as count from additional_open_count n join lab_test t on t.id = n.test_id where n.n > 0`, params: [] };
  }
  if (open && where.length === 2 && query.minAgeDays !== undefined && query.category === undefined && query.caseId === undefined && !query.search) {
    return {
      sql: `select ${TEST_COUNT_COLUMNS}, x.count from (
         select n.test_id, (n.n - coalesce(y.count, 0))::int as count
           from additional_open_count n
           left join (select o.test_id, count(*)::int as count from additional_order o
                       where o.status in ('ordered', 'in_progress') and o.ordered_at > now() - make_interval(days => ${int(query.minAgeDays)})
                       group by o.test_id) y on y.test_id = n.test_id) x
         join lab_test t on t.id = x.test_id
        where x.count > 0`,
      params: [],
    };
  }
  return {
    sql: `select ${TEST_COUNT_COLUMNS}, n.count
       from (select o.test_id, count(*)::int as count from additional_order o ${whereOf(where)} group by o.test_id) n
       join lab_test t on t.id = n.test_id`,
    params: where.flatMap((f) => f.params),
  };
}

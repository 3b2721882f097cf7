import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdditionalDto, AdditionalWorklistResponse, TestCount } from '@pathdesk/contracts';
import { escapeLike } from '../../common/escape-like.js';
import type { Sql } from '../../common/sql.js';
import type { AdditionalListQuery } from '../additionals.service.js';
import { ADDITIONAL_COLUMNS, ADDITIONAL_FROM, ADDITIONAL_FROM_PAGE, toAdditionalDto } from './bench-rows.js';

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
  if (query.minAgeDays !== undefined) filters.push({ sql: `o.ordered_at <= now() - make_interval(days => ?)`, params: [query.minAgeDays] });
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
  // skips index entries, not joined rows); then the page's 20 rows joined to their case and test.
  const narrow = !query.search && (query.sortField === 'orderedAt' || query.sortField === 'status');
  const from = narrow ? 'additional_order o' : ADDITIONAL_FROM;
  const rows = await em.execute<Omit<AdditionalDto, 'slideBarcode'>[]>(
    `with page as materialized (select o.id from ${from} ${condition} order by ${order} limit ? offset ?)
     select ${ADDITIONAL_COLUMNS} from ${ADDITIONAL_FROM_PAGE} order by ${order}`,
    [...params, query.rows, query.first],
  );
  // The test chips: the orders counted by test in SQL (the partial index by test serves the open
  // ones). The total is their sum (or the chosen test's count): one scan for both.
  const byTest = await em.execute<TestCount[]>(
    `select t.id as "testId", t.code as "testCode", t.name as "testName", n.count
       from (select o.test_id, count(*)::int as count from additional_order o ${whereOf(byTestWhere)} group by o.test_id) n
       join lab_test t on t.id = n.test_id
      order by n.count desc, t.code`,
    byTestWhere.flatMap((f) => f.params),
  );
  const total = query.testId === undefined ? byTest.reduce((sum, t) => sum + t.count, 0) : (byTest.find((t) => t.testId === query.testId)?.count ?? 0);
  return { additionals: rows.map(toAdditionalDto), total, byTest };
}

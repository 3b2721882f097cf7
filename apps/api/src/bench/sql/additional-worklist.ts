import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdditionalDto, AdditionalsResponse } from '@pathdesk/contracts';
import { escapeLike } from '../../common/escape-like.js';
import type { AdditionalListQuery } from '../additionals.service.js';
import { ADDITIONAL_COLUMNS, ADDITIONAL_FROM, ADDITIONAL_FROM_PAGE, toAdditionalDto } from './bench-rows.js';

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
 * few milliseconds (npm run bench:labels). The count joins the case only for a search.
 */
export async function worklistPage(em: EntityManager, query: AdditionalListQuery): Promise<AdditionalsResponse> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status === 'open') where.push(`o.status in ('ordered', 'in_progress')`);
  else if (query.status !== 'all') {
    where.push('o.status = ?');
    params.push(query.status);
  }
  if (query.testId !== undefined) {
    where.push('o.test_id = ?');
    params.push(query.testId);
  }
  if (query.category !== undefined) {
    where.push('o.test_id in (select id from lab_test where category = ?)');
    params.push(query.category);
  }
  if (query.minAgeDays !== undefined) {
    where.push(`o.ordered_at <= now() - make_interval(days => ?)`);
    params.push(query.minAgeDays);
  }
  if (query.caseId !== undefined) {
    where.push('o.case_id = ?');
    params.push(query.caseId);
  }
  const countWhere = [...where];
  const countParams = [...params];
  if (query.search) {
    where.push(`(c.accession_no like ? or c.hn like ?)`);
    countWhere.push(`o.case_id in (select id from pathology_case where accession_no like ? or hn like ?)`);
    const prefix = `${escapeLike(query.search.toUpperCase())}%`;
    params.push(prefix, `${escapeLike(query.search)}%`);
    countParams.push(prefix, `${escapeLike(query.search)}%`);
  }
  const condition = where.length ? `where ${where.join(' and ')}` : '';
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
  const [{ total }] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from additional_order o ${countWhere.length ? `where ${countWhere.join(' and ')}` : ''}`,
    countParams,
  );
  return { additionals: rows.map(toAdditionalDto), total };
}

import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How many rows `fromWhere` ("from … where …") yields, counting no further than `cap` + 1: a list's
 * total that costs at most cap rows (worklists, report lists, the inbox), however many match.
 */
export async function countUpTo(em: EntityManager, fromWhere: string, params: readonly unknown[], cap: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from (select 1 ${fromWhere} limit ?) counted`, [...params, cap + 1]);
  return row!.n;
}

/** A count of countUpTo as a list answers it: the total, stopped at the cap, and whether it stopped. */
export const cappedTotal = (count: number, cap: number): { total: number; totalCapped: boolean } => ({ total: Math.min(count, cap), totalCapped: count > cap });

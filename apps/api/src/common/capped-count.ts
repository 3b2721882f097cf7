import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How many rows `fromWhere` ("from … where …") yields, counting no further than `cap` + 1: a list's
 * total that costs at most cap rows (worklists, report lists, the inbox), however many match.
 */
export async function countUpTo(em: EntityManager, fromWhere: string, params: readonly unknown[], cap: number): Promise<number> {
  const [count] = await countsUpTo(em, [{ fromWhere, params }], cap);
  return count!;
}

/**
 * Several counts of countUpTo in one statement, in their order: a panel's figures cost one round
 * trip and one pooled connection, not one each (the dispatch outbox's six on the dashboard).
 */
export async function countsUpTo(em: EntityManager, counts: readonly { fromWhere: string; params: readonly unknown[] }[], cap: number): Promise<number[]> {
  if (counts.length === 0) return [];
  const [row] = await em.execute<Record<string, number>[]>(
    `select ${counts.map((c, i) => `(select count(*)::int from (select 1 ${c.fromWhere} limit ?) counted) as n${i}`).join(', ')}`,
    counts.flatMap((c) => [...c.params, cap + 1]),
  );
  return counts.map((_, i) => row![`n${i}`]!);
}

/** A count of countUpTo as a list answers it: the total, stopped at the cap, and whether it stopped. */
export const cappedTotal = (count: number, cap: number): { total: number; totalCapped: boolean } => ({ total: Math.min(count, cap), totalCapped: count > cap });

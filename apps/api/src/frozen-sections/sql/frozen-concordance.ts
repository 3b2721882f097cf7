import type { EntityManager } from '@mikro-orm/postgresql';
import { concordancePercent, LAB_TIME_ZONE, type FrozenConcordanceMonth } from '@pathdesk/contracts';

interface Row extends Omit<FrozenConcordanceMonth, 'concordancePercent' | 'medianMinutes'> {
  medianMinutes: number | string | null;
  total_row: boolean;
}

/**
 * Per month of receipt (lab time) and over the whole range: how many frozen sections, how many
 * reported within the target each had when received, the median turnaround, and the correlations
 * recorded at sign-out — all from what was entered, in one pass.
 */
const CONCORDANCE = `
  with f as (
    select to_char(received_at at time zone '${LAB_TIME_ZONE}', 'YYYY-MM') as month, reported_at is not null as reported,
           round(extract(epoch from reported_at - received_at) / 60) as minutes, target_minutes, correlation
      from frozen_section
     where received_at >= (?::date at time zone '${LAB_TIME_ZONE}') and received_at < (?::date at time zone '${LAB_TIME_ZONE}')
  )
  select coalesce(month, 'total') as month, grouping(month) = 1 as total_row,
         count(*)::int as "frozenSections", count(*) filter (where reported)::int as reported,
         count(*) filter (where minutes <= target_minutes)::int as "withinTarget",
         percentile_cont(0.5) within group (order by minutes) filter (where reported) as "medianMinutes",
         count(correlation)::int as correlated,
         count(*) filter (where correlation = 'agree')::int as agree, count(*) filter (where correlation = 'deferred')::int as deferred,
         count(*) filter (where correlation = 'minor')::int as minor, count(*) filter (where correlation = 'major')::int as major
    from f
   group by grouping sets ((month), ())
   order by grouping(month), month`;

/** The months of `[from, to)` (monthBounds' lab days) that had frozen sections, and their total. */
export async function frozenConcordance(em: EntityManager, bounds: [string, string]): Promise<{ months: FrozenConcordanceMonth[]; total: FrozenConcordanceMonth }> {
  const rows = await em.execute<Row[]>(CONCORDANCE, bounds);
  const toMonth = ({ total_row: _total, medianMinutes, ...r }: Row): FrozenConcordanceMonth => ({
    ...r,
    medianMinutes: medianMinutes === null ? null : Math.round(Number(medianMinutes) * 10) / 10,
    concordancePercent: concordancePercent(r),
  });
  const total = rows.find((r) => r.total_row)!;
  return { months: rows.filter((r) => !r.total_row).map(toMonth), total: toMonth(total) };
}

import type { CaseKind, SummaryParams } from '@pathdesk/contracts';
import type { Sql } from '../../common/sql.js';
import { summaryBase } from './summary-base.js';

export interface RawTat {
  released: number;
  median: number | null;
  p90: number | null;
  routineReleased: number;
  withinTarget: number;
}

export interface SummaryFiguresRow {
  totals: { received: number; released: number; pending: number; tat: RawTat };
  cancelled: number;
  by_category: { category: string; count: number }[] | null;
  by_hospital: { hospitalId: number; hospitalName: string; count: number; released: number; tat: RawTat }[] | null;
  by_pathologist: { id: number | null; name: string | null; count: number }[] | null;
  by_screener: { id: number | null; name: string | null; count: number }[] | null;
}

/**
 * percentile_cont(p) within group (order by tat), rounded to 0.1, from a TAT histogram: rows of
 * `tat_cum` (tat, n cases, `cum` cases up to and including tat, `last` = cases − 1) grouped per
 * key. The same float8 arithmetic as PostgreSQL's percentile_cont — the values at positions
 * floor(p·last) and ceil(p·last) of the sorted list, interpolated by the fraction — so the figures
 * are exactly those of the per-case aggregate.
 */
function histogramPercentile(p: 0.5 | 0.9): string {
  const pos = `(${p}::float8 * last)`;
  const at = (index: string) => `min(tat) filter (where cum > ${index})`;
  const lo = at(`floor(${pos})`);
  const hi = at(`ceil(${pos})`);
  return `round((${lo}::float8 + (${hi} - ${lo})::float8 * (${p}::float8 * max(last) - floor(${p}::float8 * max(last))))::numeric, 1)`;
}

/**
 * Every figure of a summary in one statement, in one pass over the base (an index-only range scan
 * of case_fact): a hash aggregate by grouping sets — (hospital, priority, TAT days), category,
 * pathologist, screener — gives a few thousand rows at most, and the totals, the per-hospital
 * figures and the TAT medians and 90th percentiles (exactly, from the integer histogram) are read
 * from those. Target days inlined: a validated number.
 */
export function summaryFigures(kind: CaseKind, params: SummaryParams, targetDays: number): Sql {
  const base = summaryBase(kind, params);
  const cancelled: unknown[] = [kind, ...base.params.slice(1, 3)];
  let cancelledSql = `select count(*)::int from pathology_case c where c.kind = ? and c.received_at >= ? and c.received_at < ? and c.status = 'cancelled'`;
  if (params.hospitalId) {
    cancelledSql += ' and c.hospital_id = ?';
    cancelled.push(params.hospitalId);
  }
  const days = Math.trunc(Number(targetDays));
  const tatJson = (h: string, t: string) =>
    `json_build_object('released', ${h}.released, 'median', ${t}.median, 'p90', ${t}.p90, 'routineReleased', coalesce(${t}.routine_released, 0), 'withinTarget', coalesce(${t}.within_target, 0))`;
  return {
    sql: `with ${base.sql},
      groups as (
        select case when grouping(hospital_id) = 0 then 'h' when grouping(category) = 0 then 'c' when grouping(pathologist_id) = 0 then 'p' else 's' end as g,
               hospital_id, priority, tat, category, pathologist_id, screener_id, count(*)::int as n, count(first_released_at)::int as released
          from summary_base
         group by grouping sets ((hospital_id, priority, tat), (category), (pathologist_id), (screener_id))),
      tat_rows as (
        select grouping(hospital_id) = 1 as overall, hospital_id, tat, sum(n)::int as n, coalesce(sum(n) filter (where priority = 'routine'), 0)::int as routine
          from groups where g = 'h' and tat is not null
         group by grouping sets ((hospital_id, tat), (tat))),
      tat_cum as (
        select overall, hospital_id, tat, routine, sum(n) over (partition by overall, hospital_id order by tat) as cum,
               (sum(n) over (partition by overall, hospital_id) - 1)::float8 as last
          from tat_rows),
      tat as (
        select overall, hospital_id, ${histogramPercentile(0.5)} as median, ${histogramPercentile(0.9)} as p90,
               sum(routine)::int as routine_released, coalesce(sum(routine) filter (where tat <= ${days}), 0)::int as within_target
          from tat_cum group by overall, hospital_id),
      by_hospital as (select hospital_id, sum(n)::int as n, sum(released)::int as released from groups where g = 'h' group by hospital_id),
      overall as (select coalesce(sum(n), 0)::int as n, coalesce(sum(released), 0)::int as released from groups where g = 'h')
      select
        (select json_build_object('received', o.n, 'released', o.released, 'pending', o.n - o.released, 'tat', ${tatJson('o', 't')})
           from overall o left join tat t on t.overall) as totals,
        (${params.pathologistId || params.screenerId ? '0' : cancelledSql}) as cancelled,
        (select json_agg(json_build_object('category', category, 'count', n)) from groups where g = 'c') as by_category,
        (select json_agg(json_build_object('hospitalId', h.hospital_id, 'hospitalName', coalesce(hp.name_th, ''), 'count', h.n, 'released', h.released, 'tat', ${tatJson('h', 't')}) order by h.n desc, hp.name_th)
           from by_hospital h left join tat t on not t.overall and t.hospital_id = h.hospital_id left join hospital hp on hp.id = h.hospital_id) as by_hospital,
        (select json_agg(json_build_object('id', p.pathologist_id, 'name', cv.name, 'count', p.n) order by p.n desc, cv.name)
           from groups p left join cfgvalue cv on cv.id = p.pathologist_id where p.g = 'p') as by_pathologist,
        (select json_agg(json_build_object('id', p.screener_id, 'name', cv.name, 'count', p.n) order by p.n desc, cv.name)
           from groups p left join cfgvalue cv on cv.id = p.screener_id where p.g = 's') as by_screener`,
    params: [...base.params, ...(params.pathologistId || params.screenerId ? [] : cancelled)],
  };
}

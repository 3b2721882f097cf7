import type { CaseKind, SummaryParams } from '@pathdesk/contracts';
import type { Sql } from '../../common/sql.js';
import { summaryBase, tatStatsSql } from './summary-base.js';

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

/** Every figure of a summary in one statement: the base once (a CTE), each grouping over it. */
export function summaryFigures(kind: CaseKind, params: SummaryParams, targetDays: number): Sql {
  const base = summaryBase(kind, params);
  const cancelled: unknown[] = [kind, ...base.params.slice(1, 3)];
  let cancelledSql = `select count(*)::int from pathology_case c where c.kind = ? and c.received_at >= ? and c.received_at < ? and c.status = 'cancelled'`;
  if (params.hospitalId) {
    cancelledSql += ' and c.hospital_id = ?';
    cancelled.push(params.hospitalId);
  }
  const tat = tatStatsSql(targetDays);
  return {
    sql: `with ${base.sql},
      by_hospital as (select hospital_id, count(*)::int as n, count(first_released_at)::int as released, ${tat} as tat from summary_base group by hospital_id),
      by_person as (select grouping(pathologist_id) as g_path, pathologist_id, screener_id, count(*)::int as n from summary_base group by grouping sets ((pathologist_id), (screener_id)))
      select
        (select json_build_object('received', count(*), 'released', count(first_released_at), 'pending', count(*) - count(first_released_at), 'tat', ${tat}) from summary_base) as totals,
        (${params.pathologistId || params.screenerId ? '0' : cancelledSql}) as cancelled,
        (select json_agg(json_build_object('category', category, 'count', n)) from (select category, count(*)::int as n from summary_base group by category) x) as by_category,
        (select json_agg(json_build_object('hospitalId', h.hospital_id, 'hospitalName', coalesce(hp.name_th, ''), 'count', h.n, 'released', h.released, 'tat', h.tat) order by h.n desc, hp.name_th)
           from by_hospital h left join hospital hp on hp.id = h.hospital_id) as by_hospital,
        (select json_agg(json_build_object('id', p.pathologist_id, 'name', cv.name, 'count', p.n) order by p.n desc, cv.name)
           from by_person p left join cfgvalue cv on cv.id = p.pathologist_id where p.g_path = 0) as by_pathologist,
        (select json_agg(json_build_object('id', p.screener_id, 'name', cv.name, 'count', p.n) order by p.n desc, cv.name)
           from by_person p left join cfgvalue cv on cv.id = p.screener_id where p.g_path = 1) as by_screener`,
    params: [...base.params, ...(params.pathologistId || params.screenerId ? [] : cancelled)],
  };
}

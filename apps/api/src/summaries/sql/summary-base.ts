import { labDayBounds, type SummaryParams } from '@pathdesk/contracts';
import type { CaseKind } from '@pathdesk/contracts';
import type { Sql } from '../../common/sql.js';
import { TAT_DAYS_SQL, tatCalendarJoins } from '../../turnaround/working-days.js';

/**
 * `summary_base`: one row per case of the kind received in the period (cancelled left out), read
 * from case_fact — hospital, priority, first release, TAT in working days, category (pending before
 * release), pathologist and screener of the latest released version. Every summary query is a CTE
 * over it, so the counting happens in PostgreSQL, over one index range of one table. The figures
 * read only the columns they group by (a narrow CTE stays in memory); the case list reads the rest.
 */
export function summaryBase(kind: CaseKind, params: SummaryParams, shape: 'figures' | 'cases' = 'figures'): Sql {
  const where = ['f.kind = ?', 'f.received_at >= ?', 'f.received_at < ?', "f.status <> 'cancelled'"];
  const values: unknown[] = [kind, labDayBounds(params.from).start, labDayBounds(params.to).end];
  if (params.hospitalId) {
    where.push('f.hospital_id = ?');
    values.push(params.hospitalId);
  }
  if (params.pathologistId) {
    where.push('f.pathologist_id = ?');
    values.push(params.pathologistId);
  }
  if (params.screenerId) {
    where.push('f.screener_id = ?');
    values.push(params.screenerId);
  }
  return {
    sql: `summary_base as (
      select ${shape === 'cases' ? 'f.case_id as id, f.status, f.received_at, f.diagnosis,' : ''}
             f.hospital_id, f.priority, f.first_released_at, ${TAT_DAYS_SQL} as tat, coalesce(f.category, 'pending') as category, f.pathologist_id, f.screener_id
        from case_fact f
        ${tatCalendarJoins('f.received_at', 'f.first_released_at')}
       where ${where.join(' and ')}
    )`,
    params: values,
  };
}

/** The TAT figures of a group of summary_base rows, as a json object (target days inlined: a validated number). */
export function tatStatsSql(targetDays: number): string {
  const days = Math.trunc(Number(targetDays));
  return `json_build_object(
    'released', count(first_released_at),
    'median', round(percentile_cont(0.5) within group (order by tat)::numeric, 1),
    'p90', round(percentile_cont(0.9) within group (order by tat)::numeric, 1),
    'routineReleased', count(*) filter (where tat is not null and priority = 'routine'),
    'withinTarget', count(*) filter (where priority = 'routine' and tat <= ${days}))`;
}

import { labDayBounds, type CaseKind, type SummaryParams } from '@pathdesk/contracts';
import type { Sql } from '../../common/sql.js';
import { TAT_DAYS_SQL, tatCalendarJoins } from '../../turnaround/working-days.js';

/** The summary category of a case, from its latest released result (`lv.result`); pending before release. */
const CATEGORY_SQL: Record<CaseKind, string> = {
  surgical: `case when lv.result is null then 'pending' when surgical_is_malignant(lv.result->>'diagnosis') then 'malignant' else 'not-malignant' end`,
  cytological: `case when lv.result is null then 'pending' else coalesce(lv.result->>'category', 'pending') end`,
  gynecological: `case when lv.result is null then 'pending' when lv.result->>'adequacy' = 'unsatisfactory' then 'unsatisfactory' else coalesce(lv.result->>'interpretation', 'pending') end`,
};

/** A config-value id from a result field (null when absent or not a number). */
const idOf = (field: string) => `case when jsonb_typeof(coalesce(lv.result, cr.fields)->'${field}') = 'number' then (coalesce(lv.result, cr.fields)->>'${field}')::int end`;

/**
 * `summary_base`: one row per case of the kind received in the period (cancelled left out), with
 * what the figures group by — hospital, priority, first release, TAT in working days, category,
 * pathologist and screener (from the latest released result, else the draft). Every summary query
 * is a CTE over it, so the counting happens in PostgreSQL.
 */
export function summaryBase(kind: CaseKind, params: SummaryParams): Sql {
  const where = ['c.kind = ?', 'c.received_at >= ?', 'c.received_at < ?', "c.status <> 'cancelled'"];
  const values: unknown[] = [kind, labDayBounds(params.from).start, labDayBounds(params.to).end];
  if (params.hospitalId) {
    where.push('c.hospital_id = ?');
    values.push(params.hospitalId);
  }
  const outer: string[] = ['true'];
  if (params.pathologistId) {
    outer.push('pathologist_id = ?');
    values.push(params.pathologistId);
  }
  if (params.screenerId) {
    outer.push('screener_id = ?');
    values.push(params.screenerId);
  }
  return {
    sql: `summary_base as (
      select * from (
        select c.id, c.accession_no, c.hn, c.patient_title, c.patient_first_name, c.patient_last_name, c.hospital_id, c.priority, c.status, c.received_at,
               f.released_at as first_released_at, ${TAT_DAYS_SQL} as tat, lv.diagnosis,
               ${CATEGORY_SQL[kind]} as category, ${idOf('pathologistId')} as pathologist_id, ${idOf('screenerId')} as screener_id
          from pathology_case c
          left join report_version f on f.case_id = c.id and f.version = 1
          left join lateral (select r.snapshot->'result' as result, r.diagnosis from report_version r where r.case_id = c.id order by r.version desc limit 1) lv on f.id is not null
          left join case_result cr on cr.case_id = c.id
          ${tatCalendarJoins('c.received_at', 'f.released_at')}
         where ${where.join(' and ')}
      ) b where ${outer.join(' and ')}
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

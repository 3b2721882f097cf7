import { labDayBounds, type SummaryParams } from '@pathdesk/contracts';
import type { CaseKind } from '@pathdesk/contracts';
import type { Sql } from '../../common/sql.js';

/**
 * `summary_base`: one row per case of the kind received in the period (cancelled left out), read
 * from case_fact — hospital, priority, first release, TAT in working days (stored: migration 020),
 * category (pending before release), pathologist and screener of the latest released version; the
 * figures' columns are all in the (kind, received_at) index, so their base is an index-only scan.
 * Every summary query is a CTE over it (inlined, never materialized), so the counting happens in
 * PostgreSQL, over one index range of one table; the case list picks its page from the index too
 * and reads the rest (diagnosis) for the page's rows only.
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
    sql: `summary_base as not materialized (
      select ${shape === 'cases' ? 'f.case_id as id, f.status, f.received_at,' : ''}
             f.hospital_id, f.priority, f.first_released_at, f.tat_days as tat, coalesce(f.category, 'pending') as category, f.pathologist_id, f.screener_id,
             f.part_count
        from case_fact f
       where ${where.join(' and ')}
    )`,
    params: values,
  };
}

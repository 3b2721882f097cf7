import type { EntityManager } from '@mikro-orm/postgresql';
import { HIGH_GRADE_PAP, LAB_TIME_ZONE, LOOKBACK_YEARS, type GynInterpretation } from '@pathdesk/contracts';
import { auditInsertSelect } from '../audit/audit-sql.js';
import type { Actor } from '../identity/actor.js';

export const LOOKBACK_ENTITY = 'lookback';

/**
 * Issue 15.3 (42 CFR 493.1274(c)(3)): a Pap released HSIL or worse queues the same patient's Paps
 * whose latest release was NILM within the previous 5 years — counted in the lab's calendar days,
 * both ends included — for rescreening by a second reader. Runs in the release's transaction; a
 * Pap already queued by this case is not queued twice; one audit record per queued Pap.
 */
export async function queueLookbacks(em: EntityManager, actor: Actor, release: { caseId: number; reportId: number; interpretation: GynInterpretation | null }): Promise<number> {
  if (!release.interpretation || !HIGH_GRADE_PAP.includes(release.interpretation)) return 0;
  const audit = auditInsertSelect(actor, {
    action: 'create',
    entity: LOOKBACK_ENTITY,
    entityIdSql: 'q.id',
    afterSql: `jsonb_build_object('triggerCaseId', q.trigger_case_id, 'caseId', q.case_id, 'reportId', q.report_id, 'triggerInterpretation', q.trigger_interpretation)`,
    from: { sql: 'queued q', params: [] },
  });
  const [row] = await em.execute<{ n: number }[]>(
    `with earlier as (
       select c.id as case_id, v.id as report_id
         from pathology_case t
         join pathology_case c on c.patient_id = t.patient_id and c.id <> t.id and c.kind = 'gynecological'
         join lateral (select id, released_at, snapshot from report_version where case_id = c.id order by version desc limit 1) v on true
        where t.id = ? and t.patient_id is not null
          and v.snapshot -> 'result' ->> 'interpretation' = 'NILM' and v.snapshot -> 'result' ->> 'adequacy' = 'satisfactory'
          and (v.released_at at time zone '${LAB_TIME_ZONE}')::date >= ((now() at time zone '${LAB_TIME_ZONE}')::date - interval '${LOOKBACK_YEARS} years')::date
     ), queued as (
       insert into lookback (trigger_case_id, trigger_report_id, trigger_interpretation, case_id, report_id)
       select ?, ?, ?, case_id, report_id from earlier
       on conflict (trigger_case_id, case_id) do nothing
       returning *
     ), audited as (${audit.sql})
     select count(*)::int as n from queued`,
    [release.caseId, release.caseId, release.reportId, release.interpretation, ...audit.params],
  );
  return row?.n ?? 0;
}

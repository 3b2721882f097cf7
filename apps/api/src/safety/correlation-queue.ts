import type { EntityManager } from '@mikro-orm/postgresql';
import { CERVICAL_SPECIMEN_PATTERN, CORRELATION_MONTHS, LAB_TIME_ZONE } from '@pathdesk/contracts';
import { auditInsertSelect } from '../audit/audit-sql.js';
import type { Actor } from '../identity/actor.js';

export const CORRELATION_ENTITY = 'correlation';

/** A timestamp's calendar day in the lab. */
const labDate = (column: string) => `(${column} at time zone '${LAB_TIME_ZONE}')::date`;

/**
 * Issue 15.2: the first release of a surgical case whose specimen is a cervical biopsy or excision
 * (CERVICAL_SPECIMEN_PATTERN) pairs it with each released Pap of the same patient taken within the
 * 6 months before it. The Pap's day is its collection day (else its reception day); it must not be
 * later than the biopsy's own collection (else reception) day, and the biopsy's sign-out day is at
 * most 6 calendar months after it — exactly 6 months included. Runs in the release's transaction;
 * a pair is queued once (unique Pap–biopsy); one audit record per pair.
 */
export async function queueCorrelations(em: EntityManager, actor: Actor, release: { caseId: number; reportId: number }): Promise<number> {
  const audit = auditInsertSelect(actor, {
    action: 'create',
    entity: CORRELATION_ENTITY,
    entityIdSql: 'q.id',
    afterSql: `jsonb_build_object('papCaseId', q.pap_case_id, 'biopsyCaseId', q.biopsy_case_id, 'papDate', q.pap_date, 'biopsyDate', q.biopsy_date)`,
    from: { sql: 'queued q', params: [] },
  });
  const [row] = await em.execute<{ n: number }[]>(
    `with biopsy as (
       select b.id, b.patient_id, ${labDate('coalesce(b.collected_at, b.received_at)')} as taken, ${labDate('r.released_at')} as signed
         from pathology_case b join report_version r on r.id = ? and r.case_id = b.id
        where b.id = ? and b.kind = 'surgical' and b.patient_id is not null and b.specimen ~* ?
     ), paps as (
       select b.patient_id, p.id as pap_case_id, v.id as pap_report_id, ${labDate('coalesce(p.collected_at, p.received_at)')} as pap_date, b.id as biopsy_case_id, b.signed as biopsy_date, b.taken
         from biopsy b
         join pathology_case p on p.patient_id = b.patient_id and p.kind = 'gynecological' and p.status <> 'cancelled'
         join lateral (select id from report_version where case_id = p.id order by version desc limit 1) v on true
     ), queued as (
       insert into correlation (patient_id, pap_case_id, pap_report_id, pap_date, biopsy_case_id, biopsy_report_id, biopsy_date)
       select patient_id, pap_case_id, pap_report_id, pap_date, biopsy_case_id, ?, biopsy_date from paps
        where pap_date <= taken and pap_date <= biopsy_date and biopsy_date <= (pap_date + interval '${CORRELATION_MONTHS} months')::date
       on conflict (pap_case_id, biopsy_case_id) do nothing
       returning *
     ), audited as (${audit.sql})
     select count(*)::int as n from queued`,
    [release.reportId, release.caseId, CERVICAL_SPECIMEN_PATTERN, release.reportId, ...audit.params],
  );
  return row?.n ?? 0;
}

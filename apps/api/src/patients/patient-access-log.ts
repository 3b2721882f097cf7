import type { EntityManager } from '@mikro-orm/postgresql';
import type { PatientAccessDto, PatientAccessKind } from '@pathdesk/contracts';

/** The audit log's actions that disclose a record without changing it. */
const KIND: Record<string, PatientAccessKind> = { view: 'view', print: 'print', download: 'export' };

/**
 * Every access to a patient's cases and their released reports recorded in the audit log — and the
 * exports of everything held on the patient (issue 28.6, PDPA) —, newest first — who (the account, its role and, for a client hospital's account, its
 * hospitals), what, when. The records are found by (entity, entity_id), which the audit log's
 * index (entity, entity_id, at) serves.
 */
export async function patientAccessLog(em: EntityManager, patientId: number, page: { first: number; rows: number }): Promise<{ accesses: PatientAccessDto[]; total: number }> {
  const rows = await em.execute<(Omit<PatientAccessDto, 'kind' | 'id' | 'at'> & { id: string; at: Date; total: string })[]>(
    `with c as (select id, accession_no from pathology_case where patient_id = ?),
          k as (select 'pathology_case'::varchar as entity, c.id::text as entity_id, c.accession_no from c
                union all
                select 'report_version', r.id::text, c.accession_no from report_version r join c on c.id = r.case_id
                union all
                select 'patient', ?::text, null)
     select a.id, a.at, a.actor_id as "actorId", a.actor_username as "actorUsername", u.role, a.action, a.entity,
            a.entity_id as "entityId", k.accession_no as "accessionNo", a.ip,
            array(select h.name_th from app_user_hospital uh join hospital h on h.id = uh.hospital_id where uh.user_id = a.actor_id order by h.name_th) as hospitals,
            count(*) over () as total
       from k join audit_log a on a.entity = k.entity and a.entity_id = k.entity_id
       left join app_user u on u.id = a.actor_id
      order by a.at desc, a.id desc
      limit ? offset ?`,
    [patientId, patientId, page.rows, page.first],
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : page.first === 0 ? 0 : await countAll(em, patientId);
  return {
    total,
    accesses: rows.map(({ total: _total, ...r }) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString(), kind: KIND[r.action] ?? 'change' })),
  };
}

async function countAll(em: EntityManager, patientId: number): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `with c as (select id from pathology_case where patient_id = ?),
          k as (select 'pathology_case'::varchar as entity, c.id::text as entity_id from c
                union all select 'report_version', r.id::text from report_version r join c on c.id = r.case_id
                union all select 'patient', ?::text)
     select count(*) as n from k join audit_log a on a.entity = k.entity and a.entity_id = k.entity_id`,
    [patientId, patientId],
  );
  return Number(row?.n ?? 0);
}

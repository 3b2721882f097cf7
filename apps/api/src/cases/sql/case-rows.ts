import type { EntityManager } from '@mikro-orm/postgresql';
import { patientDisplayName, type CaseDto, type CaseKind, type CaseListItem } from '@pathdesk/contracts';
import { FIELD_COLUMNS_SQL, isoSql } from './case-columns.js';

/**
 * Cases read straight into their DTOs, without entities (as doctors are: doctor-rows.ts): a
 * worklist page and a registration answer come from one query each, joined to the names of the
 * hospital, doctor, payer and types. A case's columns are named as the DTO's keys (the field table
 * of the contracts names them); instants leave PostgreSQL as ISO text in UTC and dates as
 * yyyy-mm-dd, so the DTOs never depend on the driver's or the server's time zone. Worklist rows
 * keep epoch milliseconds (and the exact key of their cursor).
 */

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/** The doctor as cases show them: title and name. */
const DOCTOR_NAME_SQL = `case when d.id is null then null else concat_ws(' ', d.title, d.name) end`;

/** received_at exactly (microseconds, UTC), for keyset cursors. */
const RECEIVED_KEY_SQL = `to_char(c.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns of a CaseDto (named as its keys), from a case `c` with the joins of CASE_JOINS. */
export const CASE_COLUMNS = `c.id, c.kind, c.accession_no as "accessionNo", c.status, ${FIELD_COLUMNS_SQL},
  h.name_th as "hospitalName", ${DOCTOR_NAME_SQL} as "doctorName", co.name as "companyName", gt.name as "gynTypeName", ct.name as "cytoTypeName",
  c.cancel_reason as "cancelReason", ${isoSql('c.cancelled_at')} as "cancelledAt", ${isoSql('c.created_at')} as "createdAt",
  c.created_by_username as "createdBy", ${isoSql('c.updated_at')} as "updatedAt", c.version`;

export const CASE_JOINS = `join hospital h on h.id = c.hospital_id
  left join doctor d on d.id = c.doctor_id
  left join cfgvalue co on co.id = c.company_id
  left join cfgvalue gt on gt.id = c.gyn_type_id
  left join cfgvalue ct on ct.id = c.cyto_type_id`;

/** The columns of a worklist row (CaseListItem), from `c` joined to `h` and `d`; the name's parts for patientDisplayName, the reception in epoch milliseconds and as the cursor's key. */
export const LIST_COLUMNS = `c.id, c.kind, c.accession_no as "accessionNo", c.status, c.priority, c.hn, c.patient_title as "patientTitle", c.patient_first_name as "patientFirstName",
  c.patient_last_name as "patientLastName", h.name_th as "hospitalName", ${DOCTOR_NAME_SQL} as "doctorName", c.specimen, ${ms('c.received_at')} as "receivedMs",
  ${RECEIVED_KEY_SQL} as "receivedKey"`;

export const LIST_JOINS = `join hospital h on h.id = c.hospital_id left join doctor d on d.id = c.doctor_id`;

/** A case's parts (CasePartDto[], in order) as one jsonb value, from the case id `caseId`. */
export const partsSql = (caseId: string): string =>
  `(select coalesce(jsonb_agg(jsonb_build_object('letter', p.letter, 'specimen', p.specimen, 'procedure', p.procedure, 'containers', p.containers,
     'fixative', p.fixative, 'collectedAt', ${isoSql('p.collected_at')}, 'note', p.note) order by p.position), '[]'::jsonb)
     from case_part p where p.case_id = ${caseId})`;

/** A case as CASE_COLUMNS read it: its DTO but the display name and the parts. */
export type CaseRow = Omit<CaseDto, 'patientName' | 'parts'>;

/** A worklist row as LIST_COLUMNS read it. */
export type CaseListRow = Omit<CaseListItem, 'patientName' | 'receivedAt'> &
  Pick<CaseDto, 'patientTitle' | 'patientFirstName' | 'patientLastName'> & { receivedMs: number; receivedKey: string };

export function rowToCaseDto(row: CaseRow & Pick<CaseDto, 'parts'>): CaseDto {
  return { ...row, patientName: patientDisplayName(row) };
}

/** Field by field: a search page's rows carry more (their count of matches), which stays in the API. */
export function rowToListItem(row: CaseListRow): CaseListItem {
  return {
    id: row.id,
    kind: row.kind,
    accessionNo: row.accessionNo,
    status: row.status,
    priority: row.priority,
    hn: row.hn,
    patientName: patientDisplayName(row),
    hospitalName: row.hospitalName,
    doctorName: row.doctorName,
    specimen: row.specimen,
    receivedAt: new Date(Number(row.receivedMs)).toISOString(),
  };
}

/** One case of a kind, or null. */
export async function caseById(em: EntityManager, kind: CaseKind, id: number): Promise<CaseDto | null> {
  const [row] = await em.execute<(CaseRow & Pick<CaseDto, 'parts'>)[]>(
    `select ${CASE_COLUMNS}, ${partsSql('c.id')} as parts from pathology_case c ${CASE_JOINS} where c.id = ? and c.kind = ?`,
    [id, kind],
  );
  return row ? rowToCaseDto(row) : null;
}

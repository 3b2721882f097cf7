import type { EntityManager } from '@mikro-orm/postgresql';
import { patientDisplayName, type CaseDto, type CaseKind, type CaseListItem, type CaseStatus, type Priority, type Sex } from '@pathdesk/contracts';

/**
 * Cases read straight into their DTOs, without entities (as doctors are: doctor-rows.ts): a
 * worklist page and a registration answer come from one query each, joined to the names of the
 * hospital, doctor, payer and types. Instants leave PostgreSQL as epoch milliseconds and dates as
 * yyyy-mm-dd text, so the DTOs never depend on the driver's or the server's time zone.
 */

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The doctor as cases show them: title and name. */
export const DOCTOR_NAME_SQL = `case when d.id is null then null else concat_ws(' ', d.title, d.name) end`;

/** received_at exactly (microseconds, UTC), for keyset cursors. */
export const RECEIVED_KEY_SQL = `to_char(c.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns of a CaseDto, from a case `c` with the joins of CASE_JOINS. */
export const CASE_COLUMNS = `c.id, c.kind, c.accession_no, c.status, c.priority, c.hn, c.patient_title, c.patient_first_name, c.patient_last_name,
  c.patient_first_name_en, c.patient_last_name_en, c.sex, ${day('c.birth_date')} as birth_date, c.age_years,
  c.hospital_id, h.name_th as hospital_name, c.doctor_id, ${DOCTOR_NAME_SQL} as doctor_name, c.company_id, co.name as company_name,
  c.specimen, c.containers, c.clinical_history, ${ms('c.collected_at')} as collected_ms, ${ms('c.received_at')} as received_ms,
  c.price::float8 as price, c.notes, ${day('c.lmp')} as lmp, c.gyn_type_id, gt.name as gyn_type_name, c.relevant_history,
  c.cyto_type_id, ct.name as cyto_type_name, c.source, c.cancel_reason, ${ms('c.cancelled_at')} as cancelled_ms,
  ${ms('c.created_at')} as created_ms, c.created_by_username, ${ms('c.updated_at')} as updated_ms, c.version`;

export const CASE_JOINS = `join hospital h on h.id = c.hospital_id
  left join doctor d on d.id = c.doctor_id
  left join cfgvalue co on co.id = c.company_id
  left join cfgvalue gt on gt.id = c.gyn_type_id
  left join cfgvalue ct on ct.id = c.cyto_type_id`;

/** The columns of a worklist row (CaseListItem), from `c` joined to `h` and `d`. */
export const LIST_COLUMNS = `c.id, c.kind, c.accession_no, c.status, c.priority, c.hn, c.patient_title, c.patient_first_name, c.patient_last_name,
  h.name_th as hospital_name, ${DOCTOR_NAME_SQL} as doctor_name, c.specimen, ${ms('c.received_at')} as received_ms, ${RECEIVED_KEY_SQL} as received_key`;

export const LIST_JOINS = `join hospital h on h.id = c.hospital_id left join doctor d on d.id = c.doctor_id`;

export interface CaseRow {
  id: number;
  kind: CaseKind;
  accession_no: string;
  status: CaseStatus;
  priority: Priority;
  hn: string;
  patient_title: string | null;
  patient_first_name: string;
  patient_last_name: string;
  patient_first_name_en: string | null;
  patient_last_name_en: string | null;
  sex: Sex;
  birth_date: string | null;
  age_years: number | null;
  hospital_id: number;
  hospital_name: string;
  doctor_id: number | null;
  doctor_name: string | null;
  company_id: number | null;
  company_name: string | null;
  specimen: string;
  containers: number;
  clinical_history: string | null;
  collected_ms: number | null;
  received_ms: number;
  price: number;
  notes: string | null;
  lmp: string | null;
  gyn_type_id: number | null;
  gyn_type_name: string | null;
  relevant_history: string | null;
  cyto_type_id: number | null;
  cyto_type_name: string | null;
  source: string | null;
  cancel_reason: string | null;
  cancelled_ms: number | null;
  created_ms: number;
  created_by_username: string | null;
  updated_ms: number;
  version: number;
}

export type CaseListRow = Pick<
  CaseRow,
  'id' | 'kind' | 'accession_no' | 'status' | 'priority' | 'hn' | 'patient_title' | 'patient_first_name' | 'patient_last_name' | 'hospital_name' | 'doctor_name' | 'specimen' | 'received_ms'
> & { received_key: string };

const iso = (value: number | string | null): string | null => (value === null ? null : new Date(Number(value)).toISOString());

export function rowToCaseDto(row: CaseRow): CaseDto {
  const names = { patientTitle: row.patient_title, patientFirstName: row.patient_first_name, patientLastName: row.patient_last_name };
  return {
    id: row.id,
    kind: row.kind,
    accessionNo: row.accession_no,
    status: row.status,
    priority: row.priority,
    hn: row.hn,
    ...names,
    patientFirstNameEn: row.patient_first_name_en,
    patientLastNameEn: row.patient_last_name_en,
    patientName: patientDisplayName(names),
    sex: row.sex,
    birthDate: row.birth_date,
    ageYears: row.age_years,
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    companyId: row.company_id,
    companyName: row.company_name,
    specimen: row.specimen,
    containers: row.containers,
    clinicalHistory: row.clinical_history,
    collectedAt: iso(row.collected_ms),
    receivedAt: iso(row.received_ms)!,
    price: Number(row.price),
    notes: row.notes,
    lmp: row.lmp,
    gynTypeId: row.gyn_type_id,
    gynTypeName: row.gyn_type_name,
    relevantHistory: row.relevant_history,
    cytoTypeId: row.cyto_type_id,
    cytoTypeName: row.cyto_type_name,
    source: row.source,
    cancelReason: row.cancel_reason,
    cancelledAt: iso(row.cancelled_ms),
    createdAt: iso(row.created_ms)!,
    createdBy: row.created_by_username,
    updatedAt: iso(row.updated_ms)!,
    version: row.version,
  };
}

export function rowToListItem(row: CaseListRow): CaseListItem {
  return {
    id: row.id,
    kind: row.kind,
    accessionNo: row.accession_no,
    status: row.status,
    priority: row.priority,
    hn: row.hn,
    patientName: patientDisplayName({ patientTitle: row.patient_title, patientFirstName: row.patient_first_name, patientLastName: row.patient_last_name }),
    hospitalName: row.hospital_name,
    doctorName: row.doctor_name,
    specimen: row.specimen,
    receivedAt: iso(row.received_ms)!,
  };
}

/** One case of a kind, or null. */
export async function caseById(em: EntityManager, kind: CaseKind, id: number): Promise<CaseDto | null> {
  const [row] = await em.execute<CaseRow[]>(`select ${CASE_COLUMNS} from pathology_case c ${CASE_JOINS} where c.id = ? and c.kind = ?`, [id, kind]);
  return row ? rowToCaseDto(row) : null;
}

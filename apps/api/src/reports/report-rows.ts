import type { CaseKind, ReportDto, ReportListItem } from '@pathdesk/contracts';

/**
 * Report versions read straight into their DTOs (as cases are: cases/sql/case-rows.ts). Instants leave
 * PostgreSQL as epoch milliseconds; which version supersedes a row is read from its successor's
 * previous_id (unique), never stored in the row itself.
 */

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

export const SUPERSEDED_BY_SQL = '(select n.id from report_version n where n.previous_id = r.id)';

export const REPORT_COLUMNS = `r.id, r.case_id, r.kind, r.accession_no, r.version, r.amended, r.amend_reason, r.previous_id, ${SUPERSEDED_BY_SQL} as superseded_by,
  r.snapshot, r.signed_by_id, r.signed_by_username, r.signed_by_name, r.signed_by_role, r.signed_by_title,
  r.pathologist_name, r.pathologist_credentials, r.screener_name, r.screener_credentials, ${ms('r.released_at')} as released_ms`;

export const REPORT_LIST_COLUMNS = `r.id, r.case_id, r.kind, r.accession_no, r.version, r.amended, r.amend_reason, ${ms('r.released_at')} as released_ms, ${SUPERSEDED_BY_SQL} as superseded_by,
  r.patient_name, r.hospital_name, r.signed_by_name, r.diagnosis`;

export interface ReportRow {
  id: number;
  case_id: number;
  kind: CaseKind;
  accession_no: string;
  version: number;
  amended: boolean;
  amend_reason: string | null;
  previous_id: number | null;
  superseded_by: number | null;
  snapshot: ReportDto['snapshot'] & { qcReview?: ReportDto['qcReview'] };
  signed_by_id: number;
  signed_by_username: string;
  signed_by_name: string;
  signed_by_role: string;
  signed_by_title: string | null;
  pathologist_name: string | null;
  pathologist_credentials: string | null;
  screener_name: string | null;
  screener_credentials: string | null;
  released_ms: number;
}

export interface ReportListRow {
  id: number;
  case_id: number;
  kind: CaseKind;
  accession_no: string;
  version: number;
  amended: boolean;
  amend_reason: string | null;
  released_ms: number;
  superseded_by: number | null;
  patient_name: string;
  hospital_name: string;
  signed_by_name: string;
  diagnosis: string;
  total?: number;
}

const iso = (value: number | string) => new Date(Number(value)).toISOString();

export function rowToReportDto(row: ReportRow): ReportDto {
  const { qcReview = null, ...snapshot } = row.snapshot;
  const releasedAt = iso(row.released_ms);
  return {
    id: row.id,
    caseId: row.case_id,
    kind: row.kind,
    accessionNo: row.accession_no,
    version: row.version,
    amended: row.amended,
    amendReason: row.amend_reason,
    previousId: row.previous_id,
    supersededBy: row.superseded_by,
    snapshot,
    signedBy: {
      userId: row.signed_by_id,
      username: row.signed_by_username,
      name: row.signed_by_name,
      role: row.signed_by_role,
      title: row.signed_by_title,
      at: releasedAt,
    },
    pathologist: row.pathologist_name ? { name: row.pathologist_name, credentials: row.pathologist_credentials } : null,
    screener: row.screener_name ? { name: row.screener_name, credentials: row.screener_credentials } : null,
    releasedAt,
    qcReview,
  };
}

export function rowToReportListItem(row: ReportListRow): ReportListItem {
  return {
    id: row.id,
    caseId: row.case_id,
    kind: row.kind,
    accessionNo: row.accession_no,
    version: row.version,
    amended: row.amended,
    amendReason: row.amend_reason,
    releasedAt: iso(row.released_ms),
    supersededBy: row.superseded_by,
    patientName: row.patient_name,
    hospitalName: row.hospital_name,
    signedBy: row.signed_by_name,
    diagnosis: row.diagnosis,
  };
}

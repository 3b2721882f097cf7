import type { ReportDto, ReportListItem } from '@pathdesk/contracts';

/**
 * Report versions read straight into their DTOs (as cases are: cases/sql/case-rows.ts). Instants leave
 * PostgreSQL as epoch milliseconds; which version supersedes a row is read from its successor's
 * previous_id (unique), never stored in the row itself.
 */

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

const SUPERSEDED_BY_SQL = '(select n.id from report_version n where n.previous_id = r.id)';

export const REPORT_COLUMNS = `r.id, r.case_id as "caseId", r.kind, r.accession_no as "accessionNo", r.version, r.amended, r.amend_reason as "amendReason",
  r.previous_id as "previousId", ${SUPERSEDED_BY_SQL} as "supersededBy", r.snapshot, r.signed_by_id as "signedById", r.signed_by_username as "signedByUsername",
  r.signed_by_name as "signedByName", r.signed_by_role as "signedByRole", r.signed_by_title as "signedByTitle", r.pathologist_name as "pathologistName",
  r.pathologist_credentials as "pathologistCredentials", r.screener_name as "screenerName", r.screener_credentials as "screenerCredentials", ${ms('r.released_at')} as "releasedMs"`;

export const REPORT_LIST_COLUMNS = `r.id, r.case_id as "caseId", r.kind, r.accession_no as "accessionNo", r.version, r.amended, r.amend_reason as "amendReason",
  ${ms('r.released_at')} as "releasedMs", ${SUPERSEDED_BY_SQL} as "supersededBy", r.patient_name as "patientName", r.hospital_name as "hospitalName",
  r.signed_by_name as "signedBy", r.diagnosis`;

/** A version as REPORT_COLUMNS read it: the DTO's own fields, the signer's and the named staff's flat, the release in epoch milliseconds. */
export interface ReportRow extends Pick<ReportDto, 'id' | 'caseId' | 'kind' | 'accessionNo' | 'version' | 'amended' | 'amendReason' | 'previousId' | 'supersededBy'> {
  snapshot: ReportDto['snapshot'] & { qcReview?: ReportDto['qcReview'] };
  signedById: number;
  signedByUsername: string;
  signedByName: string;
  signedByRole: string;
  signedByTitle: string | null;
  pathologistName: string | null;
  pathologistCredentials: string | null;
  screenerName: string | null;
  screenerCredentials: string | null;
  releasedMs: number;
}

/** A list row as REPORT_LIST_COLUMNS read it: its DTO, the release in epoch milliseconds (and the query's total). */
export type ReportListRow = Omit<ReportListItem, 'releasedAt'> & { releasedMs: number; total?: number };

const iso = (value: number | string) => new Date(Number(value)).toISOString();

export function rowToReportDto(row: ReportRow): ReportDto {
  const { qcReview = null, ...snapshot } = row.snapshot;
  const releasedAt = iso(row.releasedMs);
  return {
    id: row.id,
    caseId: row.caseId,
    kind: row.kind,
    accessionNo: row.accessionNo,
    version: row.version,
    amended: row.amended,
    amendReason: row.amendReason,
    previousId: row.previousId,
    supersededBy: row.supersededBy,
    snapshot,
    signedBy: {
      userId: row.signedById,
      username: row.signedByUsername,
      name: row.signedByName,
      role: row.signedByRole,
      title: row.signedByTitle,
      at: releasedAt,
    },
    pathologist: row.pathologistName ? { name: row.pathologistName, credentials: row.pathologistCredentials } : null,
    screener: row.screenerName ? { name: row.screenerName, credentials: row.screenerCredentials } : null,
    releasedAt,
    qcReview,
  };
}

export function rowToReportListItem({ releasedMs, total: _total, ...item }: ReportListRow): ReportListItem {
  return { ...item, releasedAt: iso(releasedMs) };
}

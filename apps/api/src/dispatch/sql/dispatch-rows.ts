import type { CaseKind, DispatchItemDto, DispatchSummaryDto } from '@pathdesk/contracts';
import { dispatchNumber } from '../document/cover-sheet.js';

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

export const DISPATCH_COLUMNS = `d.id, d.kind, d.hospital_id, d.hospital_name, d.report_count, d.amended_count, d.note, ${ms('d.created_at')} as created_ms, d.created_by_username, d.page_count`;

export interface DispatchRow {
  id: number;
  kind: CaseKind;
  hospital_id: number;
  hospital_name: string;
  report_count: number;
  amended_count: number;
  note: string | null;
  created_ms: number;
  created_by_username: string;
  page_count: number;
  total?: number;
}

export function rowToDispatch(row: DispatchRow): DispatchSummaryDto {
  const createdAt = new Date(Number(row.created_ms)).toISOString();
  return {
    id: row.id,
    number: dispatchNumber(row.id, createdAt),
    kind: row.kind,
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    reportCount: row.report_count,
    amendedCount: row.amended_count,
    note: row.note,
    createdAt,
    createdBy: row.created_by_username,
    pageCount: row.page_count,
  };
}

export const DISPATCH_ITEM_SQL = `select r.id as "reportId", r.case_id as "caseId", r.accession_no as "accessionNo", r.hn, r.patient_name as "patientName", r.version, r.amended,
       di.resend, ${ms('r.released_at')} as released_ms
  from dispatch_item di join report_version r on r.id = di.report_id where di.dispatch_id = ? order by di.position`;

export function rowToDispatchItem(row: Omit<DispatchItemDto, 'releasedAt'> & { released_ms: number }): DispatchItemDto {
  const { released_ms, ...rest } = row;
  return { ...rest, releasedAt: new Date(Number(released_ms)).toISOString() };
}

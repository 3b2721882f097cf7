import type { DispatchItemDto, DispatchSummaryDto } from '@pathdesk/contracts';
import { dispatchNumber } from '../document/cover-sheet.js';

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

export const DISPATCH_COLUMNS = `d.id, d.kind, d.hospital_id as "hospitalId", d.hospital_name as "hospitalName", d.report_count as "reportCount",
  d.amended_count as "amendedCount", d.note, ${ms('d.created_at')} as "createdMs", d.created_by_username as "createdBy", d.page_count as "pageCount",
  (select count(*)::int from dispatch_item di join report_receipt x on x.report_id = di.report_id where di.dispatch_id = d.id) as "receivedCount"`;

/** A dispatch as DISPATCH_COLUMNS read it: its DTO but the number, the creation in epoch milliseconds (and the query's total). */
export type DispatchRow = Omit<DispatchSummaryDto, 'number' | 'createdAt'> & { createdMs: number; total?: number };

export function rowToDispatch({ createdMs, total: _total, ...row }: DispatchRow): DispatchSummaryDto {
  const createdAt = new Date(Number(createdMs)).toISOString();
  return {
    id: row.id,
    number: dispatchNumber(row.id, createdAt),
    kind: row.kind,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    reportCount: row.reportCount,
    amendedCount: row.amendedCount,
    note: row.note,
    createdAt,
    createdBy: row.createdBy,
    pageCount: row.pageCount,
    receivedCount: row.receivedCount,
  };
}

export const DISPATCH_ITEM_SQL = `select r.id as "reportId", r.case_id as "caseId", r.accession_no as "accessionNo", r.hn, r.patient_name as "patientName", r.version, r.amended,
       di.resend, ${ms('r.released_at')} as "releasedMs", ${ms('x.received_at')} as "receivedMs", x.received_by_username as "receivedBy"
  from dispatch_item di join report_version r on r.id = di.report_id left join report_receipt x on x.report_id = r.id
 where di.dispatch_id = ? order by di.position`;

/** An item as DISPATCH_ITEM_SQL reads it: the instants in epoch milliseconds. */
export type DispatchItemRow = Omit<DispatchItemDto, 'releasedAt' | 'receivedAt'> & { releasedMs: number; receivedMs: number | null };

export function rowToDispatchItem({ releasedMs, receivedMs, ...item }: DispatchItemRow): DispatchItemDto {
  return { ...item, releasedAt: new Date(Number(releasedMs)).toISOString(), receivedAt: receivedMs === null ? null : new Date(Number(receivedMs)).toISOString() };
}

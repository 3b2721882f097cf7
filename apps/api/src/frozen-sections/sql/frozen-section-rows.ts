import type { FrozenSectionDto, PrintedFrozenSection } from '@pathdesk/contracts';
import { frozenSectionState } from '@pathdesk/contracts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A frozen section with its case's accession number and its reporter's name; `where` follows. */
export const FROZEN_SECTION_SELECT = `select f.id, f.case_id as "caseId", c.accession_no as "accessionNo", f.part_letter as "partLetter", f.specimen,
       ${iso('f.received_at')} as "receivedAt", f.received_by_username as "receivedBy", f.diagnosis,
       ${iso('f.reported_at')} as "reportedAt", f.reported_by_username as "reportedBy", u.name as "reportedByName",
       round(extract(epoch from f.reported_at - f.received_at) / 60)::int as "turnaroundMinutes", f.target_minutes as "targetMinutes",
       f.called_to as "calledTo", ${iso('f.called_at')} as "calledAt", f.read_back as "readBack", f.call_recorded_by_username as "callRecordedBy",
       f.correlation, f.correlation_note as "correlationNote", f.correlated_by_username as "correlatedBy", ${iso('f.correlated_at')} as "correlatedAt", f.version
  from frozen_section f join pathology_case c on c.id = f.case_id
  left join app_user u on u.username = f.reported_by_username`;

export type FrozenSectionRow = Omit<FrozenSectionDto, 'state' | 'withinTarget'>;

export function toFrozenSectionDto(row: FrozenSectionRow): FrozenSectionDto {
  return {
    ...row,
    state: frozenSectionState(row),
    withinTarget: row.turnaroundMinutes === null ? null : row.turnaroundMinutes <= row.targetMinutes,
  };
}

/** A case's reported frozen sections (its id the one parameter), as a release prints them (reports/report-release.ts puts them in the snapshot, with toPrintedFrozenSection). */
export const PRINTED_FROZEN_SECTIONS = `${FROZEN_SECTION_SELECT} where f.case_id = ? and f.reported_at is not null order by f.received_at, f.id`;

export function toPrintedFrozenSection(f: FrozenSectionRow): PrintedFrozenSection {
  return {
    partLetter: f.partLetter,
    specimen: f.specimen,
    receivedAt: f.receivedAt,
    reportedAt: f.reportedAt!,
    turnaroundMinutes: f.turnaroundMinutes!,
    diagnosis: f.diagnosis!,
    reportedBy: f.reportedByName ?? f.reportedBy!,
    calledTo: f.calledTo,
    calledAt: f.calledAt,
  };
}

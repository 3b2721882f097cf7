import type { PatientAccessDto } from '@pathdesk/contracts';

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quoted when needed; a leading = + - @ is prefixed so that a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const ACCESS_LOG_CSV_HEADER = ['at', 'username', 'role', 'hospitals', 'kind', 'action', 'record', 'recordId', 'accessionNo', 'ip'];

/** The patient's access log as CSV (UTF-8 with a byte-order mark, so spreadsheets read Thai). */
export function accessLogCsv(accesses: readonly PatientAccessDto[]): string {
  const lines = [ACCESS_LOG_CSV_HEADER.join(',')];
  for (const a of accesses) {
    lines.push([a.at, a.actorUsername, a.role, a.hospitals.join('; '), a.kind, a.action, a.entity, a.entityId, a.accessionNo, a.ip].map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

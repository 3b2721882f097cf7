import ExcelJS from 'exceljs';
import { CASE_ROUTES, labDateTime, type CaseSummary, type SummaryCaseRow, type SummaryExportFormat } from '@pathdesk/contracts';

const CASE_COLUMNS: { header: string; key: keyof SummaryCaseRow | 'received' | 'released'; width: number }[] = [
  { header: 'Accession no.', key: 'accessionNo', width: 14 },
  { header: 'HN', key: 'hn', width: 12 },
  { header: 'Patient', key: 'patientName', width: 30 },
  { header: 'Hospital', key: 'hospitalName', width: 30 },
  { header: 'Priority', key: 'priority', width: 9 },
  { header: 'Status', key: 'status', width: 11 },
  { header: 'Received', key: 'received', width: 17 },
  { header: 'First released', key: 'released', width: 17 },
  { header: 'TAT (working days)', key: 'tatDays', width: 10 },
  { header: 'Category', key: 'category', width: 15 },
  { header: 'Pathologist', key: 'pathologist', width: 24 },
  { header: 'Screener', key: 'screener', width: 24 },
  { header: 'Diagnosis', key: 'diagnosis', width: 50 },
];

/** The lab's local time, as a spreadsheet shows it (yyyy-mm-dd hh:mm). */
const local = (iso: string | null) => (iso ? labDateTime(iso).slice(0, 16).replace('T', ' ') : '');

function caseValues(row: SummaryCaseRow): (string | number | null)[] {
  return CASE_COLUMNS.map(({ key }) =>
    key === 'received' ? local(row.receivedAt) : key === 'released' ? local(row.firstReleasedAt) : (row[key as keyof SummaryCaseRow] ?? null),
  );
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused (formula injection). */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The cases as CSV: UTF-8 with a byte-order mark (Excel then reads Thai), CRLF lines. */
export function summaryCsv(rows: SummaryCaseRow[]): Buffer {
  const lines = [CASE_COLUMNS.map((c) => csvField(c.header)).join(','), ...rows.map((r) => caseValues(r).map(csvField).join(','))];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

/** The workbook: "Summary" (the figures, as the page shows them) and "Cases". */
export async function summaryXlsx(summary: CaseSummary, rows: SummaryCaseRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'PathDesk';
  const sheet = book.addWorksheet('Summary');
  sheet.columns = [{ width: 34 }, { width: 12 }, { width: 10 }, { width: 12 }, { width: 12 }, { width: 12 }];
  const { params, totals, tat } = summary;
  sheet.addRow([`${summary.kind} summary`, `${params.from} – ${params.to}`]).font = { bold: true };
  sheet.addRow(['Received', totals.received]);
  sheet.addRow(['Released', totals.released]);
  sheet.addRow(['Pending', totals.pending]);
  sheet.addRow(['Cancelled', totals.cancelled]);
  sheet.addRow(['TAT median (working days)', tat.median]);
  sheet.addRow(['TAT 90th percentile', tat.p90]);
  sheet.addRow([`Routine within ${tat.target.days} working days (target ${Math.round(tat.target.share * 100)}%)`, tat.withinTargetShare]);
  if (summary.gyn) {
    sheet.addRow(['ASC:SIL ratio', summary.gyn.ascSilRatio]);
    sheet.addRow(['Unsatisfactory rate', summary.gyn.unsatisfactoryRate]);
  }
  const table = (title: string, headers: string[], data: (string | number | null)[][]) => {
    sheet.addRow([]);
    sheet.addRow([title]).font = { bold: true };
    sheet.addRow(headers).font = { bold: true };
    for (const values of data) sheet.addRow(values);
  };
  table('By category', ['Category', 'Cases', 'Share'], summary.byCategory.map((c) => [c.label, c.count, c.share]));
  table('By hospital', ['Hospital', 'Cases', 'Released', 'TAT median', 'TAT p90', 'Within target'], summary.byHospital.map((h) => [h.hospitalName, h.count, h.released, h.tat.median, h.tat.p90, h.tat.withinTargetShare]));
  table('By pathologist', ['Pathologist', 'Cases', 'Share'], summary.byPathologist.map((p) => [p.name, p.count, p.share]));
  if (summary.kind !== 'surgical') table('By screener', ['Screener', 'Cases', 'Share'], summary.byScreener.map((p) => [p.name, p.count, p.share]));

  const cases = book.addWorksheet('Cases');
  cases.columns = CASE_COLUMNS.map(({ header, width }) => ({ header, width }));
  cases.getRow(1).font = { bold: true };
  for (const row of rows) cases.addRow(caseValues(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function exportFilename(summary: CaseSummary, format: SummaryExportFormat): string {
  return `${CASE_ROUTES[summary.kind].plural}-summary-${summary.params.from}-${summary.params.to}.${format}`;
}

import type ExcelJS from 'exceljs';
import { CASE_ROUTES, formatLabDate, type CaseSummary, type DateDisplay, type Language, type SummaryCaseRow, type SummaryExportFormat } from '@pathdesk/contracts';
import { exportWords, summaryCategoryLabel, type ExportWords } from './summary-labels.js';

const CASE_COLUMNS: { key: keyof ExportWords['columns']; width: number }[] = [
  { key: 'accessionNo', width: 14 },
  { key: 'hn', width: 12 },
  { key: 'patientName', width: 30 },
  { key: 'hospitalName', width: 30 },
  { key: 'priority', width: 9 },
  { key: 'status', width: 11 },
  { key: 'received', width: 17 },
  { key: 'released', width: 17 },
  { key: 'tatDays', width: 10 },
  { key: 'category', width: 15 },
  { key: 'pathologist', width: 24 },
  { key: 'screener', width: 24 },
  { key: 'diagnosis', width: 50 },
];

/**
 * A case's row: its codes (priority, status, category) in words of the export's language; dates as
 * text in the lab's format and era on the lab's clock, as its screens write them (lab settings, issue
 * 26.2): an Excel date cell cannot hold a Buddhist Era year.
 */
function caseValues(row: SummaryCaseRow, words: ExportWords, language: Language, display: DateDisplay): (string | number | null)[] {
  const local = (iso: string | null) => formatLabDate(iso, display, { withTime: true });
  const coded: Partial<Record<keyof ExportWords['columns'], string>> = {
    priority: words.priority[row.priority] ?? row.priority,
    status: words.status[row.status] ?? row.status,
    category: summaryCategoryLabel(row.category, language),
  };
  return CASE_COLUMNS.map(({ key }) =>
    key === 'received' ? local(row.receivedAt) : key === 'released' ? local(row.firstReleasedAt) : (coded[key] ?? row[key as keyof SummaryCaseRow] ?? null),
  );
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused (formula injection). */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The cases as CSV: UTF-8 with a byte-order mark (Excel then reads Thai), CRLF lines. */
export function summaryCsv(rows: SummaryCaseRow[], display: DateDisplay, language: Language = 'en'): Buffer {
  const words = exportWords(language);
  const lines = [CASE_COLUMNS.map((c) => csvField(words.columns[c.key])).join(','), ...rows.map((r) => caseValues(r, words, language, display).map(csvField).join(','))];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

/** The workbook: "Summary" (the figures, as the page shows them) and "Cases". */
export async function summaryXlsx(summary: CaseSummary, rows: SummaryCaseRow[], display: DateDisplay, language: Language = 'en'): Promise<Buffer> {
  const words = exportWords(language);
  const { default: Excel } = (await import('exceljs')) as { default: typeof ExcelJS };
  const book = new Excel.Workbook();
  book.creator = 'PathDesk';
  const sheet = book.addWorksheet(words.sheet.summary);
  sheet.columns = [{ width: 34 }, { width: 12 }, { width: 10 }, { width: 12 }, { width: 12 }, { width: 12 }];
  const { params, totals, tat } = summary;
  sheet.addRow([words.sheet.title.replace('{kind}', words.kind[summary.kind]), `${formatLabDate(params.from, display)} – ${formatLabDate(params.to, display)}`]).font = {
    bold: true,
  };
  sheet.addRow([words.figures.received, totals.received]);
  sheet.addRow([words.figures.released, totals.released]);
  sheet.addRow([words.figures.pending, totals.pending]);
  sheet.addRow([words.figures.cancelled, totals.cancelled]);
  sheet.addRow([words.figures.tatMedian, tat.median]);
  sheet.addRow([words.figures.tatP90, tat.p90]);
  sheet.addRow([words.withinTarget(tat.target.days, Math.round(tat.target.share * 100)), tat.withinTargetShare]);
  if (summary.parts) {
    sheet.addRow([words.figures.parts, summary.parts.parts]);
    sheet.addRow([words.figures.partsPerCase, summary.parts.perCase === null ? null : Math.round(summary.parts.perCase * 100) / 100]);
    sheet.addRow([words.figures.multiPartCases, summary.parts.multiPartCases]);
    sheet.addRow([words.figures.casesWithMalignantPart, summary.parts.casesWithMalignantPart]);
  }
  if (summary.gyn) {
    sheet.addRow([words.figures.ascSil, summary.gyn.ascSilRatio]);
    sheet.addRow([words.figures.unsatisfactory, summary.gyn.unsatisfactoryRate]);
  }
  const table = (title: string, headers: string[], data: (string | number | null)[][]) => {
    sheet.addRow([]);
    sheet.addRow([title]).font = { bold: true };
    sheet.addRow(headers).font = { bold: true };
    for (const values of data) sheet.addRow(values);
  };
  const w = words.tables;
  const person = (p: { id: number | null; name: string }) => (p.id === null ? w.notNamed : p.name);
  table(
    w.byCategory,
    [words.columns.category, w.cases, w.share],
    summary.byCategory.map((c) => [summaryCategoryLabel(c.category, language), c.count, c.share]),
  );
  table(
    w.byHospital,
    [words.columns.hospitalName, w.cases, w.released, w.tatMedian, w.tatP90, w.within],
    summary.byHospital.map((h) => [h.hospitalName, h.count, h.released, h.tat.median, h.tat.p90, h.tat.withinTargetShare]),
  );
  table(
    w.byPathologist,
    [words.columns.pathologist, w.cases, w.share],
    summary.byPathologist.map((p) => [person(p), p.count, p.share]),
  );
  if (summary.kind !== 'surgical')
    table(
      w.byScreener,
      [words.columns.screener, w.cases, w.share],
      summary.byScreener.map((p) => [person(p), p.count, p.share]),
    );

  const cases = book.addWorksheet(words.sheet.cases);
  cases.columns = CASE_COLUMNS.map(({ key, width }) => ({ header: words.columns[key], width }));
  cases.getRow(1).font = { bold: true };
  for (const row of rows) cases.addRow(caseValues(row, words, language, display));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function exportFilename(summary: CaseSummary, format: SummaryExportFormat): string {
  return `${CASE_ROUTES[summary.kind].plural}-summary-${summary.params.from}-${summary.params.to}.${format}`;
}

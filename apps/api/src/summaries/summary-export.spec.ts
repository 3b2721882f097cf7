import ExcelJS from 'exceljs';
import type { CaseSummary, DateDisplay, SummaryCaseRow } from '@pathdesk/contracts';
import { summaryCsv, summaryXlsx } from './summary-export.js';

// Issue 26.2: the exports write dates as the lab's screens do (lab settings), on the lab's clock.

const DEFAULT: DateDisplay = { dateFormat: 'mm/dd/yyyy', buddhistEra: false };
const BE: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: true };

const row: SummaryCaseRow = {
  id: 1,
  accessionNo: 'S69-00001',
  hn: 'HN1',
  patientName: 'นางสมใจ ทดสอบ',
  hospitalName: 'โรงพยาบาลทดสอบ',
  priority: 'routine',
  status: 'signed_out',
  // 31 Oct 2026 20:30 UTC is 1 Nov 03:30 in Bangkok; released 27 Nov 09:05 there.
  receivedAt: '2026-10-31T20:30:00.000Z',
  firstReleasedAt: '2026-11-27T02:05:00.000Z',
  tatDays: 3,
  category: 'not-malignant',
  pathologist: 'Dr A',
  screener: null,
  diagnosis: 'Skin: naevus.',
} as SummaryCaseRow;

const summary = {
  kind: 'surgical',
  params: { from: '2026-11-01', to: '2026-11-27' },
  totals: { received: 1, released: 1, pending: 0, cancelled: 0 },
  byCategory: [],
  byHospital: [],
  byPathologist: [],
  byScreener: [],
  tat: { median: 3, p90: 3, withinTargetShare: 1, target: { days: 5, share: 0.9 } },
  gyn: null,
} as unknown as CaseSummary;

const csvLine = (display: DateDisplay) => summaryCsv([row], display).toString('utf8').slice(1).split('\r\n')[1]!;

describe('summary exports in the lab’s date format', () => {
  it.each<[DateDisplay, string, string]>([
    [DEFAULT, '11/01/2026 03:30', '11/27/2026 09:05'],
    [BE, '01/11/2569 03:30', '27/11/2569 09:05'],
  ])('CSV in %j', (display, received, released) => {
    expect(csvLine(display)).toContain(`,${received},${released},`);
    expect(csvLine(display)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it.each<[DateDisplay, string, string, string]>([
    [DEFAULT, '11/01/2026 – 11/27/2026', '11/01/2026 03:30', '11/27/2026 09:05'],
    [BE, '01/11/2569 – 27/11/2569', '01/11/2569 03:30', '27/11/2569 09:05'],
  ])('Excel in %j: the period in the heading, the cases’ dates', async (display, period, received, released) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await summaryXlsx(summary, [row], display)) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Summary')!.getRow(1).getCell(2).value).toBe(period);
    const cases = book.getWorksheet('Cases')!;
    expect(cases.getRow(1).getCell(7).value).toBe('Received');
    expect(cases.getRow(2).getCell(7).value).toBe(received);
    expect(cases.getRow(2).getCell(8).value).toBe(released);
  });

  it('leaves a case not yet released without a date', () => {
    const pending = summaryCsv([{ ...row, firstReleasedAt: null }], BE).toString('utf8');
    expect(pending).toContain(',01/11/2569 03:30,,');
  });
});

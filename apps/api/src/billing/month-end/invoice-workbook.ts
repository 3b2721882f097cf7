import type ExcelJS from 'exceljs';
import { formatLabDate, type DateDisplay, type InvoiceDto } from '@pathdesk/contracts';
import { toSatang } from '../domain/money.js';

// Excel stores numbers as doubles: amounts go in as baht (satang / 100) only here, at the edge.
const baht = (amount: string) => toSatang(amount) / 100;
const MONEY = '#,##0.00';

/**
 * The month's invoices for accounts: a sheet of invoices and a sheet of their lines. Days are text in
 * the lab's date format and era, as its screens write them (lab settings, issue 26.2).
 */
export async function invoiceWorkbook(invoices: readonly InvoiceDto[], display: DateDisplay): Promise<Uint8Array> {
  const day = (value: string | null) => formatLabDate(value, display);
  const { default: Excel } = (await import('exceljs')) as { default: typeof ExcelJS };
  const book = new Excel.Workbook();
  book.creator = 'PathDesk';
  const sheet = book.addWorksheet('Invoices');
  sheet.columns = [
    { header: 'Number', key: 'number', width: 18 },
    { header: 'Payer', key: 'payer', width: 36 },
    { header: 'Tax ID', key: 'taxId', width: 16 },
    { header: 'Branch', key: 'branch', width: 14 },
    { header: 'Period from', key: 'periodFrom', width: 12 },
    { header: 'Period to', key: 'periodTo', width: 12 },
    { header: 'Issue date', key: 'issueDate', width: 12 },
    { header: 'Due date', key: 'dueDate', width: 12 },
    { header: 'Lines', key: 'lineCount', width: 8 },
    { header: 'Subtotal', key: 'subtotal', width: 14, style: { numFmt: MONEY } },
    { header: 'Discount', key: 'discount', width: 12, style: { numFmt: MONEY } },
    { header: 'VAT', key: 'vat', width: 12, style: { numFmt: MONEY } },
    { header: 'Total', key: 'total', width: 14, style: { numFmt: MONEY } },
  ];
  const lines = book.addWorksheet('Lines');
  lines.columns = [
    { header: 'Invoice', key: 'number', width: 18 },
    { header: '#', key: 'position', width: 6 },
    { header: 'Accession', key: 'accessionNo', width: 14 },
    { header: 'Patient', key: 'patientName', width: 28 },
    { header: 'HN', key: 'hn', width: 12 },
    { header: 'Received', key: 'receivedDate', width: 12 },
    { header: 'Item', key: 'item', width: 40 },
    { header: 'CGD code', key: 'cgdCode', width: 10 },
    { header: 'Parts', key: 'parts', width: 12 },
    { header: 'Quantity', key: 'quantity', width: 9 },
    { header: 'Unit price', key: 'unitPrice', width: 12, style: { numFmt: MONEY } },
    { header: 'Amount', key: 'amount', width: 12, style: { numFmt: MONEY } },
  ];
  for (const invoice of invoices) {
    sheet.addRow({
      number: invoice.number,
      payer: invoice.payer.name,
      taxId: invoice.payer.taxId,
      branch: invoice.payer.branch,
      periodFrom: day(invoice.periodFrom),
      periodTo: day(invoice.periodTo),
      issueDate: day(invoice.issueDate),
      dueDate: day(invoice.dueDate),
      lineCount: invoice.lineCount,
      subtotal: baht(invoice.subtotal),
      discount: baht(invoice.discount),
      vat: baht(invoice.vat),
      total: baht(invoice.total),
    });
    invoice.lines
      .filter((l) => !l.excluded)
      .forEach((l, i) =>
        lines.addRow({
          ...l,
          parts: l.parts.join(', '),
          receivedDate: day(l.receivedDate),
          number: invoice.number,
          position: i + 1,
          unitPrice: baht(l.unitPrice),
          amount: baht(l.amount),
        }),
      );
  }
  for (const s of [sheet, lines]) {
    s.getRow(1).font = { bold: true };
    s.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

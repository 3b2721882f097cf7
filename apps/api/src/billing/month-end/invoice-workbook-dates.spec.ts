import ExcelJS from 'exceljs';
import type { DateDisplay, InvoiceDto } from '@pathdesk/contracts';
import { invoiceWorkbook } from './invoice-workbook.js';

// Issue 26.2: the month-end workbook writes its days as the lab's screens do (lab settings).

const invoice = {
  number: 'INV-S69-00001',
  payer: { name: 'โรงพยาบาลทดสอบ', taxId: null, branch: null },
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  issueDate: '2026-12-01',
  dueDate: '2026-12-31',
  lineCount: 1,
  subtotal: '1200.00',
  discount: '0.00',
  vat: '0.00',
  total: '1200.00',
  lines: [
    {
      excluded: false,
      accessionNo: 'S69-00001',
      patientName: 'นางสมใจ',
      hn: 'HN1',
      receivedDate: '2026-11-05',
      parts: ['A'],
      item: 'Surgical',
      cgdCode: null,
      quantity: 1,
      unitPrice: '1200.00',
      amount: '1200.00',
    },
  ],
} as unknown as InvoiceDto;

async function read(display: DateDisplay) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await invoiceWorkbook([invoice], display)) as unknown as ArrayBuffer);
  const row = book.getWorksheet('Invoices')!.getRow(2);
  return { days: [5, 6, 7, 8].map((c) => row.getCell(c).value), received: book.getWorksheet('Lines')!.getRow(2).getCell(6).value };
}

describe('the month-end workbook in the lab’s date format', () => {
  it('writes mm/dd/yyyy by default', async () => {
    expect(await read({ dateFormat: 'mm/dd/yyyy', buddhistEra: false })).toEqual({ days: ['11/01/2026', '11/30/2026', '12/01/2026', '12/31/2026'], received: '11/05/2026' });
  });

  it('writes dd/mm/yyyy in the Buddhist Era when the lab says so', async () => {
    expect(await read({ dateFormat: 'dd/mm/yyyy', buddhistEra: true })).toEqual({ days: ['01/11/2569', '30/11/2569', '01/12/2569', '31/12/2569'], received: '05/11/2569' });
  });
});

import ExcelJS from 'exceljs';
import type { InvoiceDto, InvoiceLineDto } from '@pathdesk/contracts';
import { invoiceLine } from '../../../test/invoice-fixtures.js';
import { invoiceWorkbook } from './invoice-workbook.js';

const line = (id: number, parts: string[], quantity: number, amount: string): InvoiceLineDto =>
  ({ ...invoiceLine(id), item: 'Breast', parts, quantity, unitPrice: '1500.00', amount, originalUnitPrice: null, priceReason: null }) as InvoiceLineDto;

describe('the month-end workbook', () => {
  it('lists the parts each line bills beside its quantity (issue 27.5)', async () => {
    const invoice = {
      number: 'INV-S69-00001',
      payer: { name: 'โรงพยาบาล', taxId: null, branch: null },
      subtotal: '6000.00',
      discount: '0.00',
      vat: '0.00',
      total: '6000.00',
      lines: [line(1, ['A', 'B', 'C'], 3, '4500.00'), line(2, ['A'], 1, '1500.00')],
    } as unknown as InvoiceDto;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await invoiceWorkbook([invoice], { dateFormat: 'mm/dd/yyyy', buddhistEra: false })) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Lines')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    expect(at('Parts')).toBeGreaterThan(0);
    expect([sheet.getRow(2).getCell(at('Parts')).value, sheet.getRow(2).getCell(at('Quantity')).value, sheet.getRow(2).getCell(at('Amount')).value]).toEqual(['A, B, C', 3, 4500]);
    expect(sheet.getRow(3).getCell(at('Parts')).value).toBe('A');
  });
});

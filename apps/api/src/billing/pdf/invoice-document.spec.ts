import type { InvoiceDto } from '@pathdesk/contracts';
import { invoiceDto as invoice, invoiceLine as line, LAB_DETAILS as lab } from '../../../test/invoice-fixtures.js';
import { invoiceHtml } from './invoice-document.js';

describe('the invoice document', () => {
  it('prints BE dates, the included lines only, the exemption and the words of the total; escapes every value', () => {
    const html = invoiceHtml(invoice(), lab);
    expect(html).toContain('24 พ.ย. 2569');
    expect(html).toContain('24 ธ.ค. 2569');
    expect(html).toContain('S69-00001');
    expect(html).not.toContain('S69-00002');
    expect(html).toContain('ยกเว้นภาษีมูลค่าเพิ่ม (บริการทางการแพทย์)');
    expect(html).toContain('(หนึ่งพันสองร้อยบาทถ้วน)');
    expect(html).toContain('สำนักงานใหญ่');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('lists the parts a line bills (issue 27.5), a per-part line with its count', () => {
    const perPart = { ...line(3), parts: ['A', 'B', 'C'], quantity: 3, amount: '3600.00' };
    const html = invoiceHtml(invoice({ lines: [perPart, { ...line(4), source: 'paraffin' as const, parts: [] }] as unknown as InvoiceDto['lines'] }), lab);
    expect(html).toContain('ส่วน (Parts) A, B, C</div></td><td></td>\n        <td class="num">3</td>');
    expect(html.match(/ส่วน \(Parts\)/g)).toHaveLength(1);
  });

  it('states 7% VAT, a draft and a void plainly', () => {
    expect(invoiceHtml(invoice({ vatMode: 'vat7', vatRate: '7.00', vat: '84.00' }), lab)).toMatch(/VAT 7%<\/td><td class="num">84\.00/);
    expect(invoiceHtml(invoice({ status: 'draft', number: null }), lab)).toContain('ร่าง (Draft)');
    expect(invoiceHtml(invoice({ status: 'void', voidReason: 'Wrong price' }), lab)).toContain('ยกเลิก (Void): Wrong price');
  });
});

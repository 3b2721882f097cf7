import type { InvoiceDto } from '@pathdesk/contracts';
import { invoiceHtml } from './invoice-document.js';

const line = (id: number, excluded = false) => ({
  id,
  source: 'case' as const,
  sourceId: id,
  caseId: id,
  accessionNo: `S69-0000${id}`,
  patientName: 'นาง สมหญิง ใจดี',
  hn: `HN${id}`,
  receivedDate: '2026-10-15',
  item: 'Skin, excision',
  cgdCode: null,
  parts: ['A'],
  quantity: 1,
  unitPrice: '1200.00',
  amount: '1200.00',
  excluded,
  excludeReason: excluded ? 'Billed directly' : null,
});

const invoice = (overrides: Partial<InvoiceDto> = {}): InvoiceDto =>
  ({
    id: 1,
    kind: 'surgical',
    number: 'INV-S69-00001',
    status: 'issued',
    payer: { type: 'hospital', id: 3, name: 'โรงพยาบาล <script>alert(1)</script>', address: null, taxId: '0994000165102', branch: null, creditTermDays: 30 },
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    issueDate: '2026-11-24',
    dueDate: '2026-12-24',
    lineCount: 1,
    subtotal: '1200.00',
    discount: '0.00',
    vat: '0.00',
    total: '1200.00',
    paid: '0.00',
    balance: '1200.00',
    paymentState: 'unpaid',
    overdue: false,
    daysOverdue: 0,
    ageing: 'current',
    createdAt: '',
    updatedAt: '',
    version: 2,
    lines: [line(1), line(2, true)],
    payments: [],
    discountNote: null,
    vatMode: 'exempt',
    vatRate: '0.00',
    totalInWords: 'หนึ่งพันสองร้อยบาทถ้วน',
    note: null,
    replacesId: null,
    replacesNumber: null,
    replacedById: null,
    createdBy: 'user',
    issuedAt: null,
    issuedBy: 'user',
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
    runId: null,
    ...overrides,
  }) as InvoiceDto;

const lab = { name: 'ห้องปฏิบัติการพยาธิวิทยา', address: 'กรุงเทพฯ', phone: '02-000-0000', taxId: '0105561000011' };

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

import { formatThaiDate, INVOICE_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { caseOn, lastMonth, moreLines, newHospital } from '../../test/billing.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { invoiceDto, invoiceLine, LAB_DETAILS } from '../../test/invoice-fixtures.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { InvoicePdfService } from './pdf/invoice-pdf.service.js';

describe('billing: the invoice PDF (ใบแจ้งหนี้)', () => {
  let t: TestApp;
  let user: ApiClient;
  let refs: CaseRefs;
  const month = lastMonth();
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  const pdfOf = async (id: number) => {
    const res = await user.get(INVOICE_API.pdf('surgical', id)).buffer(true).parse(binary).expect(200).expect('Content-Type', 'application/pdf');
    return pdfText(res.body as Buffer);
  };

  it('prints the lab, the payer, BE dates, the lines, the VAT exemption and the total in Thai words — original and copy', async () => {
    const hospitalId = await newHospital(user, { taxId: '0994000165102', branch: '00003' });
    const c = await caseOn(user, 'surgical', refs, hospitalId, `${month}-14`, { price: 1200 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    const draftText = await pdfOf(d.id);
    expect(draftText).toContain('ร่าง (Draft)');
    const issued = (await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200)).body.surgicalinvoice;
    const text = await pdfOf(d.id);
    for (const expected of [
      'ใบแจ้งหนี้',
      'ต้นฉบับ (Original)',
      'สำเนา (Copy)',
      `${issued.number} - ORIGINAL - Page 1 of 1`,
      `${issued.number} - COPY - Page 1 of 1`,
      issued.number,
      '0994000165102',
      '00003',
      c.accessionNo,
      c.hn,
      formatThaiDate(issued.issueDate), // the day it was issued (not labDay() now: a run may pass midnight)
      formatThaiDate(issued.dueDate),
      formatThaiDate(`${month}-14`),
      '1,200.00',
      'ยกเว้นภาษีมูลค่าเพิ่ม',
      'หนึ่งพันสองร้อยบาทถ้วน',
      'ผู้มีอำนาจลงนาม',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('ร่าง (Draft)');
  });

  it("prints every month's received date on one line (in December, November's wrapped: '14 พ.ย.' above '2569')", async () => {
    const days = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-28`);
    const lines = days.map((receivedDate, i) => ({ ...invoiceLine(i + 1), receivedDate, patientName: 'นางสาว สมหญิง ใจดีมากมายเหลือเกิน' }));
    const pdf = await t.app.get(InvoicePdfService).render(invoiceDto({ lines: lines as never, lineCount: 12 }), LAB_DETAILS, ['original']);
    const text = pdfText(pdf);
    // Whole, and apart from the next column's text (nowrap alone could run a date into it).
    expect(days.map(formatThaiDate).filter((day) => !new RegExp(`${day}\\s{2,}Skin`).test(text))).toEqual([]);
  });

  it('prints a 1,000-line invoice with its header on every page and "page x of y"', async () => {
    const hospitalId = await newHospital(user);
    const c = await caseOn(user, 'surgical', refs, hospitalId, `${month}-15`, { price: 100 });
    const d = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    // 999 more lines of the same case.
    await moreLines(t, d.id, c.id, `${month}-15`, 999, 1_000_000);
    const issued = (await user.post(INVOICE_API.issue('surgical', d.id), { version: 1 }).expect(200)).body.surgicalinvoice;
    expect(issued).toMatchObject({ lineCount: 1000, total: '100000.00', totalInWords: 'หนึ่งแสนบาทถ้วน' });
    const text = await pdfOf(d.id);
    const pages = text.split('\f').filter((p) => p.trim());
    const last = /Page (\d+) of (\d+)/.exec(pages.at(-1)!);
    const perCopy = Number(last![2]);
    expect(perCopy).toBeGreaterThan(20);
    expect(pages).toHaveLength(2 * perCopy);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${(i % perCopy) + 1} of ${perCopy}`);
      expect(page).toContain(issued.number); // the repeated header
      // The original's and the copy's pages share their body but each carries its own stamp only.
      const tags = page.match(/ - (ORIGINAL|COPY) - Page /g) ?? [];
      expect(tags).toEqual([i < perCopy ? ' - ORIGINAL - Page ' : ' - COPY - Page ']);
      if (/(?<!INV-)S69-\d{5}/.test(page)) expect(page).toMatch(/Accession/); // the lines' header row, on every page with lines
    });
    expect(text).toContain('S69-00999');
    expect(text).toContain('100,000.00');
    expect(text).toContain('หนึ่งแสนบาทถ้วน');
  }, 180_000);
});

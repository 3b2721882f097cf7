import { formatThaiDate, type InvoiceDto } from '@pathdesk/contracts';
import { escapeHtml } from '../../pdf/escape-html.js';
import { formatBaht, toSatang } from '../domain/money.js';

/** Which print of the invoice: the original for the payer, the copy the lab keeps. */
export type InvoiceCopy = 'original' | 'copy';

/** The lab as an invoice prints it (lab settings; kept on the invoice when it is issued). */
export interface LabDetails {
  name: string;
  address: string | null;
  phone: string | null;
  taxId: string | null;
}

/** The styles of the lab's billing documents (the invoice, the credit note). */
export const BILLING_DOCUMENT_CSS = `
  @page { size: A4; }
  body { font-size: 9.5pt; line-height: 1.35; }
  table.head { width: 100%; border-bottom: 2px solid #1f4e4a; padding-bottom: 6px; }
  table.head td { vertical-align: top; }
  .lab-name { font-size: 14pt; font-weight: 700; }
  .small { font-size: 8.5pt; color: #333; }
  .title { text-align: right; }
  .title h1 { font-size: 15pt; margin: 0; }
  .copy { display: inline-block; border: 1px solid #1f4e4a; padding: 1px 8px; margin-top: 4px; font-weight: 700; }
  .draft { color: #b00020; border-color: #b00020; }
  .parties { width: 100%; margin: 8px 0; }
  .parties td { vertical-align: top; padding: 2px 4px; }
  .parties th { text-align: left; white-space: nowrap; padding: 2px 4px; vertical-align: top; width: 1%; }
  /* Fixed layout: the columns' widths come from the colgroup, not from measuring every cell of
     every line first (an invoice may have 1,000 lines). */
  table.lines { width: 100%; border: 1px solid #777; table-layout: fixed; }
  table.lines td { overflow-wrap: anywhere; }
  table.lines th { background: #e8efee; border-bottom: 1px solid #777; padding: 3px 4px; text-align: left; font-size: 8.5pt; }
  table.lines td { padding: 2px 4px; border-bottom: 1px solid #ddd; font-size: 8.5pt; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; }
  /* A date is never broken: "28 เม.ย." above "2569" read as two things (its column fits the widest). */
  table.lines td.date { white-space: nowrap; overflow-wrap: normal; }
  table.totals { margin-left: auto; margin-top: 6px; min-width: 45%; }
  table.totals td { padding: 2px 6px; }
  table.totals tr.total td { font-weight: 700; font-size: 11pt; border-top: 1px solid #333; }
  .words { margin-top: 4px; padding: 4px 6px; background: #f2f2f2; font-weight: 700; }
  .note { margin-top: 6px; }
  .parts { font-size: 8pt; color: #444; }
  .signatures { width: 100%; margin-top: 28px; page-break-inside: avoid; }
  .signatures td { width: 33%; text-align: center; padding: 0 10px; vertical-align: bottom; }
  .signatures .line { border-top: 1px solid #333; margin-top: 36px; padding-top: 3px; }
`;

/** The lines' columns (%): #, accession, patient, HN, received, item, CGD, quantity, unit price, amount. */
const LINE_COLUMN_WIDTHS = [5, 11, 17, 8, 12, 15, 6, 6.5, 9.5, 10];

/** The rate as invoices write it: "7", not "7.00". */
const vatPercent = (rate: string) => String(Number(rate));

const vatLine = (invoice: InvoiceDto) =>
  invoice.vatMode === 'exempt'
    ? ['ยกเว้นภาษีมูลค่าเพิ่ม (บริการทางการแพทย์) / VAT exempt: medical services', '0.00']
    : [`ภาษีมูลค่าเพิ่ม ${vatPercent(invoice.vatRate)}% / VAT ${vatPercent(invoice.vatRate)}%`, formatBaht(toSatang(invoice.vat))];

/**
 * The ใบแจ้งหนี้ as HTML for the shared Chromium (Sarabun is added there): the lab's and payer's
 * details as fixed at issue, the lines in a table whose header row repeats on every page, the
 * totals with the VAT mode and the total in Thai words, and the signature blocks. It is printed
 * once; the original and the copy are that print stamped (invoice-stamps.ts) with their name, the
 * number and "page x of y" on every page.
 */
export function invoiceHtml(invoice: InvoiceDto, lab: LabDetails): string {
  const p = invoice.payer;
  const lines = invoice.lines.filter((l) => !l.excluded);
  const rows = lines
    .map(
      (l, i) => `<tr><td class="num">${i + 1}</td><td>${escapeHtml(l.accessionNo)}</td><td>${escapeHtml(l.patientName)}</td><td>${escapeHtml(l.hn)}</td>
        <td class="date">${escapeHtml(formatThaiDate(l.receivedDate))}</td><td>${escapeHtml(l.item)}${l.parts.length ? `<div class="parts">ส่วน (Parts) ${escapeHtml(l.parts.join(', '))}</div>` : ''}</td><td>${escapeHtml(l.cgdCode ?? '')}</td>
        <td class="num">${l.quantity}</td><td class="num">${formatBaht(toSatang(l.unitPrice))}</td><td class="num">${formatBaht(toSatang(l.amount))}</td></tr>`,
    )
    .join('');
  const [vatLabel, vatAmount] = vatLine(invoice);
  const draft = invoice.status === 'draft';
  const voided = invoice.status === 'void';
  const stamp = draft
    ? '<div class="copy draft">ร่าง (Draft) — not an invoice</div>'
    : voided
      ? `<div class="copy draft">ยกเลิก (Void): ${escapeHtml(invoice.voidReason)}</div>`
      : '';
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(invoice.number ?? 'Draft')}</title><style>${BILLING_DOCUMENT_CSS}</style></head><body>
  ${labHeader(lab, 'ใบแจ้งหนี้ / INVOICE', stamp)}
  <table class="parties"><tr>
    ${payerCell(p)}
    <td><table>
      <tr><th>เลขที่ / No.</th><td><strong>${escapeHtml(invoice.number ?? 'ร่าง / Draft')}</strong></td></tr>
      <tr><th>วันที่ / Date</th><td>${invoice.issueDate ? escapeHtml(formatThaiDate(invoice.issueDate)) : '-'}</td></tr>
      <tr><th>ครบกำหนด / Due</th><td>${invoice.dueDate ? escapeHtml(formatThaiDate(invoice.dueDate)) : '-'} (${p.creditTermDays} วัน / days)</td></tr>
      <tr><th>รอบบริการ / Period</th><td>${escapeHtml(formatThaiDate(invoice.periodFrom))} – ${escapeHtml(formatThaiDate(invoice.periodTo))}</td></tr>
      ${invoice.replacesNumber ? `<tr><th>แทนฉบับ / Replaces</th><td>${escapeHtml(invoice.replacesNumber)}</td></tr>` : ''}
    </table></td>
  </tr></table>
  <table class="lines">
    <colgroup>${LINE_COLUMN_WIDTHS.map((w) => `<col style="width:${w}%">`).join('')}</colgroup>
    <thead><tr><th class="num">#</th><th>Accession</th><th>ผู้ป่วย / Patient</th><th>HN</th><th>รับ / Received</th><th>รายการ / Item</th><th>CGD</th><th class="num">จำนวน</th><th class="num">ราคา/หน่วย</th><th class="num">จำนวนเงิน</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <table class="totals">
    <tr><td>รวมเป็นเงิน / Subtotal</td><td class="num">${formatBaht(toSatang(invoice.subtotal))}</td></tr>
    <tr><td>ส่วนลด / Discount${invoice.discountNote ? ` (${escapeHtml(invoice.discountNote)})` : ''}</td><td class="num">${formatBaht(toSatang(invoice.discount))}</td></tr>
    <tr><td>${vatLabel}</td><td class="num">${vatAmount}</td></tr>
    <tr class="total"><td>จำนวนเงินทั้งสิ้น / Total (THB)</td><td class="num">${formatBaht(toSatang(invoice.total))}</td></tr>
  </table>
  <div class="words">(${escapeHtml(invoice.totalInWords)})</div>
  ${invoice.note ? `<div class="note">หมายเหตุ / Note: ${escapeHtml(invoice.note)}</div>` : ''}
  ${signatures(lab, ['ผู้วางบิล / Issued by', 'ผู้รับวางบิล / Received by'])}
</body></html>`;
}

/** The lab's name, address, tax ID and phone, and the document's title with its stamp (draft, void). */
export function labHeader(lab: LabDetails, title: string, stamp = ''): string {
  return `<table class="head"><tr>
    <td>
      <div class="lab-name">${escapeHtml(lab.name)}</div>
      ${lab.address ? `<div class="small">${escapeHtml(lab.address)}</div>` : ''}
      <div class="small">${lab.taxId ? `เลขประจำตัวผู้เสียภาษี / Tax ID ${escapeHtml(lab.taxId)}` : ''}${lab.phone ? ` · โทร / Tel. ${escapeHtml(lab.phone)}` : ''}</div>
    </td>
    <td class="title"><h1>${title}</h1>${stamp}</td>
  </tr></table>`;
}

/** The payer's name, address, tax ID and branch, as fixed on the invoice at issue. */
export function payerCell(p: InvoiceDto['payer']): string {
  return `<td style="width:58%"><table>
      <tr><th>ลูกค้า / Bill to</th><td><strong>${escapeHtml(p.name)}</strong></td></tr>
      <tr><th>ที่อยู่ / Address</th><td>${escapeHtml(p.address ?? '-')}</td></tr>
      <tr><th>เลขประจำตัวผู้เสียภาษี / Tax ID</th><td>${escapeHtml(p.taxId ?? '-')}</td></tr>
      <tr><th>สาขา / Branch</th><td>${escapeHtml(p.branch ?? 'สำนักงานใหญ่')}</td></tr>
    </table></td>`;
}

/** Two signature blocks named, then the lab's authorised signature. */
export function signatures(lab: LabDetails, [first, second]: readonly [string, string]): string {
  return `<table class="signatures"><tr>
    <td><div class="line">${first}</div><div class="small">วันที่ ____/____/______</div></td>
    <td><div class="line">${second}</div><div class="small">วันที่ ____/____/______</div></td>
    <td><div class="line">ผู้มีอำนาจลงนาม / Authorised signature</div><div class="small">${escapeHtml(lab.name)}</div></td>
  </tr></table>`;
}

/** The print: A4 with room at the top and bottom for the stamped header and footer. */
export const INVOICE_PRINT_OPTIONS = { margin: { top: '16mm', bottom: '14mm', left: '12mm', right: '12mm' } };

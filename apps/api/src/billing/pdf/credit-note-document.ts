import { formatThaiDate, type CreditNoteDto, type InvoiceDto } from '@pathdesk/contracts';
import { escapeHtml } from '../../pdf/escape-html.js';
import { formatBaht, toSatang } from '../domain/money.js';
import { BILLING_DOCUMENT_CSS, labHeader, payerCell, signatures, type LabDetails } from './invoice-document.js';

/**
 * The ใบลดหนี้ as HTML: the lab and the payer as fixed on the invoice, the credit note's number and
 * date, the invoice it corrects, the lines credited (if any), the value before and after it and the
 * difference (with the VAT in it, or the exemption), the amount in Thai words and the reason — what
 * the Revenue Code asks a credit note to state. Printed once, then stamped as the invoice is.
 */
export function creditNoteHtml(invoice: InvoiceDto, note: CreditNoteDto, lab: LabDetails, amountInWords: string): string {
  // The value the invoice stood at before this note: its total less the credit notes made before it.
  const before = invoice.creditNotes.filter((n) => n.id < note.id).reduce((sum, n) => sum - toSatang(n.amount), toSatang(invoice.total));
  const amount = toSatang(note.amount);
  const rows = note.lines
    .map(
      (l, i) => `<tr><td class="num">${i + 1}</td><td>${escapeHtml(l.accessionNo)}</td><td>${escapeHtml(l.item)}</td><td class="num">${formatBaht(toSatang(l.amount))}</td></tr>`,
    )
    .join('');
  const vat =
    invoice.vatMode === 'exempt'
      ? ['ยกเว้นภาษีมูลค่าเพิ่ม (บริการทางการแพทย์) / VAT exempt: medical services', '0.00']
      : [`ภาษีมูลค่าเพิ่มในผลต่าง / VAT in the difference (${Number(invoice.vatRate)}%)`, formatBaht(toSatang(note.vat))];
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(note.number)}</title><style>${BILLING_DOCUMENT_CSS}</style></head><body>
  ${labHeader(lab, 'ใบลดหนี้ / CREDIT NOTE')}
  <table class="parties"><tr>
    ${payerCell(invoice.payer)}
    <td><table>
      <tr><th>เลขที่ / No.</th><td><strong>${escapeHtml(note.number)}</strong></td></tr>
      <tr><th>วันที่ / Date</th><td>${escapeHtml(formatThaiDate(note.issueDate))}</td></tr>
      <tr><th>อ้างถึงใบแจ้งหนี้ / Invoice</th><td>${escapeHtml(invoice.number ?? '-')}</td></tr>
      <tr><th>ลงวันที่ / Dated</th><td>${invoice.issueDate ? escapeHtml(formatThaiDate(invoice.issueDate)) : '-'}</td></tr>
    </table></td>
  </tr></table>
  ${
    rows
      ? `<table class="lines"><thead><tr><th class="num" style="width:6%">#</th><th style="width:18%">Accession</th><th>รายการที่ลดหนี้ / Item credited</th><th class="num" style="width:16%">จำนวนเงิน</th></tr></thead><tbody>${rows}</tbody></table>`
      : ''
  }
  <table class="totals">
    <tr><td>มูลค่าตามใบแจ้งหนี้เดิม / Value on the invoice</td><td class="num">${formatBaht(before)}</td></tr>
    <tr><td>มูลค่าที่ถูกต้อง / Correct value</td><td class="num">${formatBaht(before - amount)}</td></tr>
    <tr><td>${vat[0]}</td><td class="num">${vat[1]}</td></tr>
    <tr class="total"><td>ผลต่าง (ลดหนี้) / Amount credited (THB)</td><td class="num">${formatBaht(amount)}</td></tr>
  </table>
  <div class="words">(${escapeHtml(amountInWords)})</div>
  <div class="note">เหตุที่ลดหนี้ / Reason: ${escapeHtml(note.reason)}</div>
  ${signatures(lab, ['ผู้ออกใบลดหนี้ / Issued by', 'ผู้รับ / Received by'])}
</body></html>`;
}

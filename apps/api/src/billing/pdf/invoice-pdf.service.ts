import { Inject, Injectable } from '@nestjs/common';
import type { CreditNoteDto, InvoiceDto } from '@pathdesk/contracts';
import { PDFDocument } from 'pdf-lib';
import { LabSettingsService } from '../../lab-settings/lab-settings.service.js';
import { PdfService } from '../../pdf/pdf.service.js';
import { toSatang } from '../domain/money.js';
import { totalInWords } from '../domain/total-in-words.js';
import { creditNoteHtml } from './credit-note-document.js';
import { INVOICE_PRINT_OPTIONS, invoiceHtml, type InvoiceCopy, type LabDetails } from './invoice-document.js';
import { copyLabelHtml, stampedCopies, voidWatermarkHtml, type BillingDocument } from './invoice-stamps.js';

const NO_MARGIN = { margin: { top: 0, bottom: 0, left: 0, right: 0 } };

/**
 * An invoice's PDF: printed ONCE by the shared Chromium (the costly part: a 1,000-line invoice is
 * ~30 pages), then its pages taken twice — the original and the copy — and stamped with pdf-lib:
 * the copy's Thai name (a small print made once per process), the number and "Page x of y" within
 * each copy. An issued invoice prints the lab's details kept with it; a draft prints today's. A void
 * invoice carries the void mark (ยกเลิก / VOID) over every page. Credit notes print the same way.
 */
@Injectable()
export class InvoicePdfService {
  private readonly labels = new Map<BillingDocument, Promise<Record<InvoiceCopy, Uint8Array>>>();
  private voidMark: Promise<Uint8Array> | null = null;

  constructor(
    @Inject(PdfService) private readonly pdf: PdfService,
    @Inject(LabSettingsService) private readonly labSettings: LabSettingsService,
  ) {}

  async render(invoice: InvoiceDto, lab: LabDetails | null, copies: readonly InvoiceCopy[] = ['original', 'copy']): Promise<Uint8Array> {
    const details = lab ?? (await this.labDetails());
    const [print, labels, mark] = await Promise.all([
      this.pdf.render(invoiceHtml(invoice, details), INVOICE_PRINT_OPTIONS),
      this.copyLabels('invoice'),
      invoice.status === 'void' ? this.voidWatermark() : null,
    ]);
    return stampedCopies(
      print,
      invoice.number ?? 'DRAFT',
      copies.map((copy) => ({ copy, label: labels[copy] })),
      mark,
    );
  }

  /** A credit note, original and copy, with the invoice's payer and the lab's details kept at issue. */
  async renderCreditNote(invoice: InvoiceDto, note: CreditNoteDto, lab: LabDetails | null): Promise<Uint8Array> {
    const details = lab ?? (await this.labDetails());
    const html = creditNoteHtml(invoice, note, details, totalInWords(toSatang(note.amount)));
    const [print, labels] = await Promise.all([this.pdf.render(html, INVOICE_PRINT_OPTIONS), this.copyLabels('credit-note')]);
    return stampedCopies(print, note.number, [
      { copy: 'original', label: labels.original },
      { copy: 'copy', label: labels.copy },
    ]);
  }

  private async labDetails(): Promise<LabDetails> {
    const s = await this.labSettings.get();
    return { name: s.labName, address: s.labAddress, phone: s.labPhone, taxId: s.labTaxId ?? null };
  }

  private copyLabels(document: BillingDocument): Promise<Record<InvoiceCopy, Uint8Array>> {
    let labels = this.labels.get(document);
    if (!labels) {
      labels = (async () => ({
        original: await this.pdf.render(copyLabelHtml('original', document), NO_MARGIN),
        copy: await this.pdf.render(copyLabelHtml('copy', document), NO_MARGIN),
      }))();
      this.labels.set(document, labels);
      labels.catch(() => this.labels.delete(document));
    }
    return labels;
  }

  private voidWatermark(): Promise<Uint8Array> {
    // No white page behind the mark: the invoice shows through.
    this.voidMark ??= this.pdf.render(voidWatermarkHtml(), { ...NO_MARGIN, omitBackground: true });
    this.voidMark.catch(() => (this.voidMark = null));
    return this.voidMark;
  }
}

/** PDFs joined in order into one (pdf-lib copies the pages, fonts included). */
export async function mergePdfs(pdfs: readonly Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const bytes of pdfs) {
    const doc = await PDFDocument.load(bytes);
    const pages = await merged.copyPages(doc, doc.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}

import { Inject, Injectable } from '@nestjs/common';
import type { InvoiceDto } from '@pathdesk/contracts';
import { PDFDocument } from 'pdf-lib';
import { LabSettingsService } from '../../lab-settings/lab-settings.service.js';
import { PdfService } from '../../pdf/pdf.service.js';
import { INVOICE_PRINT_OPTIONS, invoiceHtml, type InvoiceCopy, type LabDetails } from './invoice-document.js';
import { copyLabelHtml, stampedCopies } from './invoice-stamps.js';

/**
 * An invoice's PDF: printed ONCE by the shared Chromium (the costly part: a 1,000-line invoice is
 * ~30 pages), then its pages taken twice — the original and the copy — and stamped with pdf-lib:
 * the copy's Thai name (a small print made once per process), the number and "Page x of y" within
 * each copy. An issued invoice prints the lab's details kept with it; a draft prints today's.
 */
@Injectable()
export class InvoicePdfService {
  private labels: Promise<Record<InvoiceCopy, Uint8Array>> | null = null;

  constructor(
    @Inject(PdfService) private readonly pdf: PdfService,
    @Inject(LabSettingsService) private readonly labSettings: LabSettingsService,
  ) {}

  async render(invoice: InvoiceDto, lab: LabDetails | null, copies: readonly InvoiceCopy[] = ['original', 'copy']): Promise<Uint8Array> {
    const details = lab ?? (await this.labDetails());
    const [print, labels] = await Promise.all([this.pdf.render(invoiceHtml(invoice, details), INVOICE_PRINT_OPTIONS), this.copyLabels()]);
    return stampedCopies(
      print,
      invoice.number ?? 'DRAFT',
      copies.map((copy) => ({ copy, label: labels[copy] })),
    );
  }

  private async labDetails(): Promise<LabDetails> {
    const s = await this.labSettings.get();
    return { name: s.labName, address: s.labAddress, phone: s.labPhone, taxId: s.labTaxId ?? null };
  }

  private copyLabels(): Promise<Record<InvoiceCopy, Uint8Array>> {
    this.labels ??= (async () => ({
      original: await this.pdf.render(copyLabelHtml('original'), { margin: { top: 0, bottom: 0, left: 0, right: 0 } }),
      copy: await this.pdf.render(copyLabelHtml('copy'), { margin: { top: 0, bottom: 0, left: 0, right: 0 } }),
    }))();
    this.labels.catch(() => (this.labels = null));
    return this.labels;
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

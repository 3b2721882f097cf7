import { Inject, Injectable } from '@nestjs/common';
import type { InvoiceDto } from '@pathdesk/contracts';
import { PDFDocument } from 'pdf-lib';
import { LabSettingsService } from '../../lab-settings/lab-settings.service.js';
import { PdfService } from '../../pdf/pdf.service.js';
import { invoiceHtml, invoicePrintOptions, type InvoiceCopy, type LabDetails } from './invoice-document.js';

/**
 * An invoice's PDF: the original and the copy, each printed on its own by the shared Chromium (so
 * each has its own "page x of y"), joined with pdf-lib. An issued invoice prints the lab's details
 * kept with it; a draft prints today's.
 */
@Injectable()
export class InvoicePdfService {
  constructor(
    @Inject(PdfService) private readonly pdf: PdfService,
    @Inject(LabSettingsService) private readonly labSettings: LabSettingsService,
  ) {}

  async render(invoice: InvoiceDto, lab: LabDetails | null, copies: readonly InvoiceCopy[] = ['original', 'copy']): Promise<Uint8Array> {
    const details = lab ?? (await this.labDetails());
    const prints = await Promise.all(copies.map((copy) => this.pdf.render(invoiceHtml(invoice, details, copy), invoicePrintOptions(invoice, details.name, copy))));
    return prints.length === 1 ? prints[0]! : mergePdfs(prints);
  }

  async labDetails(): Promise<LabDetails> {
    const s = await this.labSettings.get();
    return { name: s.labName, address: s.labAddress, phone: s.labPhone, taxId: s.labTaxId ?? null };
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

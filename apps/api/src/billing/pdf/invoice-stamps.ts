import { PDFDocument, PDFName, PDFStream, StandardFonts, rgb } from 'pdf-lib';
import type { InvoiceCopy } from './invoice-document.js';

/** The strip at the top of a label print that holds the copy's Thai name (points). */
const LABEL_STRIP = { width: 320, height: 34 };
const GREY = rgb(0.27, 0.27, 0.27);
const SIZE = 7.5;
const SIDE = 34; // 12 mm

/** The billing documents the lab prints, by their name on the copy label. */
const BILLING_DOCUMENTS = { invoice: 'ใบแจ้งหนี้ / Invoice', 'credit-note': 'ใบลดหนี้ / Credit note' } as const;
export type BillingDocument = keyof typeof BILLING_DOCUMENTS;

/** The HTML of a copy's name, printed once per process at the top left of an otherwise empty page. */
export function copyLabelHtml(copy: InvoiceCopy, document: BillingDocument = 'invoice'): string {
  const name = copy === 'original' ? 'ต้นฉบับ (Original)' : 'สำเนา (Copy)';
  return `<!doctype html><html lang="th"><body style="margin:0"><div style="padding: 3.5mm 0 0 12mm; font-size: 8pt; font-weight: 700; color: #333">${name} · ${BILLING_DOCUMENTS[document]}</div></body></html>`;
}

/**
 * The void mark, printed once per process on an A4 page of its own (nothing else on it, no
 * background) and laid over every page of a void invoice: ยกเลิก / VOID across the middle of the
 * page, in a pale red that leaves the invoice readable under it. Level, not diagonal: text on a
 * slant is read back (pdftotext, a screen reader) one letter at a time.
 */
export function voidWatermarkHtml(): string {
  return `<!doctype html><html lang="th"><body style="margin:0; background: transparent">
  <div style="position: fixed; top: 50%; left: 0; right: 0; transform: translateY(-50%); text-align: center; white-space: nowrap;
      font-size: 72pt; font-weight: 700; letter-spacing: 4pt; color: rgba(176, 0, 32, 0.2)">ยกเลิก / VOID</div>
</body></html>`;
}

/**
 * The original and the copy of one print: its pages twice, each stamped with the copy's name
 * (the Thai label print, embedded as a form), the document's number, and "Page x of y" counted
 * within the copy — the header and footer repeated on every page — and, given one, a watermark
 * (the void mark) over every page.
 */
export async function stampedCopies(
  print: Uint8Array,
  number: string,
  labels: readonly { copy: InvoiceCopy; label: Uint8Array }[],
  watermark: Uint8Array | null = null,
): Promise<Uint8Array> {
  const source = await PDFDocument.load(print);
  const out = await PDFDocument.create();
  const font = await out.embedFont(StandardFonts.Helvetica);
  const count = source.getPageCount();
  const indices = source.getPageIndices();
  // One copy of the print serves every copy: copied in one go, the pages share their content
  // streams and the embedded Sarabun (copied once, not once per copy — half the bytes of a 1,000-line
  // invoice). Each page dict is its own, so the stamps below stay on their page. Only when a page's
  // content is an array (which the stamps would extend for every page sharing it) is each copy copied alone.
  const shareable = source.getPages().every((page) => page.node.lookup(PDFName.of('Contents')) instanceof PDFStream);
  const copied = shareable
    ? await out.copyPages(
        source,
        labels.flatMap(() => indices),
      )
    : (await Promise.all(labels.map(() => out.copyPages(source, indices)))).flat();
  const mark = watermark ? await out.embedPage((await PDFDocument.load(watermark)).getPage(0)) : null;
  for (const [n, { copy, label }] of labels.entries()) {
    const labelPage = (await PDFDocument.load(label)).getPage(0);
    const top = labelPage.getHeight();
    const strip = await out.embedPage(labelPage, { left: 0, bottom: top - LABEL_STRIP.height, right: LABEL_STRIP.width, top });
    const pages = copied.slice(n * count, (n + 1) * count);
    const tag = `${number} · ${copy === 'original' ? 'ORIGINAL' : 'COPY'}`.replace('·', '-');
    pages.forEach((page, i) => {
      out.addPage(page);
      const { width, height } = page.getSize();
      if (mark) page.drawPage(mark, { x: (width - mark.width) / 2, y: (height - mark.height) / 2 });
      page.drawPage(strip, { x: 0, y: height - LABEL_STRIP.height });
      page.drawText(tag, { x: width - SIDE - font.widthOfTextAtSize(tag, SIZE), y: height - 22, size: SIZE, font, color: GREY });
      const footer = `${tag} - Page ${i + 1} of ${count}`;
      page.drawText(footer, { x: width - SIDE - font.widthOfTextAtSize(footer, SIZE), y: 18, size: SIZE, font, color: GREY });
    });
  }
  return out.save();
}

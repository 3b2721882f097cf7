import bwipjs from 'bwip-js';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const QR_SIZE = 34; // points: 12 mm, inside the 14–15 mm bottom margin of reports and invoices
const EDGE = 14;
const GREY = rgb(0.3, 0.3, 0.3);

/** The QR code of `url` as a PNG (bwip-js), black on white, one module of quiet zone. */
function qrPng(url: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'qrcode', text: url, scale: 4, paddingwidth: 1, paddingheight: 1, backgroundcolor: 'FFFFFF' });
}

/**
 * Loads a PDF and stamps every page with the verification address: its QR code in the bottom-left
 * corner, in the page's margin, and the address beside it in small type — drawn over the rendered
 * document, so the document's own layout is untouched. Answers the document, to be signed and saved.
 */
export async function stampVerification(pdf: Uint8Array, url: string): Promise<PDFDocument> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const image = await doc.embedPng(await qrPng(url));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    page.drawImage(image, { x: EDGE, y: 4, width: QR_SIZE, height: QR_SIZE });
    page.drawText(`Verify: ${url}`, { x: EDGE + QR_SIZE + 4, y: 8, size: 6, font, color: GREY });
  }
  return doc;
}

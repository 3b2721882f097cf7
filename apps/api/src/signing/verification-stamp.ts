import bwipjs from 'bwip-js';
import { PDFDocument, StandardFonts, fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor, type PDFOperator } from 'pdf-lib';

const QR_SIZE = 34; // points: 12 mm, inside the 14–15 mm bottom margin of reports and invoices
const EDGE = 14;
const BOTTOM = 4;
const GREY = rgb(0.3, 0.3, 0.3);

/**
 * The QR code of `url` as PDF drawing operators: a white square, then each row's runs of dark
 * modules as filled rectangles, one module of quiet zone inside the square. Vector, not an image:
 * a PNG made by bwip-js and taken apart again by pdf-lib cost ~15 ms of the API's thread a document
 * (deflated, inflated, its alpha split and deflated again); this is the encoding's matrix only.
 */
function qrOperators(url: string): PDFOperator[] {
  const [symbol] = bwipjs.raw('qrcode', url, '') as unknown as [{ pixs: number[]; pixx: number; pixy: number }];
  const { pixs, pixx, pixy } = symbol;
  const module = QR_SIZE / (Math.max(pixx, pixy) + 2);
  const top = BOTTOM + QR_SIZE - module; // PDF's y grows upwards: the symbol's first row is the highest
  const dark: PDFOperator[] = [];
  for (let row = 0; row < pixy; row++) {
    for (let col = 0; col < pixx; col++) {
      if (!pixs[row * pixx + col]) continue;
      let end = col;
      while (end + 1 < pixx && pixs[row * pixx + end + 1]) end++;
      dark.push(rectangle(EDGE + (col + 1) * module, top - (row + 1) * module, (end - col + 1) * module, module));
      col = end;
    }
  }
  return [
    pushGraphicsState(),
    setFillingColor(rgb(1, 1, 1)),
    rectangle(EDGE, BOTTOM, QR_SIZE, QR_SIZE),
    fill(),
    setFillingColor(rgb(0, 0, 0)),
    ...dark,
    fill(),
    popGraphicsState(),
  ];
}

/**
 * Loads a PDF and stamps every page with the verification address: its QR code in the bottom-left
 * corner, in the page's margin, and the address beside it in small type — drawn over the rendered
 * document, so the document's own layout is untouched. Answers the document, to be signed and saved.
 */
export async function stampVerification(pdf: Uint8Array, url: string): Promise<PDFDocument> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const qr = qrOperators(url);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    page.pushOperators(...qr);
    page.drawText(`Verify: ${url}`, { x: EDGE + QR_SIZE + 4, y: 8, size: 6, font, color: GREY });
  }
  return doc;
}

import bwipjs from 'bwip-js';

/**
 * A DataMatrix of a block or slide id (BLK-12, SLD-34) as inline SVG, drawn by bwip-js. Inline SVG,
 * not an image URL: the PDF's page loads nothing (each data: request is intercepted by PdfService),
 * so 200 labels render in one pass.
 */
export function dataMatrixSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'datamatrix', text, padding: 0 });
}

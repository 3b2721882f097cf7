import { escapeHtml } from '../../pdf/escape-html.js';
import { dataMatrixSvg } from './barcode-svg.js';

/** One label: a cassette (block) or a slide. */
export interface Label {
  barcode: string;
  accessionNo: string;
  /** A1 (cassette) or A1-2 (slide). */
  code: string;
  patientName: string;
  /** "H&E", "PAS", or the block type for a cassette. */
  detail: string;
}

/** A specimen container's label (a case without blocks, issue 24.8): "S69-00042 1/2", the patient, "Specimen 1/2: …", the accession number as barcode. */
export function containerLabel(c: { accessionNo: string; patientName: string; specimen: string; containers: number }, n: number): Label {
  const number = `${n}/${c.containers}`;
  return { barcode: c.accessionNo, accessionNo: c.accessionNo, code: number, patientName: c.patientName, detail: `Specimen ${number}: ${c.specimen}` };
}

const CSS = `
  @page { size: A4; margin: 8mm; }
  .sheet { display: grid; grid-template-columns: repeat(4, 1fr); gap: 2mm; }
  .label { border: 0.3mm solid #888; border-radius: 1mm; padding: 1.5mm; display: flex; gap: 2mm; align-items: center;
           height: 18mm; overflow: hidden; break-inside: avoid; }
  .code svg { width: 14mm; height: 14mm; display: block; }
  .text { font-size: 8pt; line-height: 1.2; min-width: 0; }
  .id { font-weight: 700; font-size: 9pt; white-space: nowrap; }
  .name, .detail { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

/** The label sheet (A4, four labels a row): each with its DataMatrix, accession number and code, and the patient's Thai name. */
export function labelSheetHtml(labels: readonly Label[]): string {
  const cells = labels
    .map(
      (l) => `<div class="label"><div class="code">${dataMatrixSvg(l.barcode)}</div><div class="text">
        <div class="id">${escapeHtml(l.accessionNo)} ${escapeHtml(l.code)}</div>
        <div class="name">${escapeHtml(l.patientName)}</div>
        <div class="detail">${escapeHtml(l.detail)} · ${escapeHtml(l.barcode)}</div></div></div>`,
    )
    .join('');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><style>${CSS}</style></head><body><div class="sheet">${cells}</div></body></html>`;
}

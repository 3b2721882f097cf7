/** One label for a device: what a cassette or slide label carries. */
export interface DeviceLabel {
  barcode: string;
  accessionNo: string;
  /** A1 or A1-2 */
  code: string;
  /** The part letter(s) of the block (A), for cassette writers. */
  part: string;
  patientName: string;
  hn: string;
  /** The stain of a slide, "cassette" or "cell block" for a block. */
  detail: string;
}

/** Field data under ^FH_: the characters ZPL reads as commands (^ ~) and the escape itself as hex. */
function zplText(text: string): string {
  return text.replace(/[_^~\\]/g, (ch) => `_${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).replace(/[\r\n]+/g, ' ');
}

/**
 * A slide or cassette label in ZPL II for a Zebra-type printer (203 dpi, 25 × 25 mm slide label):
 * a DataMatrix of the barcode, the accession number and code, the patient's name (UTF-8, ^CI28)
 * and the stain. Each label is its own ^XA…^XZ format.
 */
function zplLabel(label: DeviceLabel): string {
  return [
    '^XA',
    '^CI28',
    '^PW400',
    `^FO10,10^BXN,4,200^FH_^FD${zplText(label.barcode)}^FS`,
    `^FO110,10^A0N,30,30^FH_^FD${zplText(`${label.accessionNo} ${label.code}`)}^FS`,
    `^FO110,48^A0N,22,22^FH_^FD${zplText(label.patientName)}^FS`,
    `^FO110,76^A0N,22,22^FH_^FD${zplText(label.detail)}^FS`,
    `^FO110,102^A0N,18,18^FH_^FD${zplText(label.barcode)}^FS`,
    '^XZ',
  ].join('\n');
}

export function zplDocument(labels: readonly DeviceLabel[]): string {
  return `${labels.map(zplLabel).join('\n')}\n`;
}

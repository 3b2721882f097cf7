import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { selfSignedP12 } from './demo-certificate.js';
import { LabSigner, signPdfDocument } from './pdf-signature.js';
import { stampVerification } from './verification-stamp.js';

const INFO = { name: 'Demo Pathology Lab', reason: 'Released report', location: 'TH', contactInfo: 'lab' };

async function twoPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['FINAL DIAGNOSIS page one', 'page two']) doc.addPage([595, 842]).drawText(text, { x: 50, y: 700, size: 12, font });
  return doc.save();
}

function pdfsig(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pathdesk-sig-')), 'signed.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

describe('signed and stamped PDFs', () => {
  const p12 = selfSignedP12('Demo Pathology Lab', 'secret');

  it('signs a PDF that poppler’s pdfsig finds valid over the whole document, and finds a byte changed afterwards', async () => {
    const signer = new LabSigner(p12, 'secret');
    expect(signer.subject).toBe('Demo Pathology Lab (demonstration, not for clinical use)');
    const signed = await signPdfDocument(await stampVerification(await twoPages(), 'https://lab.example/verify/abc'), signer, INFO);
    const report = pdfsig(signed);
    expect(report).toMatch(/Signature Validation: Signature is Valid\./);
    expect(report).toMatch(/Total document signed/);
    expect(report).toMatch(/ETSI\.CAdES\.detached/);
    expect(report).toMatch(/Demo Pathology Lab/);
    expect(() => new LabSigner(p12, 'wrong')).toThrow();

    // One byte of the page content changed after signing (outside the signature's own contents).
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('FINAL DIAGNOSIS');
    const offset = at >= 0 ? at : tampered.indexOf('stream') + 10;
    tampered[offset] = tampered[offset]! ^ 0x01;
    expect(pdfsig(tampered)).not.toMatch(/Signature Validation: Signature is Valid\./);
  });

  it('makes and reads a demonstration certificate for a lab with a Thai name (its container MAC once failed, and the API did not start)', () => {
    const thai = selfSignedP12('ห้องปฏิบัติการพยาธิวิทยา PathDesk', 'secret');
    expect(new LabSigner(thai, 'secret').subject).toBe('ห้องปฏิบัติการพยาธิวิทยา PathDesk (demonstration, not for clinical use)');
  });

  it('signs with a certificate whose names are Thai, and pdfsig finds the signer and the signature valid', async () => {
    // The signature named a Thai issuer's bytes encoded twice: pdfsig found no signer ("Unknown Validation Failure").
    const signer = new LabSigner(selfSignedP12('ห้องปฏิบัติการพยาธิวิทยา PathDesk', 'secret'), 'secret');
    const report = pdfsig(await signPdfDocument(await stampVerification(await twoPages(), 'https://lab.example/verify/abc'), signer, INFO));
    expect(report).toMatch(/Signature Validation: Signature is Valid\./);
    expect(report).toMatch(/Signer Certificate Common Name: ห้องปฏิบัติการพยาธิวิทยา PathDesk \(demonstration, not for clinical use\)/);
  });

  it('stamps the verification address on every page, readable as text beside its QR code, and the code reads back', async () => {
    const url = 'https://lab.example/verify/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const stamped = await (await stampVerification(await twoPages(), url)).save();
    const dir = mkdtempSync(join(tmpdir(), 'pathdesk-qr-'));
    const file = join(dir, 'stamped.pdf');
    writeFileSync(file, stamped);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.match(/Verify: https:\/\/lab\.example\/verify\/AbCdEfGhIjKlMnOpQrStUvWxYz012345/g)).toHaveLength(2);
    // Each page's code, rasterised at the e2e's 150 dpi, as a phone would read it (zbar).
    execFileSync('pdftoppm', ['-r', '150', '-png', file, join(dir, 'page')]);
    for (const page of ['page-1.png', 'page-2.png']) {
      expect(execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', join(dir, page)], { encoding: 'utf8' }).trim()).toBe(url);
    }
  });
});

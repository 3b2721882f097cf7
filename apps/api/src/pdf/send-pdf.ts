import type { Response } from 'express';

/** A PDF answered inline, never cached (it names patients). */
export function sendPdf(res: Response, doc: { pdf: Uint8Array; filename: string }): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${doc.filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(doc.filename)}`);
  res.send(Buffer.from(doc.pdf));
}

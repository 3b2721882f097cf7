/** An issued document that carries a seal: a released report version, or an issued invoice (as issued, or void). */
export interface SealedDocument {
  type: 'report' | 'invoice';
  id: number;
  /** What prints differently for the same document (an invoice issued, then void); '' when nothing does. */
  variant: string;
}

/**
 * The seal of issued PDFs (issue 32.5–32.6), provided by signing/ under DOCUMENT_SEAL: the first
 * time a document is asked for, `render` makes it, and the seal stamps its verification QR code on
 * every page, signs it with the lab's certificate, and keeps it with its SHA-256; every later call
 * answers the same bytes. Declared here (platform) so that the layers that print documents (reports/,
 * billing/) use it without importing signing/, which subscribes to their events.
 */
export interface DocumentSeal {
  pdf(document: SealedDocument, render: () => Promise<Uint8Array>): Promise<Uint8Array>;
}

export const DOCUMENT_SEAL = Symbol('DOCUMENT_SEAL');

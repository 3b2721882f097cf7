/**
 * What the public verification of a printed document answers (GET /api/verify/{token}, issue 32.5):
 * only what the paper already shows to whoever holds it, and nothing else about the patient.
 */
export interface DocumentVerification {
  documentType: 'report' | 'invoice';
  /** The lab that issued it. */
  lab: string;
  /** The accession number of a report, the number of an invoice. */
  number: string;
  /** A report's version (null for an invoice). */
  version: number | null;
  /** When it was released (a report) or issued (an invoice). */
  issuedAt: string;
  /** A report: whether this is the latest version; an invoice: not void. */
  current: boolean;
  /** The version that supersedes this one, when there is one. */
  supersededBy: { version: number; issuedAt: string } | null;
  /** An invoice's state: issued, paid, void… (null for a report). */
  status: string | null;
  /** The document as stored still hashes to its seal (content, and the PDF as first issued). */
  intact: boolean;
}

/** One finding of the chain check (GET /api/signing/chain, `npm run db:verify`). */
export interface SealProblem {
  documentType: 'report' | 'invoice';
  documentId: number;
  /** Accession or invoice number, when still found. */
  number: string | null;
  version: number | null;
  problem: 'content changed' | 'chain broken' | 'not sealed' | 'document missing' | 'pdf changed';
}

/** The chain check's answer: every sealed version and PDF recomputed. */
export interface SealChainCheck {
  ok: boolean;
  checkedAt: string;
  reportVersions: number;
  pdfs: number;
  /** The first 100 problems found, oldest first. */
  problems: SealProblem[];
  problemCount: number;
  durationMs: number;
}

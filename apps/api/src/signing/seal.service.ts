import { coded } from '@pathdesk/contracts';
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { DocumentSeal, SealedDocument } from '../pdf/document-seal.js';
import { loadLabCertificate, type LabCertificate } from './lab-certificate.js';
import { LabSigner, signPdfDocument } from './pdf-signature.js';
import { newToken } from './release-subscriber.js';
import { stampVerification } from './verification-stamp.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Issued PDFs, made once and kept (DocumentSeal, pdf/document-seal.ts): the document's seal (its
 * token — a report version's is made at release, an invoice's at its first print), the QR code of
 * its verification address stamped on every page, the lab's PAdES signature, and the bytes with
 * their SHA-256 chained to the seal, in sealed_pdf. A re-download answers the kept bytes: the same
 * token, the same signature.
 */
@Injectable()
export class SealService implements DocumentSeal {
  private readonly logger = new Logger(SealService.name);
  private readonly signer: LabSigner | null;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const certificate: LabCertificate | null = loadLabCertificate(config);
    this.signer = certificate ? new LabSigner(certificate.p12, certificate.passphrase) : null;
    if (this.signer) this.logger.log(`Issued PDFs are signed as "${this.signer.subject}" (${certificate!.source})`);
  }

  /** The public address of a token's verification page. */
  verificationUrl(token: string): string {
    return `${this.config.signing.publicUrl}/verify/${token}`;
  }

  async pdf(document: SealedDocument, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = await this.kept(document);
    if (kept) return kept;
    const signer = this.signer;
    if (!signer) throw new ServiceUnavailableException(coded('no_signing_certificate'));
    const seal = await this.seal(document);
    const started = performance.now();
    const stamped = await stampVerification(await render(), this.verificationUrl(seal.token));
    const signed = await signPdfDocument(stamped, signer, {
      name: this.config.labBrand,
      reason: document.type === 'report' ? 'Released pathology report' : 'Issued invoice',
      location: this.config.signing.publicUrl,
      contactInfo: this.verificationUrl(seal.token),
    });
    this.logger.debug(`Sealed ${document.type} ${document.id} in ${Math.round(performance.now() - started)} ms`);
    const hash = sha256(signed);
    await this.em.execute(
      `insert into sealed_pdf (seal_id, variant, pdf, pdf_sha256, chain_sha256)
       select s.id, ?, ?, ?::text, encode(sha256(convert_to(coalesce(s.chain_sha256, '') || ?::text, 'UTF8')), 'hex')
         from document_seal s where s.id = ?
       on conflict (seal_id, variant) do nothing`,
      [document.variant, Buffer.from(signed), hash, hash, seal.id],
    );
    // Two first prints at once: both answer the one kept.
    return (await this.kept(document))!;
  }

  private async kept(document: SealedDocument): Promise<Uint8Array | null> {
    const [row] = await this.em.execute<{ pdf: Buffer }[]>(
      `select p.pdf from sealed_pdf p join document_seal s on s.id = p.seal_id
        where s.document_type = ? and s.document_id = ? and p.variant = ?`,
      [document.type, document.id, document.variant],
    );
    return row ? new Uint8Array(row.pdf) : null;
  }

  /** The document's seal: a report version's was made at its release; an invoice's is made now, once. */
  private async seal(document: SealedDocument): Promise<{ id: number; token: string }> {
    if (document.type === 'invoice') {
      await this.em.execute(`insert into document_seal (document_type, document_id, token) values ('invoice', ?, ?) on conflict do nothing`, [document.id, newToken()]);
    }
    const [row] = await this.em.execute<{ id: number; token: string }[]>('select id, token from document_seal where document_type = ? and document_id = ?', [
      document.type,
      document.id,
    ]);
    if (!row) throw new ServiceUnavailableException(coded('document_has_no_seal', { type: document.type }));
    return row;
  }
}

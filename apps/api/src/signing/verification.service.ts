import { coded } from '@pathdesk/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentVerification } from '@pathdesk/contracts';
import { REPORT_CONTENT_SHA256 } from './report-content.js';

/** A token as the API makes them (32 hex digits); anything else is not looked up. */
const TOKEN = /^[0-9a-f]{32}$/;

const notOurs = () => new NotFoundException(coded('not_a_document'));

interface ReportRow {
  lab: string;
  number: string;
  version: number;
  issued_at: Date;
  next_version: number | null;
  next_at: Date | null;
  latest: number;
  intact: boolean;
}

interface InvoiceRow {
  lab: string | null;
  number: string;
  status: string;
  issued_at: Date;
  intact: boolean;
}

/**
 * The public answer about a printed document (issue 32.5): found by its token only, and only what
 * the paper already shows — no patient's name, HN or result. A token not made here: 404, "not a
 * document of this lab".
 */
@Injectable()
export class VerificationService {
  constructor(private readonly em: EntityManager) {}

  async verify(token: string, labBrand: string): Promise<DocumentVerification> {
    if (!TOKEN.test(token)) throw notOurs();
    const [seal] = await this.em.execute<{ id: number; document_type: 'report' | 'invoice'; document_id: number; content_sha256: string | null }[]>(
      'select id, document_type, document_id, content_sha256 from document_seal where token = ?',
      [token],
    );
    if (!seal) throw notOurs();
    return seal.document_type === 'report' ? this.report(seal.id) : this.invoice(seal.id, seal.document_id, labBrand);
  }

  private async report(sealId: number): Promise<DocumentVerification> {
    const [row] = await this.em.execute<ReportRow[]>(
      `select r.snapshot->'lab'->>'name' as lab, r.accession_no as number, r.version, r.released_at as issued_at,
              n.version as next_version, n.released_at as next_at,
              (select max(v.version) from report_version v where v.case_id = r.case_id) as latest,
              (${REPORT_CONTENT_SHA256} = s.content_sha256
                and not exists (select 1 from sealed_pdf k where k.seal_id = s.id and encode(sha256(k.pdf), 'hex') <> k.pdf_sha256)) as intact
         from document_seal s join report_version r on r.id = s.document_id
         left join report_version n on n.previous_id = r.id
        where s.id = ?`,
      [sealId],
    );
    if (!row) throw notOurs();
    return {
      documentType: 'report',
      lab: row.lab,
      number: row.number,
      version: row.version,
      issuedAt: new Date(row.issued_at).toISOString(),
      current: row.version === row.latest,
      supersededBy: row.next_version === null ? null : { version: row.next_version, issuedAt: new Date(row.next_at!).toISOString() },
      status: null,
      intact: row.intact,
    };
  }

  private async invoice(sealId: number, id: number, labBrand: string): Promise<DocumentVerification> {
    const [row] = await this.em.execute<InvoiceRow[]>(
      `select i.lab->>'name' as lab, i.number, i.status, i.issued_at,
              not exists (select 1 from sealed_pdf k where k.seal_id = ? and encode(sha256(k.pdf), 'hex') <> k.pdf_sha256) as intact
         from invoice i where i.id = ? and i.number is not null`,
      [sealId, id],
    );
    if (!row) throw notOurs();
    return {
      documentType: 'invoice',
      lab: row.lab ?? labBrand,
      number: row.number,
      version: null,
      issuedAt: new Date(row.issued_at).toISOString(),
      current: row.status !== 'void',
      supersededBy: null,
      status: row.status,
      intact: row.intact,
    };
  }
}

import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { hasRole, REPORT_COUNT_CAP, type CaseKind, type GuestReportDto, type ReportDto, type ReportPage } from '@pathdesk/contracts';
import type { reportListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { hospitalCondition, hospitalScope, type HospitalScope } from '../identity/hospital-scope.js';
import { AuditService } from '../audit/audit.service.js';
import { KIND_LABELS } from '../cases/domain/case-kinds.js';
import { withEmbeddedFonts } from '../pdf/pdf-document.js';
import { DOCUMENT_SEAL, type DocumentSeal } from '../pdf/document-seal.js';
import { PdfService } from '../pdf/pdf.service.js';
import { toGuestReport } from './guest-report.js';
import { WHOLE_REPORT_READERS } from './report-access.js';
import { reportDocumentHtml } from './report-document.js';
import { ReportPdfCache } from './report-pdf-cache.js';
import { pushReleasedReportFilters } from './report-filters.js';
import { REPORT_ENTITY } from './report-release.js';
import { REPORT_COLUMNS, REPORT_LIST_COLUMNS, rowToReportDto, rowToReportListItem, type ReportListRow, type ReportRow } from './report-rows.js';
import { cappedTotal, countUpTo } from '../common/capped-count.js';

export type ReportListQuery = z.output<typeof reportListQuerySchema>;

const ORDER: Record<ReportListQuery['sortField'], (direction: string) => string> = {
  releasedAt: (d) => `r.released_at ${d}, r.id ${d}`,
  accessionNo: (d) => `r.accession_no ${d}, r.version desc`,
};

export type ReportDocument = { format: 'pdf'; pdf: Uint8Array; filename: string } | { format: 'html'; html: string };

/**
 * Released reports: lists, single versions (each read recorded in the audit log as a 'view'), and
 * their documents (each PDF a 'print'). Nothing here changes a version: there is no code path that
 * updates report_version, and the database refuses one.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly pdf: PdfService,
    private readonly pdfs: ReportPdfCache,
    @Inject(DOCUMENT_SEAL) private readonly seal: DocumentSeal,
  ) {}

  /** The caller's released reports: a guest's of its hospitals only, filtered in the query itself (issue 28.2). */
  async list(actor: Actor, kind: CaseKind, query: ReportListQuery): Promise<ReportPage> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'r.hospital_id');
    const where: string[] = ['r.kind = ?', scope.sql];
    const params: unknown[] = [kind, ...scope.params];
    if (query.latestOnly) where.push('not exists (select 1 from report_version n where n.previous_id = r.id)');
    if (query.caseId) {
      where.push('r.case_id = ?');
      params.push(query.caseId);
    }
    pushReleasedReportFilters(where, params, query, { hospital: 'r.hospital_id', released: 'r.released_at' });
    const condition = where.join(' and ');
    const order = ORDER[query.sortField](query.sortOrder === 1 ? 'asc' : 'desc');
    // The page's ids first (walking the sort's index), its columns for those rows only, the total
    // beside it: a count over every version in the page's query (`count(*) over ()`) computed each
    // row's columns and sorted them all — the busiest statement of bench:day (issue 34). The count
    // stops at REPORT_COUNT_CAP: an exact one read every latest version of a hospital (70 ms at 60,000).
    const [rows, counted] = await Promise.all([
      this.em.execute<ReportListRow[]>(
        `with page as materialized (select r.id from report_version r where ${condition} order by ${order} limit ? offset ?)
         select ${REPORT_LIST_COLUMNS} from page join report_version r on r.id = page.id order by ${order}`,
        [...params, query.rows, query.first],
      ),
      countUpTo(this.em, `from report_version r where ${condition}`, params, REPORT_COUNT_CAP),
    ]);
    return { items: rows.map(rowToReportListItem), ...cappedTotal(counted, REPORT_COUNT_CAP) };
  }

  /**
   * One version as released, without recording a view (the answer to a sign-out). With a scope
   * (a guest's hospitals), another hospital's version is not found: 404, as one that does not exist.
   */
  async find(kind: CaseKind, id: number, em: EntityManager = this.em, scope: HospitalScope = { all: true }): Promise<ReportDto> {
    const condition = hospitalCondition(scope, 'r.hospital_id');
    const [row] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from report_version r where r.id = ? and r.kind = ? and ${condition.sql}`, [
      id,
      kind,
      ...condition.params,
    ]);
    if (!row) throw new NotFoundException(coded('no_such_kind_report', { kind: KIND_LABELS[kind] }));
    return rowToReportDto(row);
  }

  /** One version, its reading recorded ('view'): whole to staff, as printed to anyone else (a guest). */
  async view(actor: Actor, kind: CaseKind, id: number): Promise<ReportDto | GuestReportDto> {
    const report = await this.find(kind, id, this.em, await hospitalScope(this.em, actor));
    await this.disclosed(actor, report, 'view');
    return hasRole(actor.role, WHOLE_REPORT_READERS) ? report : toGuestReport(report);
  }

  /**
   * The report's document: the PDF as first issued, sealed (a 'print' in the audit log), or for administrators its HTML
   * (the same document before rendering; a 'view').
   */
  async document(actor: Actor, kind: CaseKind, id: number, format: 'pdf' | 'html'): Promise<ReportDocument> {
    if (format === 'html' && !hasRole(actor.role, ['admin'])) throw new ForbiddenException('Only administrators get the HTML of a report; ask for the PDF.');
    const report = await this.find(kind, id, this.em, await hospitalScope(this.em, actor));
    const html = reportDocumentHtml(report);
    if (format === 'html') {
      await this.disclosed(actor, report, 'view', { format: 'html' });
      return { format, html: withEmbeddedFonts(html) };
    }
    // Issued once (issue 32.5–32.6): the first print is stamped with its verification QR code, signed and kept; every later
    // one is the same bytes — read from memory while this process holds them (issue 34.2). Every print is still audited.
    const pdf = await this.sealedPdf(report, html);
    await this.disclosed(actor, report, 'print');
    return { format, pdf, filename: `${report.accessionNo}-v${report.version}.pdf` };
  }

  /**
   * A released version's PDF exactly as every download gets it, for a hospital's system (the ED OBX of
   * an ORU^R01, issue 29.3): no person reads it here — the message that carries it is its record.
   */
  async issuedPdf(id: number): Promise<Uint8Array> {
    const em = this.em.fork();
    const [row] = await em.execute<{ kind: CaseKind }[]>(`select kind from report_version where id = ?`, [id]);
    if (!row) throw new NotFoundException(coded('no_such_kind_report', { kind: 'released' }));
    const report = await this.find(row.kind, id, em);
    return this.sealedPdf(report, reportDocumentHtml(report));
  }

  private sealedPdf(report: ReportDto, html: string): Promise<Uint8Array> {
    return this.pdfs.pdf(report.id, html, () => this.seal.pdf({ type: 'report', id: report.id, variant: '' }, () => this.pdf.render(html)));
  }

  /** PUT or DELETE of a released version: always refused, nothing changes (another hospital's, to a guest: 404). */
  async refuseChange(actor: Actor, kind: CaseKind, id: number): Promise<never> {
    const report = await this.find(kind, id, this.em, await hospitalScope(this.em, actor));
    throw new ConflictException({
      ...coded('released_report_never_changes', { accessionNo: report.accessionNo, version: report.version }),
      errors: [{ field: 'id', message: 'is a released report version' }],
    });
  }

  private async disclosed(actor: Actor, report: ReportDto, action: 'view' | 'print', extra: Record<string, unknown> = {}): Promise<void> {
    const em = this.em.fork();
    this.audit.record(
      actor,
      { action, entity: REPORT_ENTITY, entityId: report.id, after: { caseId: report.caseId, accessionNo: report.accessionNo, version: report.version, ...extra } },
      em,
    );
    await em.flush();
  }
}

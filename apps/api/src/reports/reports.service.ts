import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { hasRole, type CaseKind, type ReportDto, type ReportPage } from '@pathdesk/contracts';
import type { reportListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../audit/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { withEmbeddedFonts } from '../pdf/pdf-document.js';
import { PdfService } from '../pdf/pdf.service.js';
import { reportDocumentHtml } from './report-document.js';
import { pushReleasedReportFilters } from './report-filters.js';
import { REPORT_ENTITY } from './report-release.js';
import { REPORT_COLUMNS, REPORT_LIST_COLUMNS, rowToReportDto, rowToReportListItem, type ReportListRow, type ReportRow } from './report-rows.js';

export type ReportListQuery = z.output<typeof reportListQuerySchema>;

const KIND_LABELS: Record<CaseKind, string> = { surgical: 'surgical', cytological: 'cytological', gynecological: 'gynecological' };

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
  ) {}

  async list(kind: CaseKind, query: ReportListQuery): Promise<ReportPage> {
    const where: string[] = ['r.kind = ?'];
    const params: unknown[] = [kind];
    if (query.latestOnly) where.push('not exists (select 1 from report_version n where n.previous_id = r.id)');
    if (query.caseId) {
      where.push('r.case_id = ?');
      params.push(query.caseId);
    }
    pushReleasedReportFilters(where, params, query, { hospital: 'r.hospital_id', released: 'r.released_at' });
    const condition = where.join(' and ');
    const rows = await this.em.execute<ReportListRow[]>(
      `select ${REPORT_LIST_COLUMNS}, count(*) over ()::int as total from report_version r
        where ${condition} order by ${ORDER[query.sortField](query.sortOrder === 1 ? 'asc' : 'desc')} limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    const total = rows.length
      ? rows[0]!.total!
      : query.first > 0
        ? (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from report_version r where ${condition}`, params))[0]!.n
        : 0;
    return { items: rows.map(rowToReportListItem), total };
  }

  /** One version as released, without recording a view (the answer to a sign-out). */
  async find(kind: CaseKind, id: number, em: EntityManager = this.em): Promise<ReportDto> {
    const [row] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from report_version r where r.id = ? and r.kind = ?`, [id, kind]);
    if (!row) throw new NotFoundException(`No such ${KIND_LABELS[kind]} report.`);
    return rowToReportDto(row);
  }

  /** One version, its reading recorded ('view'). */
  async view(actor: Actor, kind: CaseKind, id: number): Promise<ReportDto> {
    const report = await this.find(kind, id);
    await this.disclosed(actor, report, 'view');
    return report;
  }

  /**
   * The report's document: the PDF (a 'print' in the audit log), or for administrators its HTML
   * (the same document before rendering; a 'view').
   */
  async document(actor: Actor, kind: CaseKind, id: number, format: 'pdf' | 'html'): Promise<ReportDocument> {
    if (format === 'html' && !hasRole(actor.role, ['admin'])) throw new ForbiddenException('Only administrators get the HTML of a report; ask for the PDF.');
    const report = await this.find(kind, id);
    const html = reportDocumentHtml(report);
    if (format === 'html') {
      await this.disclosed(actor, report, 'view', { format: 'html' });
      return { format, html: withEmbeddedFonts(html) };
    }
    const pdf = await this.pdf.render(html);
    await this.disclosed(actor, report, 'print');
    return { format, pdf, filename: `${report.accessionNo}-v${report.version}.pdf` };
  }

  /** PUT or DELETE of a released version: always refused, nothing changes. */
  async refuseChange(kind: CaseKind, id: number): Promise<never> {
    const report = await this.find(kind, id);
    throw new ConflictException({
      message: `Report ${report.accessionNo} version ${report.version} was released and is never changed. To correct it, save an amendment draft of the result and release it with a reason (a new, AMENDED version).`,
      errors: [{ field: 'id', message: 'is a released report version' }],
    });
  }

  private async disclosed(actor: Actor, report: ReportDto, action: 'view' | 'print', extra: Record<string, unknown> = {}): Promise<void> {
    const em = this.em.fork();
    this.audit.record(actor, { action, entity: REPORT_ENTITY, entityId: report.id, after: { caseId: report.caseId, accessionNo: report.accessionNo, version: report.version, ...extra } }, em);
    await em.flush();
  }
}

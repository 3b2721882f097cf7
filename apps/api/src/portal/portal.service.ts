import { coded } from '@pathdesk/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { REPORT_COUNT_CAP, type AcknowledgeReceiptsResponse, type CaseKind, type InboxReport, type InboxResponse, type PortalVisitResponse } from '@pathdesk/contracts';
import { cappedTotal, countUpTo } from '../common/capped-count.js';
import type { Actor } from '../identity/actor.js';
import { hospitalCondition, hospitalScope } from '../identity/hospital-scope.js';
import { AuditService } from '../audit/audit.service.js';
import { mergePdfs } from '../pdf/merge-pdf.js';
import { ReportsService } from '../reports/reports.service.js';

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
const iso = (value: number | string) => new Date(Number(value)).toISOString();

type InboxRow = Omit<InboxReport, 'releasedAt' | 'receivedAt'> & { releasedMs: number; receivedMs: number | null };

/**
 * The hospital's inbox (issue 28.3): the latest released versions of the account's hospitals not yet
 * acknowledged (or all of them), the new ones since the account's last visit and the amended ones
 * marked; a receipt per version, by someone of the report's hospital, once, audited. Scoped in each
 * query by identity/hospital-scope.ts: another hospital's report is not found (404).
 */
@Injectable()
export class PortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly reports: ReportsService,
  ) {}

  async inbox(actor: Actor, query: { first: number; rows: number; received: boolean }): Promise<InboxResponse> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'r.hospital_id');
    const [visit] = await this.em.execute<{ sinceMs: number }[]>(`select ${ms('visited_at')} as "sinceMs" from portal_visit where user_id = ?`, [actor.id]);
    const since = visit ? iso(visit.sinceMs) : null;
    // The page's ids first, down the hospital's (released_at, id) index, and a count that stops at
    // REPORT_COUNT_CAP: `count(*) over ()` read every latest version of the hospital's — 440 ms for one
    // with 120,000 reports (bench:summaries at 1,000,000 cases, issue 28's measure).
    const latest = `from report_version r left join report_receipt x on x.report_id = r.id
        where ${scope.sql} and not exists (select 1 from report_version n where n.previous_id = r.id) and (? or x.report_id is null)`;
    const [rows, counted] = await Promise.all([
      this.em.execute<InboxRow[]>(
        `with page as materialized (select r.id ${latest} order by r.released_at desc, r.id desc limit ? offset ?)
         select r.id, r.kind, r.accession_no as "accessionNo", r.version, r.amended, r.patient_name as "patientName", r.hospital_name as "hospitalName",
                ${ms('r.released_at')} as "releasedMs", (r.released_at > coalesce(?::timestamptz, '-infinity')) as "isNew",
                ${ms('x.received_at')} as "receivedMs", x.received_by_username as "receivedBy"
           from page join report_version r on r.id = page.id left join report_receipt x on x.report_id = r.id
          order by r.released_at desc, r.id desc`,
        [...scope.params, query.received, query.rows, query.first, since],
      ),
      countUpTo(this.em, latest, [...scope.params, query.received], REPORT_COUNT_CAP),
    ]);
    return {
      reports: rows.map(({ releasedMs, receivedMs, ...r }) => ({
        ...r,
        kind: r.kind as CaseKind,
        releasedAt: iso(releasedMs),
        receivedAt: receivedMs === null ? null : iso(receivedMs),
      })),
      ...cappedTotal(counted, REPORT_COUNT_CAP),
      since,
    };
  }

  /**
   * The ticked reports as one PDF, in the order given (issue 28.3): each the report's own issued PDF
   * (rendered and sealed on its first print), each print audited as a single download is. Every id must
   * be a version of the account's hospitals, else 404 and nothing is printed.
   */
  async mergedPdf(actor: Actor, reportIds: number[]): Promise<{ pdf: Uint8Array; filename: string }> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'r.hospital_id');
    const rows = await this.em.execute<{ id: number; kind: CaseKind }[]>(`select r.id, r.kind from report_version r where r.id in (?) and ${scope.sql}`, [
      reportIds,
      ...scope.params,
    ]);
    const missing = reportIds.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) {
      throw new NotFoundException({
        ...coded('no_such_reports', { ids: missing.join(', ') }),
        errors: [{ field: 'reportIds', ...coded('names_no_report_of_your_hospitals', { ids: missing.join(', ') }) }],
      });
    }
    const kinds = new Map(rows.map((r) => [r.id, r.kind]));
    const parts: Uint8Array[] = [];
    for (const id of reportIds) {
      const doc = await this.reports.document(actor, kinds.get(id)!, id, 'pdf');
      if (doc.format === 'pdf') parts.push(doc.pdf);
    }
    const { pdf } = await mergePdfs(parts);
    return { pdf, filename: `reports-${reportIds.length}.pdf` };
  }

  /** Records the account's visit now: what is released later is new at the next one. */
  async visit(actor: Actor): Promise<PortalVisitResponse> {
    const [row] = await this.em.execute<{ visitedMs: number }[]>(
      `insert into portal_visit (user_id, visited_at) values (?, now()) on conflict (user_id) do update set visited_at = excluded.visited_at returning ${ms('visited_at')} as "visitedMs"`,
      [actor.id],
    );
    return { visitedAt: iso(row!.visitedMs) };
  }

  /**
   * Acknowledges receipt of versions of the account's hospitals, all or none: one not found in the
   * caller's scope (another hospital's, or none) answers 404 and nothing is written. A version already
   * received keeps its first receipt (and is answered as it is).
   */
  async acknowledge(actor: Actor, reportIds: number[]): Promise<AcknowledgeReceiptsResponse> {
    return this.em.transactional(async (em) => {
      const scope = hospitalCondition(await hospitalScope(em, actor), 'r.hospital_id');
      const found = await em.execute<{ id: number; hospitalId: number; accessionNo: string; version: number }[]>(
        `select r.id, r.hospital_id as "hospitalId", r.accession_no as "accessionNo", r.version from report_version r where r.id in (?) and ${scope.sql} for share of r`,
        [reportIds, ...scope.params],
      );
      const missing = reportIds.filter((id) => !found.some((r) => r.id === id));
      if (missing.length) {
        throw new NotFoundException({
          ...coded('no_such_reports', { ids: missing.join(', ') }),
          errors: [{ field: 'reportIds', ...coded('names_no_report_of_your_hospitals', { ids: missing.join(', ') }) }],
        });
      }
      const inserted = await em.execute<{ reportId: number }[]>(
        `insert into report_receipt (report_id, hospital_id, received_by_id, received_by_username)
           select r.id, r.hospital_id, ?, ? from report_version r where r.id in (?) on conflict (report_id) do nothing returning report_id as "reportId"`,
        [actor.id, actor.username, reportIds],
      );
      for (const { reportId } of inserted) {
        const report = found.find((r) => r.id === reportId)!;
        this.audit.record(
          actor,
          {
            action: 'create',
            entity: 'report_receipt',
            entityId: reportId,
            after: { reportId, hospitalId: report.hospitalId, accessionNo: report.accessionNo, version: report.version },
          },
          em,
        );
      }
      await em.flush();
      const receipts = await em.execute<{ reportId: number; receivedMs: number; receivedBy: string }[]>(
        `select report_id as "reportId", ${ms('received_at')} as "receivedMs", received_by_username as "receivedBy" from report_receipt where report_id in (?) order by report_id`,
        [reportIds],
      );
      return { received: receipts.map((r) => ({ reportId: r.reportId, receivedAt: iso(r.receivedMs), receivedBy: r.receivedBy })) };
    });
  }
}

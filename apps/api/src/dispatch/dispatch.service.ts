import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, CreateDispatchRequest, DispatchDto, DispatchItemDto, DispatchSummaryDto, IncludeReportItem, JobRunDto, ReportDto } from '@pathdesk/contracts';
import { labDayBounds, REPORT_COUNT_CAP } from '@pathdesk/contracts';
import type { dispatchListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { cappedTotal, countUpTo } from '../common/capped-count.js';
import { invalidInput } from '../common/invalid-input.js';
import { JobRunsService, type JobRunContext } from '../jobs/job-runs.service.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { PdfService } from '../pdf/pdf.service.js';
import { reportDocumentHtml } from '../reports/report-document.js';
import { ReportsService } from '../reports/reports.service.js';
import { coverSheetHtml, dispatchNumber } from './document/cover-sheet.js';
import { mergePdfs } from '../pdf/merge-pdf.js';
import { DISPATCH_COLUMNS, DISPATCH_ITEM_SQL, rowToDispatch, rowToDispatchItem, type DispatchItemRow, type DispatchRow } from './sql/dispatch-rows.js';
import { includeReportCounted, includeReportPage, rowToIncludeReport, type IncludeReportQuery, type IncludeReportRow } from './sql/include-reports.js';

export type DispatchListQuery = z.output<typeof dispatchListQuerySchema>;

const ENTITY = 'dispatch';
const SENT_MEANWHILE = 'Some reports were sent meanwhile';

/** Include-report lists (the outbox) and dispatches: one merged PDF per sending, recorded and audited. */
@Injectable()
export class DispatchService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly reports: ReportsService,
    private readonly pdf: PdfService,
    private readonly labSettings: LabSettingsService,
    private readonly runs: JobRunsService,
  ) {
    runs.register<CreateDispatchRequest>('dispatch-pdf', (run) => this.send(run));
  }

  /** A page of the outbox, its total stopped at REPORT_COUNT_CAP (`totalCapped`: at least that many wait). */
  async includeReports(kind: CaseKind, query: IncludeReportQuery): Promise<{ items: IncludeReportItem[]; total: number; totalCapped: boolean }> {
    const page = includeReportPage(kind, query);
    const counted = includeReportCounted(kind, query);
    const [rows, count] = await Promise.all([this.em.execute<IncludeReportRow[]>(page.sql, page.params), countUpTo(this.em, counted.sql, counted.params, REPORT_COUNT_CAP)]);
    return { items: rows.map(rowToIncludeReport), ...cappedTotal(count, REPORT_COUNT_CAP) };
  }

  /**
   * POST /api/reports/dispatches/jobs: checks the request (400 at once: an unknown hospital, a
   * report not waiting for it) and queues the dispatch as a job any replica may run (202 `{ job }`).
   */
  async queue(actor: Actor, body: CreateDispatchRequest): Promise<JobRunDto> {
    const [hospital] = await this.em.execute<{ name: string }[]>('select name_th as name from hospital where id = ?', [body.hospitalId]);
    if (!hospital) throw invalidInput([{ field: 'hospitalId', message: 'is not a known hospital' }]);
    await this.checkWaiting(this.em, body, false);
    return this.runs.start(actor, 'dispatch-pdf', body);
  }

  /**
   * POST /api/reports/dispatches: the same job, answered when it is done (201 `{ dispatch }`), as
   * before dispatches became jobs. Reports sent meanwhile: 409.
   */
  async create(actor: Actor, body: CreateDispatchRequest): Promise<DispatchDto> {
    const run = await this.runs.waitFor((await this.queue(actor, body)).id);
    if (run.state === 'done' && run.dispatchId) return this.find(run.dispatchId);
    if (run.error?.startsWith(SENT_MEANWHILE)) throw new ConflictException(run.error);
    throw new Error(`The dispatch job ${run.id} failed: ${run.error ?? 'no reason given'}`);
  }

  /**
   * The job: renders the cover sheet and each chosen version (no lock held meanwhile, progress after
   * each PDF, stopping between PDFs when the process stops); then, in one transaction, the run is
   * locked and finished, the outbox rows are locked and checked again, the dispatch and its items
   * are written, the rows leave the outbox and the audit record is added — all or nothing, once
   * (a concurrent dispatch of the same report: the job fails with 409's message).
   */
  private async send(run: JobRunContext<CreateDispatchRequest>): Promise<void> {
    const { params: body, actor } = run;
    const [hospital] = await this.em.execute<{ name: string }[]>('select name_th as name from hospital where id = ?', [body.hospitalId]);
    if (!hospital) throw invalidInput([{ field: 'hospitalId', message: 'is not a known hospital' }]);
    await this.checkWaiting(this.em, body, true, false);
    const versions: ReportDto[] = [];
    for (const id of body.reportIds) versions.push(await this.reports.find(body.kind, id));
    const [resent] = await this.em.execute<{ ids: number[] }[]>(
      'select coalesce(array_agg(report_id), array[]::int[]) as ids from report_to_dispatch where report_id in (?) and resend',
      [body.reportIds],
    );
    const resendIds = new Set((resent?.ids ?? []).map(Number));
    const items: DispatchItemDto[] = versions.map((v) => ({
      reportId: v.id,
      caseId: v.caseId,
      accessionNo: v.accessionNo,
      hn: v.snapshot.case.hn,
      patientName: v.snapshot.case.patientName,
      version: v.version,
      amended: v.amended,
      resend: resendIds.has(v.id),
      releasedAt: v.releasedAt,
      // What the cover sheet prints; receipts are read with the dispatch (sql/dispatch-rows.ts).
      receivedAt: null,
      receivedBy: null,
    }));
    const total = versions.length + 1;
    await run.progress(0, total);

    // The dispatch's number comes from its id, printed on the cover: taken before rendering (a
    // retried job takes a new one; ids may have gaps, numbers printed on paper never repeat).
    const [{ id, createdAt } = { id: 0, createdAt: '' }] = await this.em.execute<{ id: number; createdAt: string }[]>(
      `select nextval(pg_get_serial_sequence('dispatch', 'id'))::int as id, now() as "createdAt"`,
    );
    const draft = {
      id,
      number: dispatchNumber(id, createdAt),
      kind: body.kind,
      hospitalId: body.hospitalId,
      hospitalName: hospital.name,
      reportCount: items.length,
      amendedCount: items.filter((i) => i.amended).length,
      receivedCount: 0,
      note: body.note ?? null,
      createdAt: new Date(createdAt).toISOString(),
      createdBy: actor.username ?? '',
      items,
    };
    const lab = await this.labSettings.get(this.em);
    const parts = [await this.pdf.render(coverSheetHtml(draft, { name: lab.labName, address: lab.labAddress, phone: lab.labPhone }))];
    await run.progress(1, total);
    for (const v of versions) {
      if (run.signal.aborted) throw new Error('interrupted: the process is stopping; the job resumes in the next one');
      parts.push(await this.pdf.render(reportDocumentHtml(v)));
      await run.progress(parts.length, total);
    }
    const merged = await mergePdfs(parts);

    await this.em.transactional(async (em) => {
      await this.runs.finish(em, run.id, { dispatchId: id });
      await this.checkWaiting(em, body, true);
      await em.execute(
        `insert into dispatch (id, kind, hospital_id, hospital_name, note, report_count, amended_count, page_count, pdf, created_at, created_by_id, created_by_username)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          body.kind,
          body.hospitalId,
          hospital.name,
          draft.note,
          draft.reportCount,
          draft.amendedCount,
          merged.pageCount,
          Buffer.from(merged.pdf),
          createdAt,
          actor.id,
          draft.createdBy,
        ],
      );
      await em.execute(
        `insert into dispatch_item (dispatch_id, report_id, case_id, position, resend)
         select ?, i.report_id, i.case_id, i.position, i.resend from jsonb_to_recordset(?::jsonb) as i(report_id int, case_id int, position int, resend boolean)`,
        [id, JSON.stringify(items.map((item, position) => ({ report_id: item.reportId, case_id: item.caseId, position, resend: item.resend })))],
      );
      await em.execute('delete from report_to_dispatch where report_id in (?)', [body.reportIds]);
      this.audit.record(
        actor,
        {
          action: 'create',
          entity: ENTITY,
          entityId: id,
          after: {
            number: draft.number,
            kind: body.kind,
            hospitalId: body.hospitalId,
            jobId: run.id,
            reports: items.map((i) => ({ reportId: i.reportId, accessionNo: i.accessionNo, version: i.version })),
          },
        },
        em,
      );
      await em.flush();
    });
  }

  /**
   * Every chosen report must be in the outbox with this kind and hospital (`conflict`: a 409 when
   * not — they were sent meanwhile — instead of a 400; `lock`: for update, inside the write).
   */
  private async checkWaiting(em: EntityManager, body: CreateDispatchRequest, conflict: boolean, lock = conflict): Promise<void> {
    const rows = await em.execute<{ reportId: number; kind: CaseKind; hospitalId: number }[]>(
      `select report_id as "reportId", kind, hospital_id as "hospitalId" from report_to_dispatch where report_id in (?) order by report_id ${lock ? 'for update' : ''}`,
      [body.reportIds],
    );
    const waiting = new Map(rows.map((r) => [Number(r.reportId), r]));
    const errors = body.reportIds.flatMap((id, i) => {
      const row = waiting.get(id);
      if (!row) return [{ field: `reportIds.${i}`, ...coded('report_not_waiting', { id }) }];
      if (row.kind !== body.kind) return [{ field: `reportIds.${i}`, ...coded('report_not_of_kind', { id, kind: body.kind }) }];
      if (row.hospitalId !== body.hospitalId) return [{ field: `reportIds.${i}`, ...coded('report_of_another_hospital', { id }) }];
      return [];
    });
    if (!errors.length) return;
    if (conflict) throw new ConflictException({ message: `${SENT_MEANWHILE} — ${errors.map((e) => e.message).join('; ')}`, errors });
    throw invalidInput(errors);
  }

  async list(query: DispatchListQuery): Promise<{ items: DispatchSummaryDto[]; total: number }> {
    const where: string[] = ['true'];
    const params: unknown[] = [];
    if (query.kind) {
      where.push('d.kind = ?');
      params.push(query.kind);
    }
    if (query.hospitalId) {
      where.push('d.hospital_id = ?');
      params.push(query.hospitalId);
    }
    if (query.caseId) {
      where.push('exists (select 1 from dispatch_item di where di.dispatch_id = d.id and di.case_id = ?)');
      params.push(query.caseId);
    }
    if (query.from) {
      where.push('d.created_at >= ?');
      params.push(labDayBounds(query.from).start);
    }
    if (query.to) {
      where.push('d.created_at < ?');
      params.push(labDayBounds(query.to).end);
    }
    const dir = query.sortOrder === 1 ? 'asc' : 'desc';
    const condition = where.join(' and ');
    const rows = await this.em.execute<DispatchRow[]>(
      `select ${DISPATCH_COLUMNS}, count(*) over ()::int as total from dispatch d where ${condition} order by d.created_at ${dir}, d.id ${dir} limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    const total = rows.length
      ? rows[0]!.total!
      : query.first > 0
        ? (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from dispatch d where ${condition}`, params))[0]!.n
        : 0;
    return { items: rows.map(rowToDispatch), total };
  }

  async find(id: number): Promise<DispatchDto> {
    const [row] = await this.em.execute<DispatchRow[]>(`select ${DISPATCH_COLUMNS} from dispatch d where d.id = ?`, [id]);
    if (!row) throw new NotFoundException(coded('dispatch_not_found', { id }));
    const items = await this.em.execute<DispatchItemRow[]>(DISPATCH_ITEM_SQL, [id]);
    return { ...rowToDispatch(row), items: items.map(rowToDispatchItem) };
  }

  /** The merged PDF as it was sent; each reprint is audited as a print. */
  async pdfOf(actor: Actor, id: number): Promise<{ pdf: Uint8Array; filename: string }> {
    const [row] = await this.em.execute<{ pdf: Buffer; createdMs: number }[]>(
      `select pdf, floor(extract(epoch from created_at) * 1000)::float8 as "createdMs" from dispatch where id = ?`,
      [id],
    );
    if (!row) throw new NotFoundException(coded('dispatch_not_found', { id }));
    const em = this.em.fork();
    this.audit.record(actor, { action: 'print', entity: ENTITY, entityId: id }, em);
    await em.flush();
    return { pdf: row.pdf, filename: `${dispatchNumber(id, new Date(Number(row.createdMs)))}.pdf` };
  }

  async refuseChange(id: number): Promise<never> {
    await this.find(id);
    throw new ConflictException('A dispatch is never changed: send the corrected reports in a new dispatch.');
  }
}

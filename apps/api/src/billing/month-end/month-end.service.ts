import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceDto, InvoiceKind, MonthEndJobDto, MonthEndRequest } from '@pathdesk/contracts';
import type { Actor } from '../../audit/actor.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { billingPeriod, monthEnd } from '../domain/billing-period.js';
import { InvoicesService } from '../invoices.service.js';
import type { LabDetails } from '../pdf/invoice-document.js';
import { InvoicePdfService, mergePdfs } from '../pdf/invoice-pdf.service.js';
import { auditRow } from '../sql/audit-row.js';
import { billableLines } from '../sql/billable-lines.js';
import { invoiceWorkbook } from './invoice-workbook.js';

const MONTH_END_QUEUE = 'billing-month-end';

interface MonthEndJob {
  runId: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How many invoices print at once for the merged PDF (Chromium's page pool limits it too). */
const PRINT_CONCURRENCY = 2;

/**
 * Month end: every payer's invoice of a kind and month drafted and issued by one background job,
 * ending with one merged PDF (the originals, to send; each invoice's own PDF has its copy too) and
 * an Excel workbook. The job can stop anywhere and start again
 * (a restart, another process): its drafts are made once (they carry the run's id), each issue is
 * its own transaction, and a retry issues only the drafts still left.
 */
@Injectable()
export class MonthEndService implements OnModuleInit {
  private readonly logger = new Logger(MonthEndService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(InvoicesService) private readonly invoices: InvoicesService,
    @Inject(InvoicePdfService) private readonly pdf: InvoicePdfService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<MonthEndJob>(MONTH_END_QUEUE, (data, job) => this.run(data.runId, job.signal));
  }

  async start(actor: Actor, kind: InvoiceKind, request: MonthEndRequest): Promise<MonthEndJobDto> {
    billingPeriod({ month: request.month });
    const id = randomUUID();
    await this.em.transactional(async (em) => {
      // One run of a kind and month at a time.
      await em.execute(`select pg_advisory_xact_lock(hashtext('billing_run:' || ? || ':' || ?))`, [kind, request.month]);
      const [busy] = await em.execute<{ id: string }[]>(`select id from billing_run where kind = ? and month = ? and state in ('queued', 'running')`, [kind, request.month]);
      if (busy) throw new ConflictException({ message: `A month-end run of ${request.month} is already under way.`, errors: [{ field: 'month', message: `has a run under way (${busy.id})` }] });
      await em.execute(`insert into billing_run (id, kind, month, created_by_username) values (?, ?, ?, ?)`, [id, kind, request.month, actor.username ?? 'system']);
      await auditRow(em, actor, { action: 'create', entity: 'billing_run', entityId: id, after: { kind, month: request.month } });
    });
    try {
      await this.jobs.send<MonthEndJob>(MONTH_END_QUEUE, { runId: id }, id);
    } catch (error) {
      await this.em.execute(`update billing_run set state = 'failed', error = ?, finished_at = now() where id = ?`, [(error as Error).message, id]);
      throw error;
    }
    return this.get(kind, id);
  }

  async get(kind: InvoiceKind, id: string): Promise<MonthEndJobDto> {
    const [row] = await this.em.execute<(Omit<MonthEndJobDto, 'invoiceIds'> & { invoiceIds: number[] | null })[]>(
      `select r.id, r.kind, r.month, r.state, r.total, r.done, r.error, (r.pdf is not null and r.xlsx is not null) as "filesReady",
          r.created_by_username as "createdBy", ${iso('r.created_at')} as "createdAt", ${iso('r.started_at')} as "startedAt", ${iso('r.finished_at')} as "finishedAt",
          (select array_agg(i.id order by i.payer_name, i.id) from invoice i where i.run_id = r.id and i.status <> 'draft') as "invoiceIds"
         from billing_run r where r.id = ? and r.kind = ?`,
      [id, kind],
    );
    if (!row) throw new NotFoundException(`There is no ${kind} month-end run ${id}.`);
    return { ...row, invoiceIds: row.invoiceIds ?? [] };
  }

  /** The run's merged PDF or workbook; 409 until the run is done. */
  async file(kind: InvoiceKind, id: string, which: 'pdf' | 'xlsx'): Promise<{ bytes: Uint8Array; filename: string }> {
    const run = await this.get(kind, id);
    if (!run.filesReady) throw new ConflictException({ message: `The run is ${run.state}; its files are ready when it is done.`, errors: [{ field: 'jobId', message: `is ${run.state}` }] });
    const [row] = await this.em.execute<{ bytes: Buffer }[]>(`select ${which} as bytes from billing_run where id = ?`, [id]);
    return { bytes: new Uint8Array(row!.bytes), filename: `invoices-${kind}-${run.month}.${which}` };
  }

  /** The job: drafts once, issues what is left (stopping between invoices when told), then the files. */
  async run(runId: string, signal: AbortSignal): Promise<void> {
    const [run] = await this.em.execute<{ kind: InvoiceKind; month: string; state: string; created_by_username: string; drafted: number }[]>(
      `select kind, month, state, created_by_username, (select count(*)::int from invoice where run_id = r.id) as drafted from billing_run r where id = ?`,
      [runId],
    );
    if (!run || run.state === 'done') return;
    const actor: Actor = { id: null, username: run.created_by_username, ip: null };
    const kind = run.kind;
    await this.em.execute(`update billing_run set state = 'running', error = null, started_at = coalesce(started_at, now()) where id = ?`, [runId]);
    try {
      if (run.drafted === 0) {
        await this.em.transactional(async (em) => {
          const lines = await billableLines(em, kind, { from: `${run.month}-01`, to: monthEnd(run.month) });
          if (lines.length) await this.invoices.insertDrafts(em, actor, kind, { from: `${run.month}-01`, to: monthEnd(run.month) }, lines, { runId });
        });
      }
      const invoices = await this.em.execute<{ id: number; status: string; version: number }[]>(
        `select id, status, version from invoice where run_id = ? and status <> 'void' order by payer_name, id`,
        [runId],
      );
      let done = invoices.filter((i) => i.status === 'issued').length;
      await this.em.execute(`update billing_run set total = ?, done = ? where id = ?`, [invoices.length, done, runId]);
      for (const invoice of invoices.filter((i) => i.status === 'draft')) {
        if (signal.aborted) throw new Error('interrupted: the process is stopping; the job resumes in the next one');
        await this.invoices.issueOnly(actor, kind, invoice.id, { version: invoice.version });
        done++;
        await this.em.execute(`update billing_run set done = ? where id = ?`, [done, runId]);
      }
      const printable: { invoice: InvoiceDto; lab: LabDetails | null }[] = [];
      for (const invoice of invoices) printable.push(await this.invoices.printable(kind, invoice.id));
      const pdfs = await this.printAll(printable, signal);
      const [pdf, xlsx] = [await mergePdfs(pdfs), await invoiceWorkbook(printable.map((p) => p.invoice))];
      await this.em.execute(`update billing_run set pdf = ?, xlsx = ?, state = 'done', finished_at = now() where id = ?`, [Buffer.from(pdf), Buffer.from(xlsx), runId]);
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`Month-end run ${runId}: ${message}`);
      await this.em.execute(`update billing_run set state = ?, error = ? where id = ?`, [signal.aborted ? 'queued' : 'failed', message, runId]).catch(() => undefined);
      throw error;
    }
  }

  private async printAll(printable: { invoice: InvoiceDto; lab: LabDetails | null }[], signal: AbortSignal): Promise<Uint8Array[]> {
    const out: Uint8Array[] = new Array(printable.length);
    let next = 0;
    const worker = async () => {
      while (next < printable.length) {
        if (signal.aborted) throw new Error('interrupted: the process is stopping; the job resumes in the next one');
        const i = next++;
        out[i] = await this.pdf.render(printable[i]!.invoice, printable[i]!.lab, ['original']);
      }
    };
    await Promise.all(Array.from({ length: PRINT_CONCURRENCY }, worker));
    return out;
  }
}

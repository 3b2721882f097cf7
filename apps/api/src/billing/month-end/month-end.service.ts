import { coded } from '@pathdesk/contracts';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceDto, InvoiceKind, MonthEndJobDto, MonthEndRequest, MonthEndRunListResponse } from '@pathdesk/contracts';
import type { Actor } from '../../identity/actor.js';
import { mayReadJobFiles } from '../../jobs/job-owner.js';
import { JobRunsService, type JobRunContext } from '../../jobs/job-runs.service.js';
import { billingPeriod, monthEnd } from '../domain/billing-period.js';
import { InvoicesService } from '../invoices.service.js';
import type { LabDetails } from '../pdf/invoice-document.js';
import { InvoicePdfService, mergePdfs } from '../pdf/invoice-pdf.service.js';
import { auditRow } from '../../audit/audit-sql.js';
import { billableLines } from '../sql/billable-lines.js';
import { LabSettingsService } from '../../lab-settings/lab-settings.service.js';
import { invoiceWorkbook } from './invoice-workbook.js';

/** The job run's kind (also its pg-boss queue's name, as before runs were job runs). */
const MONTH_END_JOB = 'billing-month-end';

/** What a run is asked: an invoice kind and month (the job run's params). */
interface MonthEndParams {
  kind: InvoiceKind;
  month: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A run as the page reads it: billing's side (alias r) and its job run's progress (j); what it
 * issued counts drafts made into invoices, void ones too.
 */
const RUN_COLUMNS = `r.id, r.kind, r.month, j.state, j.total, j.done, j.error, (r.pdf is not null and r.xlsx is not null) as "filesReady",
  j.created_by_username as "createdBy", ${iso('j.created_at')} as "createdAt", ${iso('j.started_at')} as "startedAt", ${iso('j.finished_at')} as "finishedAt",
  (select array_agg(i.id order by i.payer_name, i.id) from invoice i where i.run_id = r.id and i.status <> 'draft') as "invoiceIds"`;
const RUNS = 'billing_run r join job_run j on j.id = r.id';

type RunRow = Omit<MonthEndJobDto, 'invoiceIds'> & { invoiceIds: number[] | null };
const toJob = (row: RunRow): MonthEndJobDto => ({ ...row, invoiceIds: row.invoiceIds ?? [] });

/** How many invoices print at once for the merged PDF (Chromium's page pool limits it too). */
const PRINT_CONCURRENCY = 2;

/**
 * Month end: every payer's invoice of a kind and month drafted and issued by one background job,
 * ending with one merged PDF (the originals, to send; each invoice's own PDF has its copy too) and
 * an Excel workbook (a run that issued nothing keeps no files). The runs stay listed per kind, so
 * their files are found again later. A run is a job run (jobs/JobRunsService, kind
 * `billing-month-end`): its progress, retries and exactly-once end are the job runs'. The job can
 * stop anywhere and start again (a restart, another process): its drafts are made once (they carry
 * the run's id), each issue is its own transaction, and a retry issues only the drafts still left.
 */
@Injectable()
export class MonthEndService {
  constructor(
    private readonly em: EntityManager,
    @Inject(JobRunsService) private readonly runs: JobRunsService,
    @Inject(InvoicesService) private readonly invoices: InvoicesService,
    @Inject(InvoicePdfService) private readonly pdf: InvoicePdfService,
    @Inject(LabSettingsService) private readonly labSettings: LabSettingsService,
  ) {
    runs.register<MonthEndParams>(MONTH_END_JOB, (run) => this.run(run));
  }

  async start(actor: Actor, kind: InvoiceKind, request: MonthEndRequest): Promise<MonthEndJobDto> {
    billingPeriod({ month: request.month });
    const params: MonthEndParams = { kind, month: request.month };
    const run = await this.runs.start(actor, MONTH_END_JOB, params, async (em, id) => {
      // One run of a kind and month at a time.
      await em.execute(`select pg_advisory_xact_lock(hashtext('billing_run:' || ? || ':' || ?))`, [kind, request.month]);
      const [busy] = await em.execute<{ id: string }[]>(`select r.id from ${RUNS} where r.kind = ? and r.month = ? and j.state in ('queued', 'running')`, [kind, request.month]);
      if (busy)
        throw new ConflictException({ ...coded('month_end_under_way', { month: request.month }), errors: [{ field: 'month', ...coded('has_a_run_under_way', { id: busy.id }) }] });
      await em.execute(`insert into billing_run (id, kind, month) values (?, ?, ?)`, [id, kind, request.month]);
      await auditRow(em, actor, { action: 'create', entity: 'billing_run', entityId: id, after: { kind, month: request.month } });
    });
    return this.get(kind, run.id);
  }

  async get(kind: InvoiceKind, id: string): Promise<MonthEndJobDto> {
    const [row] = await this.em.execute<RunRow[]>(`select ${RUN_COLUMNS} from ${RUNS} where r.id = ? and r.kind = ?`, [id, kind]);
    if (!row) throw new NotFoundException(coded('no_month_end_run', { kind, id }));
    return toJob(row);
  }

  /** The kind's runs, newest first: what a reload of the page finds again. */
  async list(kind: InvoiceKind, page: { first: number; rows: number }): Promise<MonthEndRunListResponse> {
    const rows = await this.em.execute<RunRow[]>(`select ${RUN_COLUMNS} from ${RUNS} where r.kind = ? order by j.created_at desc, r.id desc limit ? offset ?`, [
      kind,
      page.rows,
      page.first,
    ]);
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from billing_run where kind = ?`, [kind]);
    return { jobs: rows.map(toJob), total };
  }

  /**
   * The run's merged PDF or workbook, to the account that started the run or an administrator (404
   * to anyone else: issue 24.13), each download audited; 409 until the run is done, 404 when it issued
   * nothing (it has no files).
   */
  async file(actor: Actor, kind: InvoiceKind, id: string, which: 'pdf' | 'xlsx'): Promise<{ bytes: Uint8Array; filename: string }> {
    const [owner] = await this.em.execute<{ createdById: number | null }[]>(`select j.created_by_id as "createdById" from ${RUNS} where r.id = ? and r.kind = ?`, [id, kind]);
    if (!owner || !mayReadJobFiles(actor, owner.createdById)) throw new NotFoundException(coded('no_month_end_run', { kind, id }));
    const run = await this.get(kind, id);
    if (run.state === 'done' && !run.filesReady) {
      throw new NotFoundException({ message: 'The run issued no invoice: it has no merged PDF or workbook.', errors: [{ field: 'jobId', message: 'issued no invoice' }] });
    }
    if (!run.filesReady)
      throw new ConflictException({ ...coded('month_end_run_not_done', { state: run.state }), errors: [{ field: 'jobId', ...coded('is_status', { status: run.state }) }] });
    const [row] = await this.em.execute<{ bytes: Buffer }[]>(`select ${which} as bytes from billing_run where id = ?`, [id]);
    const filename = `invoices-${kind}-${run.month}.${which}`;
    await auditRow(this.em, actor, { action: 'download', entity: 'billing_run', entityId: id, after: { kind, month: run.month, file: filename } });
    return { bytes: new Uint8Array(row!.bytes), filename };
  }

  /** The job: drafts once, issues what is left (stopping between invoices when told), then the files with the run's end. */
  private async run({ id: runId, params, actor, signal, progress }: JobRunContext<MonthEndParams>): Promise<void> {
    const { kind, month } = params;
    const period = { from: `${month}-01`, to: monthEnd(month) };
    const [{ drafted }] = await this.em.execute<{ drafted: number }[]>(`select count(*)::int as drafted from invoice where run_id = ?`, [runId]);
    if (drafted === 0) {
      await this.em.transactional(async (em) => {
        const lines = await billableLines(em, kind, period);
        if (lines.length) await this.invoices.insertDrafts(em, actor, kind, period, lines, { runId });
      });
    }
    const invoices = await this.em.execute<{ id: number; status: string; version: number }[]>(
      `select id, status, version from invoice where run_id = ? and status <> 'void' order by payer_name, id`,
      [runId],
    );
    let done = invoices.filter((i) => i.status === 'issued').length;
    await progress(done, invoices.length);
    for (const invoice of invoices.filter((i) => i.status === 'draft')) {
      if (signal.aborted) throw new Error('interrupted: the process is stopping; the job resumes in the next one');
      await this.invoices.issueOnly(actor, kind, invoice.id, { version: invoice.version });
      await progress(++done, invoices.length);
    }
    if (!invoices.length) return this.runs.complete(runId, {});
    const printable: { invoice: InvoiceDto; lab: LabDetails | null }[] = [];
    for (const invoice of invoices) printable.push(await this.invoices.printable(kind, invoice.id));
    const pdfs = await this.printAll(printable, signal);
    const [pdf, xlsx] = [
      await mergePdfs(pdfs),
      await invoiceWorkbook(
        printable.map((p) => p.invoice),
        await this.labSettings.dateDisplay(),
      ),
    ];
    await this.em.transactional(async (em) => {
      await this.runs.finish(em, runId, {});
      await em.execute(`update billing_run set pdf = ?, xlsx = ? where id = ?`, [Buffer.from(pdf), Buffer.from(xlsx), runId]);
    });
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

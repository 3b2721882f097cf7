import { coded } from '@pathdesk/contracts';
import { randomUUID } from 'node:crypto';
import { ConflictException, HttpException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobRunDto, JobRunKind } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { auditRow } from '../audit/audit-sql.js';
import { mayReadJobFiles } from './job-owner.js';
import { JobsService, WORKER_NAME, type QueueSettings } from './jobs.service.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Retries of a job the web app follows (after the first try): failures back off 1, 2, 4, 8 s. */
const RETRY_LIMIT = 4;

/** What a job's handler is given: its parameters, who asked, and a way to report progress. */
export interface JobRunContext<P> {
  id: string;
  params: P;
  /** The user who queued the job: the job's audit entries are theirs. */
  actor: Actor;
  signal: AbortSignal;
  progress(done: number, total: number): Promise<void>;
}

export type JobRunHandler<P> = (run: JobRunContext<P>) => Promise<void>;

/** What a finished job made: the dispatch it sent, or a file to download. */
export interface JobRunOutcome {
  dispatchId?: number;
  file?: { bytes: Uint8Array; filename: string; contentType: string };
}

interface RunRow {
  kind: JobRunKind;
  state: string;
  params: Record<string, unknown>;
  createdById: number | null;
  createdByUsername: string;
}

/**
 * Jobs the web app follows (issue 17.2): a `job_run` row holds the progress the page polls (GET
 * /api/jobs/{id}) and what the job made; the work is a pg-boss job with the same id, which any API
 * replica or WORKER_ONLY process may pick up. Exactly once: the handler writes its result and the
 * state `done` in one transaction that first locks the run (finish); a retry of a run already done
 * does nothing. A 4xx the handler throws (reports sent meanwhile) ends the run as failed at once; any
 * other error is retried with back-off, as is a run whose process died (its heartbeat stops).
 */
@Injectable()
export class JobRunsService implements OnModuleInit {
  private readonly logger = new Logger(JobRunsService.name);
  private readonly handlers = new Map<JobRunKind, { handler: JobRunHandler<never>; settings: QueueSettings }>();

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
  ) {}

  /** Declares the handler of a kind of job (call from a module's constructor or onModuleInit). */
  register<P>(kind: JobRunKind, handler: JobRunHandler<P>, settings: QueueSettings = {}): void {
    this.handlers.set(kind, { handler: handler as JobRunHandler<never>, settings });
  }

  onModuleInit(): void {
    // Registered here, after the domains' constructors have declared their handlers.
    for (const [kind, { settings }] of this.handlers) {
      this.jobs.register<{ runId: string }>(kind, (data, job) => this.run(kind, data.runId, job.signal, job.retryCount), {
        retryLimit: RETRY_LIMIT,
        heartbeatSeconds: 10,
        ...settings,
      });
    }
  }

  /**
   * Records the run (audited as the user's) and queues its job; answers its status (state queued).
   * `within` runs in the same transaction once the run is recorded: the domain's checks and its own
   * record of the run under the run's id (billing's month end); what it throws leaves no run.
   */
  async start(actor: Actor, kind: JobRunKind, params: object, within?: (em: EntityManager, id: string) => Promise<void>): Promise<JobRunDto> {
    const id = randomUUID();
    await this.em.transactional(async (em) => {
      await em.execute(`insert into job_run (id, kind, params, created_by_id, created_by_username) values (?, ?, ?::jsonb, ?, ?)`, [
        id,
        kind,
        JSON.stringify(params),
        actor.id,
        actor.username ?? 'system',
      ]);
      await auditRow(em, actor, { action: 'create', entity: 'job_run', entityId: id, after: { kind, params } });
      await within?.(em, id);
    });
    try {
      await this.jobs.send<{ runId: string }>(kind, { runId: id }, id);
    } catch (error) {
      await this.em.execute(`update job_run set state = 'failed', error = ?, finished_at = now() where id = ?`, [(error as Error).message, id]);
      throw error;
    }
    return this.get(id);
  }

  async get(id: string): Promise<JobRunDto> {
    const [row] = await this.em.execute<JobRunDto[]>(
      `select id, kind, state, total, done, error, dispatch_id as "dispatchId", case when file is not null then filename end as filename, attempts,
          created_by_username as "createdBy", ${iso('created_at')} as "createdAt", ${iso('started_at')} as "startedAt", ${iso('finished_at')} as "finishedAt"
         from job_run where id = ?`,
      [id],
    );
    if (!row) throw new NotFoundException(coded('no_such_job', { id }));
    return row;
  }

  /** The process running the job now (or last): host and pid, for operators and the replica test. */
  async worker(id: string): Promise<string | null> {
    const [row] = await this.em.execute<{ worker: string | null }[]>(`select worker from job_run where id = ?`, [id]);
    return row?.worker ?? null;
  }

  /**
   * The job's file (a summary export), to the account that started the job or an administrator (404
   * to anyone else: issue 24.13), each download audited; 409 until the job is done, 404 for a job
   * that makes none.
   */
  async file(actor: Actor, id: string): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
    const [owner] = await this.em.execute<{ created_by_id: number | null }[]>(`select created_by_id from job_run where id = ?`, [id]);
    if (!owner || !mayReadJobFiles(actor, owner.created_by_id)) throw new NotFoundException(coded('no_such_job', { id }));
    const run = await this.get(id);
    if (run.state !== 'done')
      throw new ConflictException({ ...coded('job_not_done', { state: run.state }), errors: [{ field: 'jobId', ...coded('is_status', { status: run.state }) }] });
    const [row] = await this.em.execute<{ file: Buffer | null; filename: string | null; contentType: string | null }[]>(
      `select file, filename, content_type as "contentType" from job_run where id = ?`,
      [id],
    );
    if (!row?.file) throw new NotFoundException(coded('job_makes_no_file', { id }));
    await auditRow(this.em, actor, { action: 'download', entity: 'job_run', entityId: id, after: { kind: run.kind, filename: row.filename } });
    return { bytes: row.file, filename: row.filename!, contentType: row.contentType! };
  }

  /** Waits for the run to end (the answer of a route that still answers with the result). */
  async waitFor(id: string, timeoutMs = 300_000): Promise<JobRunDto> {
    const deadline = Date.now() + timeoutMs;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      const run = await this.get(id);
      if (run.state === 'done' || run.state === 'failed') return run;
      if (Date.now() > deadline) throw new Error(`The job ${id} did not end within ${timeoutMs / 1000} s (it is ${run.state}).`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /**
   * Inside the handler's final transaction: locks the run and writes what it made with the state
   * `done`. Throws when the run is done already (another try finished it), so the caller's
   * transaction — and its output — is rolled back.
   */
  async finish(em: EntityManager, id: string, outcome: JobRunOutcome): Promise<void> {
    const [row] = await em.execute<{ state: string }[]>(`select state from job_run where id = ? for update`, [id]);
    if (row?.state !== 'running') throw new AlreadyFinished(id);
    await em.execute(`update job_run set state = 'done', done = total, error = null, dispatch_id = ?, file = ?, filename = ?, content_type = ?, finished_at = now() where id = ?`, [
      outcome.dispatchId ?? null,
      outcome.file ? Buffer.from(outcome.file.bytes) : null,
      outcome.file?.filename ?? null,
      outcome.file?.contentType ?? null,
      id,
    ]);
  }

  /** finish() in a transaction of its own (a job whose output is the run's file only). */
  async complete(id: string, outcome: JobRunOutcome): Promise<void> {
    await this.em.transactional((em) => this.finish(em, id, outcome));
  }

  private async run(kind: JobRunKind, id: string, signal: AbortSignal, retryCount: number): Promise<void | 'failed'> {
    const [run] = await this.em.execute<RunRow[]>(
      `update job_run set state = 'running', attempts = attempts + 1, worker = ?, started_at = coalesce(started_at, now()) where id = ? and state in ('queued', 'running')
       returning kind, state, params, created_by_id as "createdById", created_by_username as "createdByUsername"`,
      [WORKER_NAME, id],
    );
    if (!run) return; // done or failed already: nothing to do, exactly once
    const registered = this.handlers.get(kind)!;
    const context: JobRunContext<never> = {
      id,
      params: run.params as never,
      actor: { id: run.createdById, username: run.createdByUsername, ip: null },
      signal,
      progress: async (done, total) => {
        await this.em.execute(`update job_run set done = ?, total = ? where id = ? and state = 'running'`, [done, total, id]);
      },
    };
    try {
      await registered.handler(context);
    } catch (error) {
      if (error instanceof AlreadyFinished) return;
      const message = (error as Error).message;
      // A refusal (4xx: the reports were sent meanwhile) does not change on a retry; nor does the last try.
      const final = (error instanceof HttpException && error.getStatus() < 500) || retryCount >= (registered.settings.retryLimit ?? RETRY_LIMIT);
      this.logger.warn(`Job ${kind} ${id}${final ? ' failed' : ' will be retried'}: ${message}`);
      await this.em
        .execute(`update job_run set state = ?, error = ?, finished_at = case when ? then now() end where id = ? and state = 'running'`, [
          final ? 'failed' : 'queued',
          message,
          final,
          id,
        ])
        .catch(() => undefined);
      if (!final) throw error;
      return 'failed';
    }
  }
}

/** The run was finished by another try: this one's output is rolled back. */
class AlreadyFinished extends Error {
  constructor(id: string) {
    super(`The job ${id} is finished already`);
  }
}

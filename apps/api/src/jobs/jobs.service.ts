import { LAB_TIME_ZONE } from '@pathdesk/contracts';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { fromKysely, PgBoss, type KyselyTransactionLike } from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { MetricsService } from '../observability/metrics.service.js';

/** pg-boss keeps its tables in this schema of the app's database (it creates and migrates it itself). */
const JOBS_SCHEMA = 'pgboss';

/** This process, as a job's status shows who runs it: host (the pod's name in Kubernetes) and pid. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

interface JobContext {
  id: string;
  /** Aborted when the process stops: the handler ends between steps and throws, so the job is retried by the next process. */
  signal: AbortSignal;
  /** 0 on the first try; a retry (after a failure or a dead worker) counts up. */
  retryCount: number;
}

/** Answers 'failed' for a job that failed for good (no retry would change it); throws for one to retry. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void | 'failed'>;

export interface QueueSettings {
  /** Attempts after the first (a job interrupted by a stop counts one). Default 5. */
  retryLimit?: number;
  /**
   * A job whose worker sends no heartbeat for this long (the process died) is retried by another
   * process. Default 30 s; at least 10 (pg-boss's minimum).
   */
  heartbeatSeconds?: number;
  /**
   * Jobs fetched at once (default 1). Above 1, a fetch that comes back full is followed by the next
   * at once (a backlog drains without waiting for the poll), and each job of a batch settles on its
   * own: one that throws is retried, the others are done (the HL7 outbox: hundreds of messages a second).
   */
  batchSize?: number;
  /** Seconds between fetches while idle (default 1, at least 0.5): a release's message waits at most this long. */
  pollingSeconds?: number;
}

interface Registration {
  handler: JobHandler<never>;
  settings: QueueSettings;
  /** A cron expression (the lab's time zone): pg-boss queues one job each time, once across all processes. */
  cron?: string;
}

/**
 * Background jobs in PostgreSQL with pg-boss (README.md): no new service, exactly once across any
 * number of API processes. Domains register their queues' handlers while modules initialise; the
 * boss starts after (without holding up the app's start) and works every registered queue. On
 * stop, running handlers are told to end (their signal aborts) and pg-boss stops gracefully, so
 * an interrupted job is retried — by this process's successor or by any other process. Retries
 * back off exponentially (1 s, 2 s, 4 s … at most a minute).
 *
 * Metrics (docs/operations.md, Metrics): queue depth by queue, jobs completed, failed and retried,
 * and job durations, through the MetricsService's job hooks.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly queues = new Map<string, Registration>();
  private readonly running = new Set<AbortController>();
  private started: Promise<PgBoss> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(MetricsService) private readonly metrics?: MetricsService,
  ) {}

  /** Declares a queue and its handler (call from a module's onModuleInit). */
  register<T>(queue: string, handler: JobHandler<T>, settings: QueueSettings = {}): void {
    this.queues.set(queue, { handler: handler as JobHandler<never>, settings });
  }

  /** Declares a queue whose job runs on a schedule (`cron`, in the lab's time zone), once per time across all processes. */
  registerScheduled(queue: string, cron: string, handler: JobHandler<Record<string, never>>, settings: QueueSettings = {}): void {
    this.queues.set(queue, { handler: handler as JobHandler<never>, settings, cron });
  }

  onApplicationBootstrap(): void {
    this.metrics?.registerJobQueue({ depth: () => this.depth() });
    this.started = this.start();
    this.started.catch((error: Error) => this.logger.error(`Jobs did not start: ${error.message}`));
  }

  /** Queues a job; `id` (a UUID) lets the caller name it (e.g. after a record that tracks it). */
  async send<T extends object>(queue: string, data: T, id?: string): Promise<string> {
    const boss = await this.ready();
    const jobId = await boss.send(queue, data, id ? { id } : {});
    if (!jobId) throw new Error(`pg-boss did not queue the ${queue} job`);
    return jobId;
  }

  /**
   * Queues a job in the caller's transaction (an event's subscriber): it exists when the transaction
   * commits and not at all when it rolls back. The queue must be registered (its worker is this API).
   */
  async sendInTransaction<T extends object>(em: EntityManager, queue: string, data: T): Promise<string> {
    const trx = em.getTransactionContext<KyselyTransactionLike>();
    if (!trx) throw new Error(`The ${queue} job is queued inside a transaction`);
    const boss = await this.ready();
    const jobId = await boss.send(queue, data, { db: fromKysely(trx) });
    if (!jobId) throw new Error(`pg-boss did not queue the ${queue} job`);
    return jobId;
  }

  /** Jobs waiting (created, or failed and due for a retry) or running, by registered queue. */
  async depth(): Promise<Record<string, number>> {
    const boss = await this.ready();
    const rows = await boss
      .getDb()
      .executeSql(`select name, count(*)::int as n from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active') and name = any($1::text[]) group by name`, [
        [...this.queues.keys()],
      ]);
    const depth: Record<string, number> = Object.fromEntries([...this.queues.keys()].map((q) => [q, 0]));
    for (const row of rows.rows as { name: string; n: number }[]) depth[row.name] = row.n;
    return depth;
  }

  async onModuleDestroy(): Promise<void> {
    for (const controller of this.running) controller.abort();
    if (!this.started) return;
    const boss = await this.started.catch(() => null);
    if (boss) await boss.stop({ graceful: true, timeout: 15_000, close: true });
  }

  private ready(): Promise<PgBoss> {
    if (!this.started) throw new Error('Jobs are not started yet');
    return this.started;
  }

  private async start(): Promise<PgBoss> {
    const boss = new PgBoss({
      connectionString: this.config.databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: 'pathdesk-jobs',
      max: 4,
      // How often pg-boss looks for jobs whose worker stopped sending heartbeats (a process killed
      // mid-job) and hands them back to the queue: every few seconds, so another process resumes soon.
      superviseIntervalSeconds: this.config.jobs.superviseSeconds,
      monitorIntervalSeconds: this.config.jobs.superviseSeconds,
    });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    try {
      await boss.start();
      await this.startQueues(boss);
    } catch (error) {
      // A start that failed half-way (the database gone while its queues were made) stops what it had
      // started: the workers made so far would otherwise poll on for ever, owned by no one.
      await boss.stop({ graceful: false, close: true }).catch(() => undefined);
      throw error;
    }
    return boss;
  }

  /** Makes each registered queue (and its schedule) and starts its worker. */
  private async startQueues(boss: PgBoss): Promise<void> {
    for (const [queue, { handler, settings, cron }] of this.queues) {
      await boss.createQueue(queue, {
        retryLimit: settings.retryLimit ?? 5,
        retryDelay: 1,
        retryBackoff: true,
        retryDelayMax: 60,
        heartbeatSeconds: settings.heartbeatSeconds ?? 30,
      });
      if (cron) await boss.schedule(queue, cron, {}, { tz: LAB_TIME_ZONE });
      const runOne = async (job: { id: string; data: object; retryCount: number }) => {
        const controller = new AbortController();
        this.running.add(controller);
        if (job.retryCount > 0) this.metrics?.jobRetried(queue);
        const end = this.metrics?.jobStarted(queue);
        try {
          const outcome = (await handler(job.data as never, { id: job.id, signal: controller.signal, retryCount: job.retryCount })) ?? 'completed';
          end?.(outcome);
          if (outcome === 'failed') this.metrics?.jobFailed(queue);
        } catch (error) {
          end?.('failed');
          this.metrics?.jobFailed(queue);
          throw error;
        } finally {
          this.running.delete(controller);
        }
      };
      const pollingIntervalSeconds = Math.max(0.5, settings.pollingSeconds ?? 1);
      const batchSize = settings.batchSize ?? 1;
      if (batchSize > 1) {
        await boss.work<object>(queue, { pollingIntervalSeconds, batchSize, burstWhenBatchFull: true, perJobResults: true }, async (jobs) => {
          const results: { id: string; status: 'completed' | 'failed'; output?: object }[] = [];
          for (const job of jobs) {
            try {
              await runOne(job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { message: (error as Error).message } });
            }
          }
          return results;
        });
        continue;
      }
      await boss.work<object>(queue, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await runOne(job);
      });
    }
  }
}

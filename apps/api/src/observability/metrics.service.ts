import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PdfService } from '../pdf/pdf.service.js';
import { routeOf } from './request-log.js';

/**
 * What a job queue reports (the hook the JobsModule registers into; docs/operations.md, Metrics):
 * `metrics.registerJobQueue({ depth: async () => ({ 'month-end-invoices': 3 }) })`, and per job
 * `metrics.jobStarted(queue)` (its end with the outcome), `metrics.jobFailed(queue)`,
 * `metrics.jobRetried(queue)` — JobsService does all of it.
 */
export interface JobQueueMetricsSource {
  /** Jobs waiting or running, by queue name. */
  depth(): Promise<Record<string, number>>;
}

/**
 * Node's own metrics (CPU, memory, event-loop lag, GC) belong to the process: collected once, into
 * a registry of their own, however many apps the process starts (a test file starts several).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'pathdesk_' });
  }
  return processRegistry;
}

/** Prometheus metrics of this app: one registry per app (tests start several apps in one process). */
@Injectable()
export class MetricsService implements OnModuleInit {
  private readonly registry = new Registry();
  private readonly jobSources: JobQueueMetricsSource[] = [];
  private pool: Pool | undefined;

  private readonly requestDuration = new Histogram({
    name: 'pathdesk_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly pdfRender = new Histogram({
    name: 'pathdesk_pdf_render_duration_seconds',
    help: 'Time to render one PDF in Chromium, waiting for a page included',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  private readonly jobFailures = new Counter({
    name: 'pathdesk_job_failures_total',
    help: 'Background jobs that failed, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  private readonly jobsCompleted = new Counter({
    name: 'pathdesk_jobs_completed_total',
    help: 'Background jobs that finished without error, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  private readonly jobRetries = new Counter({
    name: 'pathdesk_job_retries_total',
    help: 'Background jobs started again after a failed try or a dead worker, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'pathdesk_job_duration_seconds',
    help: 'Time a background job ran in this process, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });

  constructor(
    private readonly orm: MikroORM,
    private readonly pdf: PdfService,
  ) {
    const pdfStats = () => this.pdf.poolStats();
    new Gauge({
      name: 'pathdesk_pdf_pool_pages',
      help: 'Chromium pages of the PDF pool, busy or idle',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { busy, idle } = pdfStats();
        this.set({ state: 'busy' }, busy);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'pathdesk_pdf_pool_queue',
      help: 'PDF requests waiting for a free page',
      registers: [this.registry],
      collect() {
        this.set(pdfStats().waiting);
      },
    });
    const poolOf = () => this.pool;
    new Gauge({
      name: 'pathdesk_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = poolOf();
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const sources = this.jobSources;
    new Gauge({
      name: 'pathdesk_job_queue_depth',
      help: 'Background jobs waiting or running, by queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const source of sources) {
          for (const [queue, depth] of Object.entries(await source.depth().catch(() => ({})))) this.set({ queue }, depth);
        }
      },
    });
  }

  async onModuleInit(): Promise<void> {
    this.pool = (await this.orm.em.getConnection().getNativeClient()) as Pool;
    // Times every render without the PDF service knowing about metrics.
    const render = this.pdf.render.bind(this.pdf);
    this.pdf.render = async (...args) => {
      const end = this.pdfRender.startTimer();
      try {
        return await render(...args);
      } finally {
        end();
      }
    };
  }

  /** Express middleware: the duration of each /api request, labelled with its route pattern. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!req.url.startsWith('/api/')) return next();
      const end = this.requestDuration.startTimer();
      res.once('finish', () => end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
      next();
    };
  }

  registerJobQueue(source: JobQueueMetricsSource): void {
    this.jobSources.push(source);
  }

  jobFailed(queue: string): void {
    this.jobFailures.inc({ queue });
  }

  /** A job of `queue` starts in this process: call the answer with its outcome when it ends. */
  jobStarted(queue: string): (outcome: 'completed' | 'failed') => void {
    const end = this.jobDuration.startTimer({ queue });
    return (outcome) => {
      end({ outcome });
      if (outcome === 'completed') this.jobsCompleted.inc({ queue });
    };
  }

  jobRetried(queue: string): void {
    this.jobRetries.inc({ queue });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: this.registry.contentType, body: await merged.metrics() };
  }
}

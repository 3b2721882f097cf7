import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { JobRunKind, JobState } from '@pathdesk/contracts';

/**
 * A background job the web app follows (a merged dispatch PDF, a summary export, a month-end run): its progress,
 * who asked, which process runs it, and what it made. The work itself is a pg-boss job with the
 * same id; the job's result is written in the same transaction as its state `done` (exactly once).
 */
@Entity({ tableName: 'job_run' })
@Check({ name: 'job_run_state_check', expression: `state in ('queued', 'running', 'done', 'failed')` })
@Check({ name: 'job_run_kind_check', expression: `kind in ('dispatch-pdf', 'summary-export', 'billing-month-end')` })
export class JobRun {
  [OptionalProps]?:
    'state' | 'total' | 'done' | 'error' | 'dispatchId' | 'file' | 'filename' | 'contentType' | 'attempts' | 'worker' | 'createdById' | 'createdAt' | 'startedAt' | 'finishedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  kind!: JobRunKind;

  @Property({ type: 'text', default: 'queued' })
  state: JobState = 'queued';

  @Property({ type: 'json' })
  params!: Record<string, unknown>;

  @Property({ type: 'integer', default: 0 })
  total: number = 0;

  @Property({ type: 'integer', default: 0 })
  done: number = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Unique({ name: 'job_run_dispatch_id_unique' })
  @Property({ type: 'integer', nullable: true })
  dispatchId: number | null = null;

  @Property({ type: 'blob', nullable: true, lazy: true })
  file: Buffer | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  filename: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  contentType: string | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'string', length: 200, nullable: true })
  worker: string | null = null;

  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}

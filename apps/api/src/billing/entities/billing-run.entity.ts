import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { InvoiceKind, JobState } from '@pathdesk/contracts';

/**
 * A month-end run: its progress (read by the page's progress bar) and, when done, the merged PDF
 * and the Excel workbook. The work itself is a pg-boss job with the same id (apps/api/src/jobs).
 */
@Entity({ tableName: 'billing_run' })
@Check({ name: 'billing_run_state_check', expression: `state in ('queued', 'running', 'done', 'failed')` })
@Check({ name: 'billing_run_kind_check', expression: `kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin')` })
export class BillingRun {
  [OptionalProps]?: 'state' | 'total' | 'done' | 'error' | 'pdf' | 'xlsx' | 'createdAt' | 'startedAt' | 'finishedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  kind!: InvoiceKind;

  @Property({ type: 'string', length: 7 })
  month!: string;

  @Property({ type: 'text', default: 'queued' })
  state: JobState = 'queued';

  @Property({ type: 'integer', default: 0 })
  total: number = 0;

  @Property({ type: 'integer', default: 0 })
  done: number = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'blob', nullable: true, lazy: true })
  pdf: Buffer | null = null;

  @Property({ type: 'blob', nullable: true, lazy: true })
  xlsx: Buffer | null = null;

  @Property({ type: 'string', length: 100 })
  createdByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}

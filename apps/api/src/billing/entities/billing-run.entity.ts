import { type Rel } from '@mikro-orm/core';
import { Check, Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { InvoiceKind } from '@pathdesk/contracts';
import { JobRun } from '../../jobs/job-run.entity.js';

/**
 * A month-end run's billing side: the kind and month it bills and, when done, the merged PDF and
 * the Excel workbook. Its progress, state, author and times are its job run's (`job_run`, same id,
 * kind `billing-month-end`, apps/api/src/jobs), whose pg-boss job does the work.
 */
@Entity({ tableName: 'billing_run' })
@Check({ name: 'billing_run_kind_check', expression: `kind in ('surgical', 'cytological', 'gynecological', 'additional', 'paraffin')` })
export class BillingRun {
  @OneToOne({ entity: () => JobRun, primary: true, fieldName: 'id', updateRule: 'cascade', deleteRule: 'restrict' })
  run!: Rel<JobRun>;

  @Property({ type: 'text' })
  kind!: InvoiceKind;

  @Property({ type: 'string', length: 7 })
  month!: string;

  @Property({ type: 'blob', nullable: true, lazy: true })
  pdf: Buffer | null = null;

  @Property({ type: 'blob', nullable: true, lazy: true })
  xlsx: Buffer | null = null;
}

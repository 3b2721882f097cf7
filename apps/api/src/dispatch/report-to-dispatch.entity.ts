import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';

/**
 * The outbox: the latest released version of each case not yet sent to its hospital — what the
 * include-report lists show, kept small so they and the dashboard's count do not scan every report.
 * Each release (report.released, sql/outbox-release.ts) adds its version and removes the version it
 * supersedes; a dispatch removes what it sends. A lab that sends through the portal or its interfaces
 * never empties it, so its counts stop at REPORT_COUNT_CAP: a kind's rows are counted down the
 * (kind, released_at) index, its "send again" rows down the partial index on kind where resend.
 */
@Entity({ tableName: 'report_to_dispatch' })
@Index({ name: 'report_to_dispatch_kind_hospital_id_released_at_index', properties: ['kind', 'hospitalId', 'releasedAt'] })
@Index({ name: 'report_to_dispatch_kind_released_at_index', properties: ['kind', 'releasedAt'] })
@Index({
  name: 'report_to_dispatch_kind_resend_index',
  expression: 'create index "report_to_dispatch_kind_resend_index" on "report_to_dispatch" ("kind") where "resend"',
})
export class ReportToDispatch {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  reportId!: number;

  @Property({ type: 'integer' })
  caseId!: number;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @Property({ type: 'integer' })
  hospitalId!: number;

  @Property({ type: 'datetime' })
  releasedAt!: Date;

  /** An earlier version of the case was sent: "new version — send again" (an amendment or an addendum). */
  @Property({ type: 'boolean' })
  resend!: boolean;
}

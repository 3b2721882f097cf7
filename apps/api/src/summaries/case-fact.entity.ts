import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, PRIORITIES, type CaseKind, type CaseStatus, type Priority } from '@pathdesk/contracts';
import { TatDaysTrigger } from '../database/triggers/case-fact-tat-days.js';

/**
 * One row per case with what the summaries count by — reception, hospital, priority, status, and
 * from its released versions the first release, the latest category, pathologist, screener and
 * diagnosis line — so that a year's summary is one index range scan, not two report lookups per
 * case. Kept by statement-level triggers on pathology_case and report_version (migration 011);
 * the API never writes it. `category` null: not released yet (pending).
 *
 * Issue 14 at 1,000,000 cases (migration 020): the TAT in working days is stored (`tatDays`, set by
 * the row trigger below from the calendar, recomputed by sql/case-fact-tat.ts after every
 * calendar refill), and the (kind, received_at) index carries every column the figures group by, so that a
 * year's figures are an index-only range scan with no per-row calendar lookups. Migration 042 adds
 * each case's number of parts (`partCount`, kept by triggers on case_part) for the parts figures.
 */
@Entity({ tableName: 'case_fact' })
@Index({
  name: 'case_fact_kind_received_at_index',
  expression:
    'create index "case_fact_kind_received_at_index" on "case_fact" ("kind", "received_at") include ("case_id", "status", "hospital_id", "priority", "first_released_at", "tat_days", "category", "pathologist_id", "screener_id", "part_count")',
})
@TatDaysTrigger()
export class CaseFact {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  caseId!: number;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  @Property({ type: 'integer' })
  hospitalId!: number;

  @Enum({ items: [...PRIORITIES] })
  priority!: Priority;

  @Property({ type: 'text' })
  status!: CaseStatus;

  @Property({ type: 'datetime', nullable: true })
  firstReleasedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  category: string | null = null;

  @Property({ type: 'integer', nullable: true })
  pathologistId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  screenerId: number | null = null;

  @Property({ type: 'text', nullable: true })
  diagnosis: string | null = null;

  /** Working days from reception to first release (null before it, or outside the calendar). */
  @Property({ type: 'integer', nullable: true })
  tatDays: number | null = null;

  /** The case's parts (issue 27.4), kept by the statement triggers on case_part (migration 042). */
  @Property({ type: 'smallint', default: 0 })
  partCount = 0;
}

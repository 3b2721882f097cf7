import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, PRIORITIES, type CaseKind, type CaseStatus, type Priority } from '@pathdesk/contracts';

/**
 * One row per case with what the summaries count by — reception, hospital, priority, status, and
 * from its released versions the first release, the latest category, pathologist, screener and
 * diagnosis line — so that a year's summary is one index range scan, not two report lookups per
 * case. Kept by statement-level triggers on pathology_case and report_version (migration 011);
 * the API never writes it. `category` null: not released yet (pending).
 */
@Entity({ tableName: 'case_fact' })
@Index({ name: 'case_fact_kind_received_at_index', properties: ['kind', 'receivedAt'] })
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
}

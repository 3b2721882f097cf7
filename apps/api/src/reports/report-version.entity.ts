import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, type CaseKind, type ReportDto } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { ReportVersionAppendOnly } from '../database/triggers/report-version-append-only.js';

/**
 * One released version of a report, exactly as signed: the case, its result and the names of what
 * the result refers to, in `snapshot`; who signed, the pathologist and screener named, and when.
 * The table is append-only: triggers refuse UPDATE, DELETE and TRUNCATE (the TRUNCATE one lives
 * only in the migration, as for the audit log). A correction is a new row — version n + 1, `amended`,
 * with its reason and `previous` pointing at the version it corrects; an addendum (issue 32.1) is a
 * new row too, not amended, its snapshot the previous one's with the addendum in `addenda`; which version supersedes a
 * row is read from its successor's `previous`, never written into the row.
 *
 * The list columns (accession number, HN, patient name, hospital, headline) are copies of the
 * snapshot, so that report lists search and sort without reading it.
 */
@Entity({ tableName: 'report_version' })
@Unique({ name: 'report_version_case_id_version_unique', properties: ['case', 'version'] })
@Unique({ name: 'report_version_previous_id_unique', properties: ['previous'] })
@Index({
  name: 'report_version_kind_released_at_index',
  expression: 'create index "report_version_kind_released_at_index" on "report_version" ("kind", "released_at" desc, "id" desc)',
})
@Index({ name: 'report_version_kind_accession_no_index', properties: ['kind', 'accessionNo'] })
@Index({ name: 'report_version_kind_hn_index', properties: ['kind', 'hn'] })
@Index({
  name: 'report_version_kind_hospital_id_released_at_index',
  expression: 'create index "report_version_kind_hospital_id_released_at_index" on "report_version" ("kind", "hospital_id", "released_at" desc, "id" desc)',
})
// Issue 28.3: a hospital's inbox over every kind (the hospital filter by index, not a scan).
@Index({
  name: 'report_version_hospital_id_released_at_index',
  expression: 'create index "report_version_hospital_id_released_at_index" on "report_version" ("hospital_id", "released_at" desc, "id" desc)',
})
// Issue 32.1 (migration 039): a later version that is not an amendment is an addendum, and carries its addenda.
@Check({
  name: 'report_version_chain_check',
  expression:
    "(version = 1) = (previous_id is null) and amended = (amend_reason is not null) and (not amended or version > 1) and (amended or version = 1 or jsonb_typeof(snapshot -> 'addenda') = 'array')",
})
@ReportVersionAppendOnly()
export class ReportVersion {
  [OptionalProps]?: 'amended' | 'amendReason' | 'previous' | 'signedByTitle' | 'pathologistName' | 'pathologistCredentials' | 'screenerName' | 'screenerCredentials' | 'releasedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'restrict' })
  case!: Rel<PathologyCase>;

  /** 1 for the first sign-out, then one more per amendment or addendum. */
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'boolean', default: false })
  amended: boolean = false;

  @Property({ type: 'text', nullable: true })
  amendReason: string | null = null;

  /** The version this one corrects. */
  @ManyToOne(() => ReportVersion, { nullable: true, deleteRule: 'restrict', updateRule: 'restrict' })
  previous: Rel<ReportVersion> | null = null;

  @Property({ type: 'string', length: 20, collation: 'C' })
  accessionNo!: string;

  @Property({ type: 'string', length: 20, collation: 'C' })
  hn!: string;

  @Property({ type: 'string', length: 300 })
  patientName!: string;

  /** Thai and English names, lower-cased, for the search box. */
  @Property({ type: 'text' })
  patientSearch!: string;

  @Property({ type: 'integer' })
  hospitalId!: number;

  @Property({ type: 'string', length: 300 })
  hospitalName!: string;

  /** The line a report list shows (resultHeadline). */
  @Property({ type: 'text' })
  diagnosis!: string;

  @Property({ type: 'json' })
  snapshot!: ReportDto['snapshot'] & { qcReview?: ReportDto['qcReview'] };

  @Property({ type: 'integer' })
  signedById!: number;

  @Property({ type: 'string', length: 100 })
  signedByUsername!: string;

  @Property({ type: 'string', length: 200 })
  signedByName!: string;

  @Property({ type: 'string', length: 20 })
  signedByRole!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  signedByTitle: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  pathologistName: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  pathologistCredentials: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  screenerName: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  screenerCredentials: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  releasedAt: Date = new Date();
}

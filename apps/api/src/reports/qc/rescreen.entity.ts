import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { GYN_INTERPRETATIONS, type GynInterpretation } from '@pathdesk/contracts';
import { PathologyCase } from '../../cases/pathology-case.entity.js';
import { ReportVersion } from '../report-version.entity.js';

const RESCREEN_REASONS = ['random', 'high-risk'] as const;
export type RescreenReason = (typeof RESCREEN_REASONS)[number];

/**
 * A NILM Pap held for a quality-control rescreen at sign-out: who asked for the sign-out, why it was
 * chosen, the interpretation it had — and, once reviewed, who rescreened it, whether they agreed,
 * their interpretation, and the report released on agreement. These rows are what the
 * gynecological review report counts (gyn-review.ts). A case has at most one pending rescreen.
 */
@Entity({ tableName: 'rescreen' })
@Unique({ name: 'rescreen_pending_case_unique', properties: ['case'], where: 'reviewed_at is null' })
@Index({ name: 'rescreen_requested_at_index', properties: ['requestedAt'] })
@Index({ name: 'rescreen_reviewed_at_index', properties: ['reviewedAt'] })
@Check({ name: 'rescreen_review_check', expression: '(reviewed_at is null) = (agree is null) and (agree is distinct from false or corrected_interpretation is not null)' })
export class Rescreen {
  [OptionalProps]?: 'amendReason' | 'requestedAt' | 'reviewerId' | 'reviewerUsername' | 'reviewerName' | 'reviewedAt' | 'agree' | 'correctedInterpretation' | 'note' | 'report';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade' })
  case!: Rel<PathologyCase>;

  @Enum({ items: [...RESCREEN_REASONS] })
  reason!: RescreenReason;

  @Enum({ items: [...GYN_INTERPRETATIONS] })
  originalInterpretation!: GynInterpretation;

  /** The result's version when held (it cannot change while the rescreen is pending). */
  @Property({ type: 'integer' })
  resultVersion!: number;

  @Property({ type: 'integer' })
  requestedById!: number;

  @Property({ type: 'string', length: 100 })
  requestedByUsername!: string;

  @Property({ type: 'string', length: 200 })
  requestedByName!: string;

  @Property({ type: 'string', length: 20 })
  requestedByRole!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  reviewerId: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  reviewerUsername: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  reviewerName: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'boolean', nullable: true })
  agree: boolean | null = null;

  @Enum({ items: [...GYN_INTERPRETATIONS], nullable: true })
  correctedInterpretation: GynInterpretation | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  note: string | null = null;

  /** Set when the held release is an amendment: the reason it is released with on agreement. */
  @Property({ type: 'text', nullable: true })
  amendReason: string | null = null;

  /** The version released when the reviewer agreed. */
  @ManyToOne(() => ReportVersion, { nullable: true, deleteRule: 'restrict', updateRule: 'restrict' })
  report: Rel<ReportVersion> | null = null;
}

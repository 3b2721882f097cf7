import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CONSULTATION_OPINIONS, type ConsultationOpinion } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { ParaffinRequest } from '../bench/paraffin-request.entity.js';

/**
 * A second opinion on a case (issue 32.2), answered once — agree, minor or major disagreement with a
 * note — before or after the case's release: internal (asked of a colleague, who answers) or outside
 * (the slides or blocks sent to another institution, usually as a paraffin loan; its report, received,
 * is attached by the pathologist and names the consultant on the final report).
 */
@Entity({ tableName: 'consultation' })
@Index({ properties: ['case'] })
@Index({ name: 'consultation_consultant_open_index', properties: ['consultantUsername', 'answeredAt'] })
@Index({ name: 'consultation_requested_at_index', properties: ['requestedAt'] })
@Check({ name: 'consultation_answer_check', expression: '(opinion is null) = (answered_at is null)' })
@Check({ name: 'consultation_kind_check', expression: '(consultant_username is null) = (outside_institution is not null)' })
export class Consultation {
  [OptionalProps]?:
    | 'requestedAt'
    | 'consultantUsername'
    | 'opinion'
    | 'note'
    | 'answeredAt'
    | 'afterRelease'
    | 'amendmentOpened'
    | 'outsideInstitution'
    | 'outsideConsultant'
    | 'paraffinRequest'
    | 'outsideReport'
    | 'answeredByUsername';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 50 })
  requestedByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  /** An internal consultation's colleague; null for an outside one. */
  @Property({ type: 'string', length: 50, nullable: true })
  consultantUsername: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  outsideInstitution: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  outsideConsultant: string | null = null;

  /** The loan that sent the slides or blocks. */
  @ManyToOne(() => ParaffinRequest, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  paraffinRequest: Rel<ParaffinRequest> | null = null;

  /** The outside institution's report as received (its text). */
  @Property({ type: 'text', nullable: true })
  outsideReport: string | null = null;

  /** Who recorded the answer (the colleague; for an outside consultation, the pathologist who attached its report). */
  @Property({ type: 'string', length: 50, nullable: true })
  answeredByUsername: string | null = null;

  @Property({ type: 'text' })
  question!: string;

  @Enum({ items: [...CONSULTATION_OPINIONS], nullable: true })
  opinion: ConsultationOpinion | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'boolean', nullable: true })
  afterRelease: boolean | null = null;

  @Property({ type: 'boolean', default: false })
  amendmentOpened: boolean = false;
}

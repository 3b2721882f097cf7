import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CONSULTATION_OPINIONS, type ConsultationOpinion } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';

/**
 * An internal second opinion on a case (issue 32.2): asked by a pathologist of another, answered
 * once — agree, minor or major disagreement with a note — before or after the case's release.
 */
@Entity({ tableName: 'consultation' })
@Index({ properties: ['case'] })
@Index({ name: 'consultation_consultant_open_index', properties: ['consultantUsername', 'answeredAt'] })
@Index({ name: 'consultation_requested_at_index', properties: ['requestedAt'] })
@Check({ name: 'consultation_answer_check', expression: '(opinion is null) = (answered_at is null)' })
export class Consultation {
  [OptionalProps]?: 'requestedAt' | 'opinion' | 'note' | 'answeredAt' | 'afterRelease' | 'amendmentOpened';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 50 })
  requestedByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  @Property({ type: 'string', length: 50 })
  consultantUsername!: string;

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

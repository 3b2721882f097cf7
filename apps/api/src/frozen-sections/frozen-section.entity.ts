import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { FROZEN_CORRELATIONS, type FrozenCorrelation } from '@pathdesk/contracts';
import { PathologyCase } from '../cases/pathology-case.entity.js';

/**
 * An intraoperative consultation on a surgical case (issue 32.3): received from theatre, diagnosed
 * (the turnaround measured against the lab's target as it stood), telephoned to theatre with read-back,
 * and at the case's first sign-out compared with the final diagnosis. Each step is written once.
 */
@Entity({ tableName: 'frozen_section' })
@Index({ properties: ['case', 'receivedAt'] })
@Index({ name: 'frozen_section_received_at_index', properties: ['receivedAt'] })
@Check({ name: 'frozen_section_reported_check', expression: '(reported_at is null) = (diagnosis is null)' })
@Check({ name: 'frozen_section_called_check', expression: 'called_at is null or (reported_at is not null and read_back)' })
export class FrozenSection {
  [OptionalProps]?:
    | 'partLetter'
    | 'diagnosis'
    | 'reportedAt'
    | 'reportedByUsername'
    | 'targetMinutes'
    | 'calledTo'
    | 'calledAt'
    | 'readBack'
    | 'callRecordedByUsername'
    | 'correlation'
    | 'correlationNote'
    | 'correlatedByUsername'
    | 'correlatedAt'
    | 'version';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade', index: false })
  case!: Rel<PathologyCase>;

  @Property({ type: 'string', length: 2, nullable: true })
  partLetter: string | null = null;

  @Property({ type: 'string', length: 500 })
  specimen!: string;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  @Property({ type: 'string', length: 100 })
  receivedByUsername!: string;

  @Property({ type: 'text', nullable: true })
  diagnosis: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reportedAt: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  reportedByUsername: string | null = null;

  /** The lab's target when the section was received. */
  @Property({ type: 'smallint', default: 20 })
  targetMinutes: number = 20;

  @Property({ type: 'string', length: 200, nullable: true })
  calledTo: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  calledAt: Date | null = null;

  @Property({ type: 'boolean', nullable: true })
  readBack: boolean | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  callRecordedByUsername: string | null = null;

  @Enum({ items: [...FROZEN_CORRELATIONS], nullable: true })
  correlation: FrozenCorrelation | null = null;

  @Property({ type: 'text', nullable: true })
  correlationNote: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  correlatedByUsername: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  correlatedAt: Date | null = null;

  @Property({ type: 'integer', default: 1 })
  version = 1;
}

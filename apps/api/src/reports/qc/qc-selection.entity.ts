import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PathologyCase } from '../../cases/pathology-case.entity.js';

const QC_RULES = ['draw', 'floor', 'high-risk'] as const;
export type QcRule = (typeof QC_RULES)[number];

/**
 * Every first sign-out of a satisfactory NILM Pap goes through the quality-control selection
 * (qc-selection.ts) and leaves one row here: chosen or not, by which rule, with the random draw and
 * the rate in force. The window of the selection's floor is read from the latest rows; the review
 * report counts them (how many NILM Paps were rescreened).
 */
@Entity({ tableName: 'qc_selection' })
@Index({ name: 'qc_selection_high_risk_id_index', properties: ['highRisk', 'id'] })
export class QcSelection {
  [OptionalProps]?: 'at' | 'rule';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'cascade' })
  case!: Rel<PathologyCase>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();

  @Property({ type: 'boolean' })
  highRisk!: boolean;

  @Property({ type: 'double' })
  rate!: number;

  /** The random number drawn, in [0, 1). */
  @Property({ type: 'double' })
  draw!: number;

  @Property({ type: 'boolean' })
  selected!: boolean;

  @Enum({ items: [...QC_RULES], nullable: true })
  rule: QcRule | null = null;
}

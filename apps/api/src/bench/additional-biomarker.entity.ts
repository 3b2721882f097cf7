import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BIOMARKER_TEMPLATE_IDS, type BiomarkerTemplateId } from '@pathdesk/contracts';
import { AdditionalOrder } from './additional-order.entity.js';

/**
 * A biomarker's result as the pathologist entered it on its additional test (issue 30.3: ER, PR,
 * HER2, Ki-67, mismatch repair, PD-L1): what was entered and what it computes to (Allred score,
 * ASCO/CAP category, the report's sentence). One per order; a change is a new version, audited.
 */
@Entity({ tableName: 'additional_biomarker' })
export class AdditionalBiomarker {
  [OptionalProps]?: 'enteredAt' | 'version';

  @OneToOne(() => AdditionalOrder, { primary: true, owner: true, deleteRule: 'restrict', updateRule: 'cascade' })
  order!: Rel<AdditionalOrder>;

  @Enum({ items: [...BIOMARKER_TEMPLATE_IDS] })
  template!: BiomarkerTemplateId;

  @Property({ type: 'json' })
  input!: unknown;

  @Property({ type: 'json' })
  result!: unknown;

  @Property({ type: 'string', length: 100 })
  enteredByUsername!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  enteredAt: Date = new Date();

  @Property({ type: 'integer', default: 1 })
  version = 1;
}

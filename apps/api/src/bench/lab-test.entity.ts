import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BIOMARKER_TEMPLATE_IDS, PRICE_PER, TEST_CATEGORIES, type BiomarkerTemplateId, type PricePer, type TestCategory } from '@pathdesk/contracts';

/**
 * A test of the catalogue (a special stain, an IHC marker, a recut…): its code (unique, never
 * reused), the government fee-schedule code when it has one, and its default price. Prices per
 * hospital or company are LabTestPrice rows. Orders keep the price resolved when they became
 * billable, so changing a price never changes an order already done.
 */
@Entity({ tableName: 'lab_test' })
export class LabTest {
  [OptionalProps]?: 'cgdCode' | 'pricePer' | 'resultTemplate' | 'active' | 'createdAt' | 'updatedAt' | 'updatedByUsername';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 30, unique: true })
  code!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Enum({ items: [...TEST_CATEGORIES] })
  category!: TestCategory;

  @Property({ type: 'string', length: 20, nullable: true })
  cgdCode: string | null = null;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  defaultPrice!: string;

  /** Billed once per order, or once per part of the case (issue 27.5; migration 036). */
  @Enum({ items: [...PRICE_PER], default: 'case' })
  pricePer: PricePer = 'case';

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** The result template its result is entered with (ER, PR, HER2, Ki-67, MMR, PD-L1: issue 30.3); null for a note. */
  @Enum({ items: [...BIOMARKER_TEMPLATE_IDS], nullable: true })
  resultTemplate: BiomarkerTemplateId | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  updatedByUsername: string | null = null;
}

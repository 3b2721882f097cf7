import { type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { LabTest } from './lab-test.entity.js';

/** One hospital's or one company's price for a test, for one case kind or (kind null) any. */
@Entity({ tableName: 'lab_test_price' })
@Index({ name: 'lab_test_price_test_id_index', properties: ['test'] })
@Index({ name: 'lab_test_price_hospital_id_index', properties: ['hospital'] })
@Index({ name: 'lab_test_price_company_id_index', properties: ['company'] })
@Check({ name: 'lab_test_price_payer_check', expression: '(hospital_id is null) <> (company_id is null)' })
export class LabTestPrice {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => LabTest, { deleteRule: 'cascade', updateRule: 'cascade', index: false })
  test!: Rel<LabTest>;

  @ManyToOne(() => Hospital, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  hospital: Rel<Hospital> | null = null;

  /** A company (a cfgvalue of category company). */
  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade', index: false })
  company: Rel<Cfgvalue> | null = null;

  @Enum({ items: [...CASE_KINDS], nullable: true })
  kind: CaseKind | null = null;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  price!: string;
}

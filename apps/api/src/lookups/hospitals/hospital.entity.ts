import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A hospital or clinic that sends specimens. `code` is stored upper-case and unique; the Thai name
 * is unique without regard to case. The trigram indexes serve "contains" searches (pg_trgm is
 * created by the migration).
 */
@Entity({ tableName: 'hospital' })
@Unique({
  name: 'hospital_name_th_lower_unique',
  expression: 'create unique index "hospital_name_th_lower_unique" on "hospital" (lower("name_th"))',
})
@Index({
  name: 'hospital_name_th_trgm_index',
  expression: 'create index "hospital_name_th_trgm_index" on "hospital" using gin ("name_th" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: 'hospital_name_en_trgm_index',
  expression: 'create index "hospital_name_en_trgm_index" on "hospital" using gin ("name_en" gin_trgm_ops) with (fastupdate = off)',
})
@Index({ name: 'hospital_active_name_th_index', properties: ['active', 'nameTh'] })
@Check({ name: 'hospital_code_upper_check', expression: 'code = upper(code)' })
@Check({ name: 'hospital_moph_code_check', expression: "moph_code ~ '^[0-9]{5}$'" })
export class Hospital {
  [OptionalProps]?: 'nameEn' | 'address' | 'taxId' | 'phone' | 'contact' | 'active' | 'createdAt' | 'updatedAt' | 'branch' | 'creditTermDays' | 'mophCode';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20, unique: true })
  code!: string;

  @Property({ type: 'string', length: 300 })
  nameTh!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  nameEn: string | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  address: string | null = null;

  /** 13-digit Thai tax id (check digit validated by the contracts). */
  @Property({ type: 'string', length: 13, nullable: true })
  taxId: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  contact: string | null = null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** On invoices: "สำนักงานใหญ่" or a branch number. */
  @Property({ type: 'string', length: 50, nullable: true })
  branch: string | null = null;

  /** Days from an invoice's issue to its due date. */
  @Property({ type: 'smallint', default: 30 })
  creditTermDays: number = 30;

  /** The Ministry of Public Health's 5-digit hospital code: FHIR identifiers and HL7 facility (issue 29, migration 034). */
  @Property({ type: 'string', length: 5, nullable: true })
  mophCode: string | null = null;
}

import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Hospital } from '../hospitals/hospital.entity.js';

/**
 * A referring doctor, at one hospital. The licence number (e.g. ว.12345) is unique when given.
 * Indexes: (hospital, active, name) for "doctors of a hospital", (name, id) for the list sorted by
 * name, and trigram indexes for "contains" searches (pg_trgm is created by the migration; no GIN
 * pending list — fastupdate = off — so that searches stay fast between vacuums).
 */
@Entity({ tableName: 'doctor' })
@Index({ name: 'doctor_hospital_id_active_name_index', properties: ['hospital', 'active', 'name'] })
@Index({ name: 'doctor_name_id_index', properties: ['name', 'id'] })
@Index({
  name: 'doctor_name_trgm_index',
  expression: 'create index "doctor_name_trgm_index" on "doctor" using gin ("name" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: 'doctor_licence_no_trgm_index',
  expression: 'create index "doctor_licence_no_trgm_index" on "doctor" using gin ("licence_no" gin_trgm_ops) with (fastupdate = off)',
})
export class Doctor {
  [OptionalProps]?: 'title' | 'licenceNo' | 'phone' | 'active' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** นพ., พญ., Dr. … */
  @Property({ type: 'string', length: 50, nullable: true })
  title: string | null = null;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  licenceNo: string | null = null;

  @ManyToOne(() => Hospital, { deleteRule: 'restrict', updateRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @Property({ type: 'string', length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

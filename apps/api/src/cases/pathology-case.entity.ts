import { DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, CASE_STATUSES, PRIORITIES, SEXES, type CaseKind, type CaseStatus, type Priority, type Sex } from '@pathdesk/contracts';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Doctor } from '../lookups/doctors/doctor.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';

/**
 * The patient names as searched: Thai and English, lower-cased, in one column with a trigram index
 * (names match by substring; accession numbers and HNs by prefix, on their own indexes).
 */
export const SEARCH_TEXT_SQL = `lower(patient_first_name || ' ' || patient_last_name || ' ' || coalesce(patient_first_name_en, '') || ' ' || coalesce(patient_last_name_en, ''))`;

/**
 * A case of any of the three kinds (surgical, cytological, gynecological share one shape; the
 * kind-specific columns are null for the others). The accession number is assigned at
 * registration from the kind's active prefix and never changes; `version` guards edits
 * (optimistic locking).
 *
 * Indexes serve the worklists (per kind, newest first; by status; by hospital; by doctor — the
 * last three carry the other filter column, so that counting a filtered list reads the index only),
 * the searches (accession number and HN by prefix — both columns compare in the "C" collation, so a
 * plain btree serves LIKE 'x%' — and names by substring through pg_trgm, without GIN's pending list
 * as for doctors).
 */
@Entity({ tableName: 'pathology_case' })
@Index({
  name: 'pathology_case_kind_received_at_id_index',
  expression: 'create index "pathology_case_kind_received_at_id_index" on "pathology_case" ("kind", "received_at" desc, "id" desc)',
})
@Index({
  name: 'pathology_case_kind_status_received_at_index',
  expression: 'create index "pathology_case_kind_status_received_at_index" on "pathology_case" ("kind", "status", "received_at" desc, "id" desc) include ("hospital_id")',
})
@Index({
  name: 'pathology_case_kind_hospital_id_received_at_index',
  expression: 'create index "pathology_case_kind_hospital_id_received_at_index" on "pathology_case" ("kind", "hospital_id", "received_at" desc, "id" desc) include ("status")',
})
@Index({
  name: 'pathology_case_doctor_id_kind_received_at_index',
  expression: 'create index "pathology_case_doctor_id_kind_received_at_index" on "pathology_case" ("doctor_id", "kind", "received_at" desc, "id" desc) include ("status")',
})
@Index({ name: 'pathology_case_kind_hn_index', properties: ['kind', 'hn'] })
@Index({
  name: 'pathology_case_search_text_trgm_index',
  expression: 'create index "pathology_case_search_text_trgm_index" on "pathology_case" using gin ("search_text" gin_trgm_ops) with (fastupdate = off)',
})
@Check({ name: 'pathology_case_cancel_reason_check', expression: `(status = 'cancelled') = (cancel_reason is not null)` })
export class PathologyCase {
  [OptionalProps]?:
    | 'status'
    | 'priority'
    | 'patientTitle'
    | 'patientFirstNameEn'
    | 'patientLastNameEn'
    | 'birthDate'
    | 'ageYears'
    | 'doctor'
    | 'company'
    | 'containers'
    | 'clinicalHistory'
    | 'collectedAt'
    | 'price'
    | 'notes'
    | 'lmp'
    | 'gynType'
    | 'relevantHistory'
    | 'cytoType'
    | 'source'
    | 'cancelReason'
    | 'cancelledAt'
    | 'createdAt'
    | 'createdById'
    | 'createdByUsername'
    | 'updatedAt'
    | 'version'
    | 'searchText';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: [...CASE_KINDS] })
  kind!: CaseKind;

  /** e.g. S69-00042: unique, never reused, never changed. */
  @Property({ type: 'string', length: 20, unique: true, collation: 'C' })
  accessionNo!: string;

  @ManyToOne(() => SettingPrefix, { deleteRule: 'restrict', updateRule: 'cascade' })
  prefix!: Rel<SettingPrefix>;

  /** The lab's calendar year (CE) and running number the accession number was made from. */
  @Property({ type: 'smallint' })
  accessionYear!: number;

  @Property({ type: 'integer' })
  accessionSeq!: number;

  @Enum({ items: [...CASE_STATUSES], default: 'registered' })
  status: CaseStatus = 'registered';

  @Enum({ items: [...PRIORITIES], default: 'routine' })
  priority: Priority = 'routine';

  /** The hospital number of the patient at the sending hospital. */
  @Property({ type: 'string', length: 20, collation: 'C' })
  hn!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  patientTitle: string | null = null;

  @Property({ type: 'string', length: 100 })
  patientFirstName!: string;

  @Property({ type: 'string', length: 100 })
  patientLastName!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  patientFirstNameEn: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  patientLastNameEn: string | null = null;

  @Property({ type: 'text', generated: `(${SEARCH_TEXT_SQL}) stored`, ignoreSchemaChanges: ['type', 'extra'], lazy: true, hidden: true })
  searchText?: string;

  @Enum({ items: [...SEXES] })
  sex!: Sex;

  @Property({ type: 'date', nullable: true })
  birthDate: string | null = null;

  /** Age at reception: computed from the birth date when it is known. */
  @Property({ type: 'smallint', nullable: true })
  ageYears: number | null = null;

  @ManyToOne(() => Hospital, { deleteRule: 'restrict', updateRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @ManyToOne(() => Doctor, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  doctor: Rel<Doctor> | null = null;

  /** The payer: a config value of category company. */
  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  company: Rel<Cfgvalue> | null = null;

  @Property({ type: 'string', length: 500 })
  specimen!: string;

  @Property({ type: 'smallint', default: 1 })
  containers: number = 1;

  @Property({ type: 'text', nullable: true })
  clinicalHistory: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  collectedAt: Date | null = null;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  /** THB. */
  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, default: 0 })
  price: number = 0;

  @Property({ type: 'string', length: 2000, nullable: true })
  notes: string | null = null;

  /** Gynecological: last menstrual period. */
  @Property({ type: 'date', nullable: true })
  lmp: string | null = null;

  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  gynType: Rel<Cfgvalue> | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  relevantHistory: string | null = null;

  /** Cytological: the specimen type and where it came from. */
  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  cytoType: Rel<Cfgvalue> | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  source: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  cancelReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  createdByUsername: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;
}

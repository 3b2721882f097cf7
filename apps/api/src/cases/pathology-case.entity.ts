import { DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CASE_KINDS, CASE_STATUSES, type CaseColumn, type CaseKind, type CaseStatus } from '@pathdesk/contracts';
import { ALL_CASE_FIELD_COLUMNS } from '@pathdesk/contracts/schemas';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Doctor } from '../lookups/doctors/doctor.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';
import { snakeCase } from './sql/case-columns.js';
import { CaseFactTriggers } from '../database/triggers/case-fact-sync.js';
import { LinkCasePatientTrigger } from '../database/triggers/link-case-patient.js';

/**
 * The patient names as searched: Thai and English, lower-cased, in one column with a trigram index
 * (names match by substring; accession numbers and HNs by prefix, on their own indexes).
 */
const SEARCH_TEXT_SQL = `lower(patient_first_name || ' ' || patient_last_name || ' ' || coalesce(patient_first_name_en, '') || ' ' || coalesce(patient_last_name_en, ''))`;

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
 * as for doctors: one trigram index per kind, since every worklist searches one kind — a search
 * reads only its kind's candidates, about half the heap pages of one index over all kinds).
 */
@Entity({ tableName: 'pathology_case' })
@CaseFactTriggers()
// Issue 15.1: every write links the case to its patient (migration 012).
@LinkCasePatientTrigger()
@Index({ name: 'pathology_case_patient_id_index', properties: ['patientId'] })
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
@Index({ name: 'pathology_case_kind_hn_index', expression: 'create index "pathology_case_kind_hn_index" on "pathology_case" ("kind", "hn")' })
@Check({ name: 'pathology_case_cancel_reason_check', expression: `(status = 'cancelled') = (cancel_reason is not null)` })
export class PathologyCase {
  [OptionalProps]?:
    | 'status'
    | 'doctor'
    | 'company'
    | 'gynType'
    | 'cytoType'
    | 'cancelReason'
    | 'cancelledAt'
    | 'createdAt'
    | 'createdById'
    | 'createdByUsername'
    | 'updatedAt'
    | 'version'
    | 'searchText'
    | 'patientId';

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

  @Property({ type: 'text', generated: `(${SEARCH_TEXT_SQL}) stored`, ignoreSchemaChanges: ['type', 'extra'], lazy: true, hidden: true })
  searchText?: string;

  @ManyToOne(() => Hospital, { deleteRule: 'restrict', updateRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @ManyToOne(() => Doctor, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  doctor: Rel<Doctor> | null = null;

  /** The payer: a config value of category company. */
  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  company: Rel<Cfgvalue> | null = null;

  /** Gynecological: the type of the Pap. */
  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  gynType: Rel<Cfgvalue> | null = null;

  /** Cytological: the specimen type. */
  @ManyToOne(() => Cfgvalue, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  cytoType: Rel<Cfgvalue> | null = null;

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

  /** The patient (issue 15.1), set by the database's trigger, never by the API. */
  @Property({ type: 'integer', nullable: true })
  patientId: number | null = null;
}

/** The MikroORM options of a case field's column (the relations are declared above). */
function columnOptions({ type, nullable, length, collation, items, default: fallback }: CaseColumn): Record<string, unknown> {
  const common = { nullable, ...(fallback !== undefined ? { default: fallback } : {}), ...(collation ? { collation } : {}) };
  switch (type) {
    case 'varchar':
      return { type: 'string', length, ...common };
    case 'timestamptz':
      return { type: 'datetime', ...common };
    case 'numeric':
      return { type: new DecimalType('number'), precision: 10, scale: 2, ...common };
    case 'int':
      return { type: 'integer', ...common };
    case 'enum':
      return { items: [...(items ?? [])], ...common };
    default:
      return { type, ...common };
  }
}

// The registration fields' columns come from the contracts' field table (case-fields.schema.ts):
// a new field needs its migration, not an edit here. Fields searched by prefix get an index.
for (const kind of CASE_KINDS) {
  const index = `pathology_case_${kind}_search_text_trgm_index`;
  Index({
    name: index,
    expression: `create index "${index}" on "pathology_case" using gin ("search_text" gin_trgm_ops) with (fastupdate = off) where "kind" = '${kind}'`,
  })(PathologyCase);
}

for (const { name, column } of ALL_CASE_FIELD_COLUMNS) {
  if (column.ref) continue;
  const options = columnOptions(column);
  if (column.type === 'enum') Enum(options)(PathologyCase.prototype, name);
  else Property(options)(PathologyCase.prototype, name);
  if (column.search === 'prefix') {
    const index = `pathology_case_${snakeCase(name)}_index`;
    Index({ name: index, expression: `create index "${index}" on "pathology_case" ("${snakeCase(name)}")` })(PathologyCase);
  }
}

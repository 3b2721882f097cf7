import { z } from 'zod';
import { SEXES, PRIORITIES } from '../cases.js';
import type { CaseColumn, CaseFieldName, CaseFieldOf } from '../case-fields.js';
import { labDay } from '../lab-clock.js';
import type { CaseKind } from '../lookups.js';
import { isThaiCitizenId } from '../thai-citizen-id.js';
import { dateTimeSchema, daySchema } from './dates.schema.js';

/**
 * The registration fields of a case, each declared once: its validation (zod) and, registered
 * with it, its column (CaseColumn). Everything else derives from these shapes — the contracts'
 * CaseInput/CaseDto types, the API's column lists, SQL and audit records, the ORM entity's
 * columns, and the web form's values. Adding a field: a migration, a line here, a form field
 * (docs/architecture.md, "Adding a field to a case").
 */
const caseColumns = z.registry<CaseColumn>();

/** A few minutes of clock difference between the browser and the server are not "the future". */
export const CLOCK_SKEW_MS = 5 * 60_000;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const pastDay = daySchema.refine((v) => v <= labDay(Date.now() + CLOCK_SKEW_MS), 'cannot be in the future');
// A copy per field: each field's schema is registered with its own column.
const dateTime = () => dateTimeSchema.clone();
const id = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : undefined) })
    .int()
    .positive();

type Extra = Omit<CaseColumn, 'type' | 'nullable'>;
const column = <S extends z.ZodType>(schema: S, spec: CaseColumn): S => {
  caseColumns.add(schema, spec);
  return schema;
};

/** varchar(max), or `text` (no length) for long free text. */
const textColumn = (max: number, { long, ...extra }: Extra & { long?: boolean }) =>
  long ? { type: 'text' as const, ...extra } : { type: 'varchar' as const, length: max, ...extra };
/** Text the form must fill. */
const requiredText = (max: number, extra: Extra & { long?: boolean } = {}) => column(text(max).min(1, 'is required'), { ...textColumn(max, extra), nullable: false });
/** Text that may be left empty: '' is stored as null. */
const optionalText = (max: number, extra: Extra & { long?: boolean } = {}) =>
  column(
    text(max)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    { ...textColumn(max, extra), nullable: true },
  );
/** A lookup chosen by id (the entity declares the relation and its foreign key). */
const reference = (ref: NonNullable<CaseColumn['ref']>, extra: Extra = {}) => column(id().nullable().optional(), { type: 'int', nullable: true, ref, ...extra });

const common = {
  hn: requiredText(20, { collation: 'C' }),
  patientTitle: optionalText(50),
  patientFirstName: requiredText(100),
  patientLastName: requiredText(100),
  patientFirstNameEn: optionalText(100),
  patientLastNameEn: optionalText(100),
  /** The patient's Thai citizen ID: 13 digits whose last is the check digit; searched by prefix. */
  citizenId: column(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().refine((v) => v === '' || isThaiCitizenId(v), 'must be 13 digits with a valid check digit'))
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    { type: 'varchar', length: 13, nullable: true, collation: 'C', search: 'prefix' },
  ),
  sex: column(z.enum(SEXES, { error: 'must be male, female or unknown' }), { type: 'enum', items: SEXES, nullable: false }),
  birthDate: column(
    pastDay
      .refine((v) => v >= '1900-01-01', 'is too long ago')
      .nullable()
      .optional(),
    { type: 'date', nullable: true },
  ),
  ageYears: column(z.number().int().min(0).max(150).nullable().optional(), { type: 'smallint', nullable: true }),
  hospitalId: column(id(), { type: 'int', nullable: false, ref: 'hospital' }),
  doctorId: reference('doctor'),
  companyId: reference('company'),
  specimen: requiredText(500, { clinical: true }),
  containers: column(z.number().int().min(1).max(50).optional(), { type: 'smallint', nullable: false, default: 1 }),
  clinicalHistory: optionalText(4000, { long: true, clinical: true }),
  collectedAt: column(dateTime().nullable().optional(), { type: 'timestamptz', nullable: true }),
  receivedAt: column(dateTime(), { type: 'timestamptz', nullable: false }),
  priority: column(z.enum(PRIORITIES, { error: 'must be routine or urgent' }).optional(), { type: 'enum', items: PRIORITIES, nullable: false, default: 'routine' }),
  /** THB; the kind's default when absent. */
  price: column(z.number().min(0).max(1_000_000).multipleOf(0.01, 'has more than two decimals').nullable().optional(), { type: 'numeric', nullable: false, default: 0 }),
  notes: optionalText(2000, { clinical: true }),
};

const gynecological = {
  lmp: column(pastDay.nullable().optional(), { type: 'date', nullable: true, clinical: true }),
  gynTypeId: reference('gynecologicaltype'),
  relevantHistory: optionalText(2000, { clinical: true }),
};

const cytological = {
  cytoTypeId: reference('cytologicaltype'),
  source: optionalText(200),
};

/** The registration fields of each kind: the common ones, then the kind's own. */
export const CASE_FIELD_SHAPES = {
  surgical: common,
  cytological: { ...common, ...cytological },
  gynecological: { ...common, ...gynecological },
} satisfies Record<CaseKind, Record<string, z.ZodType>>;

/** Every field of every kind (the DTO has them all; a kind's own are null for the others). */
export const ALL_CASE_FIELDS = { ...common, ...cytological, ...gynecological };

export const isCaseField = (name: string): name is CaseFieldName => Object.hasOwn(ALL_CASE_FIELDS, name);

/** A field's column: every field has one (the shapes above register it). */
export function caseColumnOf(field: CaseFieldName): CaseColumn {
  const spec = caseColumns.get(ALL_CASE_FIELDS[field]);
  if (!spec) throw new Error(`The case field ${field} has no column`);
  return spec;
}

/** The fields of a kind, in declaration order, with their columns. */
export function caseFieldsOf(kind: CaseKind): CaseFieldOf[] {
  return Object.keys(CASE_FIELD_SHAPES[kind])
    .filter(isCaseField)
    .map((name) => ({ name, column: caseColumnOf(name) }));
}

/** Every field, each once, with its column. */
export const ALL_CASE_FIELD_COLUMNS: readonly CaseFieldOf[] = Object.keys(ALL_CASE_FIELDS)
  .filter(isCaseField)
  .map((name) => ({ name, column: caseColumnOf(name) }));

/** What a doctor (pathologist) may edit: the clinical fields, not the registration data. */
export const CLINICAL_FIELDS: readonly CaseFieldName[] = ALL_CASE_FIELD_COLUMNS.filter((f) => f.column.clinical).map((f) => f.name);

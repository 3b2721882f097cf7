import type { z } from 'zod';
import { ALL_CASE_FIELD_COLUMNS, ALL_CASE_FIELDS, CASE_FIELD_SHAPES, createCaseSchema, updateCaseSchema } from '@pathdesk/contracts/schemas';
import { partLetter, type CaseColumn, type CaseDto, type CaseFieldName, type CaseFieldOf, type CaseInput, type CaseKind, type CaseUpdate } from '@pathdesk/contracts';
import { fieldErrors, localDay, type FieldErrors } from '@pathdesk/web-ui';

/**
 * The registration form's values, derived from the contracts' field table: text as the inputs hold
 * it ('' when empty), dates and instants as the calendars hold them (Date), numbers, ids and
 * choices as null until chosen. A new field of the table is a new value here without an edit.
 */
type Shape = typeof ALL_CASE_FIELDS;
type Unwrap<S> = S extends z.ZodOptional<infer I> ? Unwrap<I> : S extends z.ZodNullable<infer I> ? Unwrap<I> : S extends z.ZodPipe<infer A, z.ZodType> ? Unwrap<A> : S;
type FormValue<S> =
  Unwrap<S> extends z.ZodISODate | z.ZodISODateTime
    ? Date | null
    : Unwrap<S> extends z.ZodNumber
      ? number | null
      : Unwrap<S> extends z.ZodEnum<infer E>
        ? E[keyof E] | null
        : string;
type AllFormValues = { -readonly [K in CaseFieldName]: FormValue<Shape[K]> };

/** The fields entered once per specimen of a requisition (a row each); the rest are the requisition's and the patient's. */
const SPECIMEN_FIELDS = ['specimen', 'containers', 'cytoTypeId', 'source'] as const satisfies readonly CaseFieldName[];
type SpecimenField = (typeof SPECIMEN_FIELDS)[number];

export type SpecimenRow = Pick<AllFormValues, SpecimenField>;
/**
 * The specimens of a requisition are the parts A, B, … of one case (issue 27), unless registered
 * as separate accessions (unrelated specimens). A Pap is one part.
 */
export type CaseFormValues = Omit<AllFormValues, SpecimenField> & { specimens: SpecimenRow[]; separateAccessions?: boolean };

/** Whether the form's specimens are registered as the parts of one case. */
export const asParts = (kind: CaseKind, v: Pick<CaseFormValues, 'specimens' | 'separateAccessions'>): boolean =>
  kind !== 'gynecological' && v.specimens.length > 1 && !v.separateAccessions;

const isSpecimenField = (name: CaseFieldName): name is SpecimenField => SPECIMEN_FIELDS.some((field) => field === name);

/** A stored (or empty) value as the form holds it. */
function formValue(column: CaseColumn, value: unknown): unknown {
  switch (column.type) {
    case 'varchar':
    case 'text':
      return value ?? '';
    case 'date':
      return typeof value === 'string' ? new Date(`${value}T00:00:00`) : null;
    case 'timestamptz':
      return typeof value === 'string' ? new Date(value) : null;
    default:
      return value ?? null;
  }
}

/** A form value as the API receives it; an empty field that cannot be null is absent (its schema says why). */
function inputValue({ name, column }: CaseFieldOf, value: unknown): unknown {
  if (value instanceof Date) return column.type === 'date' ? localDay(value) : value.toISOString();
  return value === null && !ALL_CASE_FIELDS[name].safeParse(null).success ? undefined : value;
}

/**
 * The form's values, field by field — the one place such a record gets its type: the keys are the
 * field table's (every field, the specimen ones in rows), each value converted by its column.
 */
function formValues(value: (field: CaseFieldOf) => unknown): CaseFormValues {
  const top = ALL_CASE_FIELD_COLUMNS.filter((field) => !isSpecimenField(field.name));
  const row = ALL_CASE_FIELD_COLUMNS.filter((field) => isSpecimenField(field.name));
  const values: Record<string, unknown> = Object.fromEntries(top.map((field) => [field.name, formValue(field.column, value(field))]));
  const specimen: Record<string, unknown> = Object.fromEntries(row.map((field) => [field.name, formValue(field.column, value(field))]));
  const form = { ...values, specimens: [specimen] };
  if (!isFormValues(form)) throw new Error('The form lacks a field of the field table');
  return form;
}

/** Every field of the table is there: the top ones on the form, the specimen ones in its row. */
function isFormValues(form: Record<string, unknown> & { specimens: Record<string, unknown>[] }): form is CaseFormValues {
  return ALL_CASE_FIELD_COLUMNS.every(({ name }) => (isSpecimenField(name) ? form.specimens.every((row) => Object.hasOwn(row, name)) : Object.hasOwn(form, name)));
}

export const emptySpecimen = (): SpecimenRow => emptyCaseForm().specimens[0]!;

export function emptyCaseForm(): CaseFormValues {
  return { ...formValues(({ column }) => column.default ?? null), receivedAt: new Date() };
}

/** The form's values for an existing case (one specimen). */
export function caseFormFrom(c: CaseDto): CaseFormValues {
  const values = formValues(({ name }) => c[name]);
  // The age of a known birth date is computed, not entered.
  return c.birthDate ? { ...values, ageYears: null } : values;
}

/** What the API receives for specimen `row` of the form: the fields of the kind. */
function toInput(kind: CaseKind, v: CaseFormValues, row: SpecimenRow): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...v, ...row, ageYears: v.birthDate ? null : v.ageYears };
  const kindFields = CASE_FIELD_SHAPES[kind];
  return Object.fromEntries(ALL_CASE_FIELD_COLUMNS.filter(({ name }) => Object.hasOwn(kindFields, name)).map((field) => [field.name, inputValue(field, fields[field.name])]));
}

/** Field errors of specimen rows are keyed `specimens.<i>.<field>` (a part's, parts.<i>.<field>, too); the rest by field. */
function specimenErrorKey(field: string, index: number): string {
  const part = /^parts\.(\d+)\.(\w+)$/.exec(field);
  if (part) return `specimens.${part[1]}.${part[2]}`;
  return SPECIMEN_FIELDS.some((name) => name === field) ? `specimens.${index}.${field}` : field;
}

/**
 * A batch's errors as the API names them (`cases.<i>.<field>`, POST /api/{kind}/new) keyed as the
 * form's fields: a specimen's own field under its row, a shared one (patient, requisition) under
 * that field — naming the specimen when the batch has several.
 */
export function formErrorsOfBatch(errors: FieldErrors, specimens: number, ofSpecimen = (reason: string, n: number) => `${reason} (specimen ${n})`): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^cases\.(\d+)\.(.+)$/.exec(key);
    if (!match) {
      mapped[key] ??= message;
      continue;
    }
    const index = Number(match[1]);
    const field = match[2]!;
    const formKey = specimenErrorKey(field, index);
    mapped[formKey] ??= formKey === field && specimens > 1 ? ofSpecimen(message ?? '', index + 1) : message;
  }
  return mapped;
}

export function validateRegistration(kind: CaseKind, v: CaseFormValues): { inputs: CaseInput[] } | { errors: FieldErrors } {
  const schema = createCaseSchema(kind);
  const inputs: CaseInput[] = [];
  const errors: FieldErrors = {};
  if (asParts(kind, v)) {
    // One case, its specimens its parts A, B, …: the first row's type and source are the case's.
    const { specimen: _s, containers: _c, ...first } = toInput(kind, v, v.specimens[0]!);
    const parts = v.specimens.map((row, i) => ({ letter: partLetter(i), specimen: row.specimen, containers: row.containers ?? 1 }));
    const parsed = schema.safeParse({ ...first, parts });
    if (parsed.success) return { inputs: [parsed.data as CaseInput] };
    // A part's issue (path parts.<i>.<field>) lands under its row.
    const issues = parsed.error.issues.map((issue) =>
      issue.path[0] === 'parts' && issue.path.length >= 3 ? { ...issue, field: `specimens.${String(issue.path[1])}.${String(issue.path[2])}` } : issue,
    );
    for (const [field, message] of Object.entries(fieldErrors(issues))) errors[specimenErrorKey(field, 0)] ??= message;
    return { errors };
  }
  v.specimens.forEach((row, i) => {
    const parsed = schema.safeParse(toInput(kind, v, row));
    // Each specimen its own case: one part A, as the API makes it without parts.
    if (parsed.success) {
      const { parts: _parts, ...input } = parsed.data;
      return inputs.push(input as CaseInput);
    }
    for (const [field, message] of Object.entries(fieldErrors(parsed.error.issues))) errors[specimenErrorKey(field, i)] ??= message;
  });
  return Object.keys(errors).length ? { errors } : { inputs };
}

/** The fields that differ from the case as loaded, with its version (a stale edit is refused). */
export function validateEdit(kind: CaseKind, original: CaseDto, v: CaseFormValues): { changes: CaseUpdate } | { errors: FieldErrors } {
  const loaded = caseFormFrom(original);
  const before = toInput(kind, loaded, loaded.specimens[0]!);
  const after = toInput(kind, v, v.specimens[0]!);
  const changes: Record<string, unknown> = { version: original.version };
  for (const [field, value] of Object.entries(after)) {
    if (normalize(value) !== normalize(before[field])) changes[field] = value;
  }
  const parsed = updateCaseSchema(kind).safeParse(changes);
  if (!parsed.success) return { errors: fieldErrors(parsed.error.issues) };
  return { changes: parsed.data };
}

function normalize(value: unknown): string {
  return value === '' || value === undefined ? 'null' : JSON.stringify(value);
}

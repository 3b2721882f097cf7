import type { CaseFieldName, CaseFieldOf, CaseFields, CaseKind, CaseValues } from '@pathdesk/contracts';
import { caseFieldsOf, isCaseField } from '@pathdesk/contracts/schemas';

/**
 * The registration data of a case as the audit log keeps it and edits compare it (CaseFields):
 * the contracts' names (hospitalId…), instants as ISO text, dates as yyyy-mm-dd, and only the
 * fields of the case's kind — all derived from the contracts' field table.
 */

const instant = (value: unknown): string | null => (typeof value === 'string' && value ? new Date(value).toISOString() : null);

/** A field's value as stored: instants normalised to ISO (UTC, milliseconds). */
function stored({ column }: CaseFieldOf, value: unknown): unknown {
  return column.type === 'timestamptz' ? instant(value) : value;
}

/**
 * Fields of a kind, each from `value` — the one place such a record gets its type: the keys are
 * the kind's fields (caseFieldsOf), and each value was validated by the field's schema. `holds`
 * checks that the record has every field it is typed with (a registration: all of the kind's).
 */
function fieldRecord<T extends Partial<CaseFields>>(
  fields: readonly CaseFieldOf[],
  value: (field: CaseFieldOf) => unknown,
  holds: (record: Record<string, unknown>) => record is T,
): T {
  const record: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field.name, value(field)]));
  if (!holds(record)) throw new Error(`A case record lacks some of the fields ${fields.map((f) => f.name).join(', ')}`);
  return record;
}

/** A record of every field of the kind: a stored registration. */
const allFieldsOf =
  (kind: CaseKind) =>
  (record: Record<string, unknown>): record is CaseFields =>
    caseFieldsOf(kind).every(({ name }) => Object.hasOwn(record, name));

/** A record of case fields only (any subset): the changes of an edit. */
const someFields = (record: Record<string, unknown>): record is Partial<CaseFields> => Object.keys(record).every(isCaseField);

/**
 * A registration as stored: defaults filled in, instants normalised. `price` and `ageYears` are
 * the caller's (the kind's default price; the age computed from the birth date).
 */
export function fieldsFromInput(kind: CaseKind, input: CaseValues, derived: { price: number; ageYears: number | null }): CaseFields {
  const fields = fieldRecord(caseFieldsOf(kind), (field) => stored(field, input[field.name]) ?? field.column.default ?? null, allFieldsOf(kind));
  return { ...fields, ...derived };
}

/** The requested changes of an edit, normalised like stored fields (only the keys sent). */
export function requestedFields(kind: CaseKind, request: Partial<CaseValues>): Partial<CaseFields> {
  const sent = caseFieldsOf(kind).filter(({ name }) => request[name] !== undefined);
  return fieldRecord(sent, (field) => stored(field, request[field.name]), someFields);
}

/** The names of the fields whose values differ. */
export function differingFields(before: Partial<CaseFields>, after: Partial<CaseFields>): CaseFieldName[] {
  return Object.keys(after)
    .filter(isCaseField)
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

export function pick(fields: Partial<CaseFields>, keys: readonly CaseFieldName[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));
}

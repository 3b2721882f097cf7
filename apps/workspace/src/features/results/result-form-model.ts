import type { CaseKind, ResultFields } from '@pathdesk/contracts';
import type { FieldErrors } from '@pathdesk/web-ui';

export type AnyResult = ResultFields<CaseKind>;

/** The labels of the result fields, as the forms show them and the "still needs" list names them. */
const RESULT_FIELD_LABELS: Record<string, string> = {
  gross: 'Gross description',
  microscopic: 'Microscopic description',
  diagnosis: 'Diagnosis',
  comment: 'Comment',
  pathologistId: 'Pathologist',
  screenerId: 'Screener',
  cytoTypeId: 'Cytological type',
  gynTypeId: 'Specimen type',
  adequacy: 'Specimen adequacy',
  adequacyNote: 'Adequacy note',
  unsatisfactoryReason: 'Reason unsatisfactory',
  category: 'Category',
  interpretation: 'Interpretation',
  organisms: 'Organisms',
  reactiveChanges: 'Reactive changes',
  agcSubtype: 'AGC subtype',
  adenocarcinomaType: 'Adenocarcinoma type',
  otherFinding: 'Other finding',
  commentIds: 'Comments',
  highRisk: 'High-risk patient',
};

export const labelOf = (field: string) => RESULT_FIELD_LABELS[field] ?? field;

/** Text cleared to '' and absent values compare equal to null (as the server stores them). */
function normalize(value: unknown): string {
  if (value === '' || value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.trim() || null);
  return JSON.stringify(value);
}

/** The fields that differ from what was loaded: what a save sends. */
export function changedFields(before: AnyResult, after: AnyResult): Partial<AnyResult> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (normalize(value) !== normalize((before as unknown as Record<string, unknown>)[field])) changes[field] = value === '' ? null : value;
  }
  return changes as Partial<AnyResult>;
}

export const isDirty = (before: AnyResult, after: AnyResult) => Object.keys(changedFields(before, after)).length > 0;

/** The server names result fields `fields.<name>`; the form names them `<name>`. */
export function resultFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^fields\./, ''), message]));
}

/** Marks the fields a sign-out still needs, on the form. */
export function missingErrors(missing: readonly string[]): FieldErrors {
  return Object.fromEntries(missing.map((field) => [field, 'is required before sign-out']));
}

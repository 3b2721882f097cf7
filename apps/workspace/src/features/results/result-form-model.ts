import { partLetter, type CaseKind, type ResultFields } from '@pathdesk/contracts';
import type { FieldErrors } from '@pathdesk/web-ui';
import { fixedT } from '@pathdesk/web-data';

export type AnyResult = ResultFields<CaseKind>;

/** The labels of the result fields, as the forms show them and the "still needs" list names them (in the user's language). */
function resultFieldLabels(): Record<string, string> {
  const t = fixedT('workspace');
  return {
    gross: t('resultFields.gross'),
    microscopic: t('resultFields.microscopic'),
    diagnosis: t('resultFields.diagnosis'),
    malignancy: t('resultFields.malignancy'),
    additionalStudies: t('resultFields.additionalStudies'),
    noBlocksReason: t('resultFields.noBlocksReason'),
    comment: t('resultFields.comment'),
    pathologistId: t('resultFields.pathologistId'),
    screenerId: t('resultFields.screenerId'),
    cytoTypeId: t('resultFields.cytoTypeId'),
    gynTypeId: t('resultFields.gynTypeId'),
    adequacy: t('resultFields.adequacy'),
    adequacyNote: t('resultFields.adequacyNote'),
    unsatisfactoryReason: t('resultFields.unsatisfactoryReason'),
    category: t('resultFields.category'),
    interpretation: t('resultFields.interpretation'),
    organisms: t('resultFields.organisms'),
    reactiveChanges: t('resultFields.reactiveChanges'),
    agcSubtype: t('resultFields.agcSubtype'),
    adenocarcinomaType: t('resultFields.adenocarcinomaType'),
    otherFinding: t('resultFields.otherFinding'),
    commentIds: t('resultFields.commentIds'),
    highRisk: t('resultFields.highRisk'),
  };
}

/** A field's label; a part's field (parts.1.diagnosis) is named by the part's letter: "B. Diagnosis". */
export const labelOf = (field: string): string => {
  const part = /^parts\.(\d+)\.(\w+)$/.exec(field);
  if (part) return `${partLetter(Number(part[1]))}. ${labelOf(part[2]!)}`;
  return resultFieldLabels()[field] ?? field;
};

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

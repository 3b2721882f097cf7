import { coded } from '@pathdesk/contracts';
import type { CaseKind, CfgCategory, CytologicalResult, FieldError, GynecologicalResult, ResultFields, SurgicalResult } from '@pathdesk/contracts';

/**
 * A result as stored and compared: every field of its kind, in a fixed order, with its empty value
 * (null, [] or false) where nothing was written. Fields of other kinds never get in.
 */
const EMPTY: { [K in CaseKind]: ResultFields<K> } = {
  surgical: {
    parts: [],
    gross: null,
    microscopic: null,
    diagnosis: null,
    malignancy: null,
    additionalStudies: null,
    comment: null,
    pathologistId: null,
    noBlocksReason: null,
  } satisfies SurgicalResult,
  cytological: {
    cytoTypeId: null,
    adequacy: null,
    adequacyNote: null,
    category: null,
    interpretation: null,
    diagnosis: null,
    additionalStudies: null,
    comment: null,
    screenerId: null,
    pathologistId: null,
  } satisfies CytologicalResult,
  gynecological: {
    gynTypeId: null,
    adequacy: null,
    adequacyNote: null,
    unsatisfactoryReason: null,
    interpretation: null,
    organisms: [],
    reactiveChanges: [],
    agcSubtype: null,
    adenocarcinomaType: null,
    otherFinding: null,
    commentIds: [],
    comment: null,
    screenerId: null,
    pathologistId: null,
    highRisk: false,
  } satisfies GynecologicalResult,
};

/** The fields of `kind`, from whatever was stored or sent (unknown keys dropped, absent ones empty). */
export function normalizeFields<K extends CaseKind>(kind: K, fields: Partial<ResultFields> | null | undefined): ResultFields<K> {
  const empty = EMPTY[kind] as unknown as Record<string, unknown>;
  const source = (fields ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(empty).map((key) => [key, source[key] === undefined ? empty[key] : source[key]])) as unknown as ResultFields<K>;
}

/**
 * A new result starts from what the registration knows: the specimen type of a cytological or
 * gynecological case.
 */
export function newResultFields<K extends CaseKind>(kind: K, registered: { cytoTypeId: number | null; gynTypeId: number | null }): ResultFields<K> {
  if (kind === 'cytological') return normalizeFields(kind, { cytoTypeId: registered.cytoTypeId });
  if (kind === 'gynecological') return normalizeFields(kind, { gynTypeId: registered.gynTypeId });
  return normalizeFields(kind, {});
}

/** The names of the fields whose values differ. */
export function differingFields(before: ResultFields, after: ResultFields): string[] {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  return Object.keys(b).filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null));
}

export function sameFields(before: ResultFields, after: ResultFields): boolean {
  return differingFields(before, after).length === 0;
}

export function pickFields(fields: ResultFields, keys: readonly string[]): Record<string, unknown> {
  const source = fields as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}

/** The result fields that name config values, and the category each must be. */
const RESULT_REFERENCES: { field: string; category: CfgCategory; label: string }[] = [
  { field: 'pathologistId', category: 'pathologist', label: 'pathologist' },
  { field: 'screenerId', category: 'screener', label: 'screener' },
  { field: 'cytoTypeId', category: 'cytologicaltype', label: 'cytological type' },
  { field: 'gynTypeId', category: 'gynecologicaltype', label: 'gynecological type' },
];
const COMMENTS = { field: 'commentIds', category: 'gynecologicalcomment' as CfgCategory, label: 'gynecological comment' };

/** Every config value id a result names. */
export function referencedIds(fields: ResultFields): number[] {
  const f = fields as unknown as Record<string, unknown>;
  const ids = RESULT_REFERENCES.map(({ field }) => f[field]).filter((id): id is number => typeof id === 'number');
  return [...ids, ...((f.commentIds as number[] | undefined) ?? [])];
}

export interface CfgRef {
  category: CfgCategory;
  active: boolean;
  name: string;
  value: string | null;
}

/**
 * The reference errors of a result: a field naming something unknown, of another list, or no
 * longer active. Only what the save chose anew is checked for being active (`before`): an entry
 * chosen earlier and since deactivated stays valid on the result that named it.
 */
export function referenceErrors(next: ResultFields, before: ResultFields, refs: ReadonlyMap<number, CfgRef>): FieldError[] {
  const errors: FieldError[] = [];
  const n = next as unknown as Record<string, unknown>;
  const b = before as unknown as Record<string, unknown>;
  const check = (field: string, id: number, category: CfgCategory, label: string, isNew: boolean) => {
    const entry = refs.get(id);
    if (!entry || entry.category !== category) errors.push({ field, ...coded('is_not_a_known_what', { what: label }) });
    else if (isNew && !entry.active) errors.push({ field, ...coded('is_no_longer_active_choose_another_what', { what: label }) });
  };
  for (const { field, category, label } of RESULT_REFERENCES) {
    const id = n[field];
    if (typeof id === 'number') check(field, id, category, label, id !== b[field]);
  }
  const comments = (n[COMMENTS.field] as number[] | undefined) ?? [];
  const had = new Set((b[COMMENTS.field] as number[] | undefined) ?? []);
  comments.forEach((id, i) => check(`${COMMENTS.field}.${i}`, id, COMMENTS.category, COMMENTS.label, !had.has(id)));
  if (new Set(comments).size !== comments.length) errors.push({ field: COMMENTS.field, message: 'names a comment twice' });
  return errors;
}

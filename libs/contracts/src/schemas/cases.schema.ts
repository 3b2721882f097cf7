import { z } from 'zod';
import { caseDateErrors, type CaseDates } from '../case-dates.js';
import { CASE_COUNT_CAP, CASE_FILTERS, CASE_SORT_FIELDS, CASE_STATUSES } from '../cases.js';
import type { CaseKind } from '../lookups.js';
import { CASE_FIELD_SHAPES, CLOCK_SKEW_MS } from './case-fields.schema.js';
import { daySchema, listQuerySchema, queryIdSchema } from './common.schema.js';
import { caseFieldsFromParts, casePartsSchema, partDateIssues, storedPart, type CasePartValues } from './case-parts.schema.js';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const day = daySchema;

/** The reception is not in the future; the dates agree with each other (caseDateErrors, the one rule). */
function datesInOrder(value: CaseDates, ctx: z.RefinementCtx) {
  if (value.receivedAt && Date.parse(value.receivedAt) > Date.now() + CLOCK_SKEW_MS) {
    ctx.addIssue({ code: 'custom', path: ['receivedAt'], message: 'cannot be in the future' });
  }
  for (const { field, message } of caseDateErrors(value)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/**
 * POST /api/{kind}: one case of that kind; fields of other kinds are unknown fields. Its parts
 * (issue 27) are `parts`, lettered A, B, … in order; without them the case is one part A, its
 * specimen. With them the case's specimen is their summary, and its containers and collection
 * follow from the parts unless sent (caseFieldsFromParts). The output always carries the parts.
 */
export function createCaseSchema(kind: CaseKind) {
  const shape = CASE_FIELD_SHAPES[kind];
  return z
    .strictObject({ ...shape, specimen: shape.specimen.optional(), parts: casePartsSchema.optional() })
    .superRefine((value, ctx) => {
      datesInOrder(value, ctx);
      if (value.parts === undefined && value.specimen === undefined) ctx.addIssue({ code: 'custom', path: ['specimen'], message: 'is required' });
      partDateIssues(value.parts, value.receivedAt, ctx);
    })
    .transform(({ parts, ...value }) => withParts(value, parts));
}

function withParts<V extends { specimen?: string; containers?: number; collectedAt?: string | null }>(value: V, parts: CasePartValues[] | undefined) {
  if (!parts) {
    const part = storedPart({ letter: 'A', specimen: value.specimen!, containers: value.containers, collectedAt: value.collectedAt });
    return { ...value, specimen: value.specimen!, parts: [part] };
  }
  const stored = parts.map(storedPart);
  const derived = caseFieldsFromParts(stored);
  return { ...value, specimen: derived.specimen, containers: value.containers ?? derived.containers, collectedAt: value.collectedAt ?? derived.collectedAt, parts: stored };
}

/** POST /api/{kind}/new: several specimens of one requisition, registered together or not at all. */
export function createCaseBatchSchema(kind: CaseKind) {
  return z.strictObject({ cases: z.array(createCaseSchema(kind)).min(1, 'needs at least one specimen').max(20) });
}

/** PUT /api/{kind}/{id}: changed fields, the version read, or a cancellation with its reason. */
export function updateCaseSchema(kind: CaseKind) {
  const fields = z.strictObject(CASE_FIELD_SHAPES[kind]).partial();
  return fields
    .extend({
      /** The case's parts as they are to be (issue 27): parts added at the end, removed from the end, changed. */
      parts: casePartsSchema.optional(),
      version: z.number().int().min(1, 'is required'),
      status: z.literal('cancelled', { error: 'only cancelling is done here; results move the other statuses' }).optional(),
      cancelReason: text(500).optional(),
    })
    .superRefine((value, ctx) => {
      datesInOrder(value, ctx);
      if (value.status === 'cancelled' && (value.cancelReason ?? '').length < 3) {
        ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'is required to cancel a case' });
      }
      if (value.cancelReason !== undefined && value.status !== 'cancelled') {
        ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'goes with status "cancelled"' });
      }
    });
}

const blank = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/{kind}: the worklist. */
export const caseListQuerySchema = listQuerySchema(CASE_SORT_FIELDS, 'receivedAt', CASE_FILTERS).extend({
  sortOrder: z.preprocess(
    blank,
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(-1)]))
      .default(-1),
  ),
  first: z.preprocess(blank, z.coerce.number().int().min(0).max(CASE_COUNT_CAP, `pages stop at ${CASE_COUNT_CAP}: narrow the list with filters`).default(0)),
  status: z.preprocess((v) => (v === '' || v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',')), z.array(z.enum(CASE_STATUSES)).optional()),
  hospitalId: queryIdSchema,
  doctorId: queryIdSchema,
  receivedFrom: z.preprocess(blank, day.optional()),
  receivedTo: z.preprocess(blank, day.optional()),
  cursor: z.preprocess(blank, z.string().max(200).optional()),
});

export const auditQuerySchema = z.strictObject({
  entity: z.preprocess(blank, z.string().max(60).optional()),
  entityId: z.preprocess(blank, z.string().max(60).optional()),
  first: z.preprocess(blank, z.coerce.number().int().min(0).default(0)),
  rows: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(50)),
});

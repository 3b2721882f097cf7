import { z } from 'zod';
import { CASE_ROUTES } from '../cases.js';
import { CASE_KINDS, type CaseKind } from '../lookups.js';
import { REQUISITION_STATUSES } from '../requisitions.js';
import { CASE_FIELD_SHAPES } from './case-fields.schema.js';
import { casePartsSchema } from './case-parts.schema.js';
import { createCaseSchema } from './cases.schema.js';

const blank = (v: unknown) => (v === '' ? undefined : v);
const PLURAL_TO_KIND = new Map<unknown, CaseKind>(CASE_KINDS.map((kind) => [CASE_ROUTES[kind].plural, kind]));

/** A kind as the cases' routes name it, singular (`surgical`) or plural (`surgicals`). */
const kindSchema = z.preprocess((v) => PLURAL_TO_KIND.get(v) ?? v, z.enum(CASE_KINDS, { error: 'must be surgical, cytological or gynecological' }));

/**
 * One case as a hospital orders it (issue 28.4): what `POST /api/{kind}` takes for one case, parts
 * included — but not yet received (the lab's reception time is set at receipt) and without a price
 * (the lab's to set).
 */
export function requisitionCaseSchema(kind: CaseKind) {
  const { price: _price, ...shape } = CASE_FIELD_SHAPES[kind];
  return z.strictObject({ ...shape, receivedAt: shape.receivedAt.optional(), specimen: shape.specimen.optional(), parts: casePartsSchema.optional() }).superRefine((value, ctx) => {
    if (value.parts === undefined && value.specimen === undefined) ctx.addIssue({ code: 'custom', path: ['specimen'], message: 'is required' });
  });
}

/** Zod's issues of a nested parse, moved under `prefix` (`case.doctorId`). */
function reissue(ctx: z.RefinementCtx, prefix: string, issues: readonly z.core.$ZodIssue[]): void {
  for (const issue of issues) ctx.addIssue({ ...(issue as z.core.$ZodIssueCustom), path: [prefix, ...issue.path] });
}

/** POST /api/requisitions: `{ kind, case }`. */
export const createRequisitionSchema = z
  .strictObject({ kind: kindSchema, case: z.record(z.string(), z.unknown(), { error: 'must be the case as POST /api/{kind} takes it' }) })
  .transform((value, ctx) => {
    const parsed = requisitionCaseSchema(value.kind).safeParse(value.case);
    if (!parsed.success) {
      reissue(ctx, 'case', parsed.error.issues);
      return z.NEVER;
    }
    return { kind: value.kind, case: parsed.data as Record<string, unknown> & { hospitalId: number; doctorId?: number | null } };
  });

/**
 * The case registered at receipt: what the hospital sent with the lab's changes over it, received
 * now unless the changes say when; checked as `POST /api/{kind}` checks one case (issues at `changes.<field>`).
 */
export function receivedCaseOf(kind: CaseKind, sent: Record<string, unknown>, changes: Record<string, unknown>, receivedAt: string) {
  return createCaseSchema(kind).safeParse({ ...sent, receivedAt, ...changes });
}

/** POST /api/requisitions/{id}/receive: what the lab changes of the hospital's case (e.g. a part not received), if anything. */
export const receiveRequisitionSchema = z
  .strictObject({
    changes: z.record(z.string(), z.unknown(), { error: 'must be the case fields changed' }).optional(),
  })
  .default({});

/** GET /api/requisitions: a page, newest first; `search` finds a code, an HN or an accession number by prefix. */
export const requisitionListQuerySchema = z.strictObject({
  first: z.preprocess(blank, z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(0)),
  rows: z.preprocess(blank, z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(25)),
  status: z.preprocess(blank, z.enum(REQUISITION_STATUSES, { error: 'must be ordered or received' }).optional()),
  search: z.preprocess(blank, z.string().trim().max(40).optional()),
});

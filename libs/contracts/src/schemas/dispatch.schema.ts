import { customIssue } from '../error-codes.js';
import { z } from 'zod';
import { DISPATCH_SORT_FIELDS, INCLUDE_REPORT_SORT_FIELDS, MAX_DISPATCH_REPORTS } from '../dispatch.js';
import { CASE_KINDS } from '../lookups.js';
import { blankToUndefined, daySchema, listQuerySchema, optionalText, queryIdSchema } from './common.schema.js';

const blank = blankToUndefined;
const optionalId = queryIdSchema;
const optionalDay = z.preprocess(blank, daySchema.optional());

function fromNotAfterTo(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
}

/** GET /api/reports/{kind}includereports: oldest releases first, up to 500 a page (all ticked by default). */
export const includeReportQuerySchema = listQuerySchema(INCLUDE_REPORT_SORT_FIELDS, 'releasedAt')
  .omit({ filters: true })
  .extend({
    rows: z.preprocess(blank, z.coerce.number().int().min(1).max(500).default(100)),
    hospitalId: optionalId,
    from: optionalDay,
    to: optionalDay,
  })
  .superRefine(fromNotAfterTo);

/** POST /api/reports/dispatches. */
export const createDispatchSchema = z
  .strictObject({
    kind: z.enum(CASE_KINDS),
    hospitalId: z.number().int().positive('must be a positive whole number'),
    reportIds: z
      .array(z.number().int().positive('must be a positive whole number'))
      .min(1, 'choose at least one report')
      .max(MAX_DISPATCH_REPORTS, `at most ${MAX_DISPATCH_REPORTS} reports in one dispatch`),
    note: optionalText(500),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<number>();
    if (!Array.isArray(b.reportIds)) return;
    b.reportIds.forEach((id, i) => {
      if (seen.has(id)) ctx.addIssue({ path: ['reportIds', i], ...customIssue('report_listed_twice', { id }) });
      seen.add(id);
    });
  });

/** GET /api/reports/dispatches: newest first. */
export const dispatchListQuerySchema = listQuerySchema(DISPATCH_SORT_FIELDS, 'createdAt')
  .omit({ filters: true, search: true })
  .extend({
    sortOrder: z.preprocess(
      blank,
      z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(-1)]))
        .default(-1),
    ),
    kind: z.preprocess(blank, z.enum(CASE_KINDS).optional()),
    hospitalId: optionalId,
    caseId: optionalId,
    from: optionalDay,
    to: optionalDay,
  })
  .superRefine(fromNotAfterTo);

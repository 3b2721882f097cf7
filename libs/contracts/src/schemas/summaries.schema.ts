import { customIssue } from '../error-codes.js';
import { z } from 'zod';
import { addDays } from '../lab-clock.js';
import { CASE_KINDS, type CaseKind } from '../lookups.js';
import { MAX_SUMMARY_DAYS, SUMMARY_CASE_SORT_FIELDS, SUMMARY_CATEGORIES, SUMMARY_EXPORT_FORMATS } from '../summaries.js';
import { blankToUndefined, daySchema, listQuerySchema, queryFlagSchema, queryIdSchema, requiredText } from './common.schema.js';
import { dayWith } from './dates.schema.js';
import { MALIGNANCY_CATEGORIES } from '../results.js';

const blank = blankToUndefined;
const optionalId = queryIdSchema;
const requiredDay = z.preprocess(
  blank,
  dayWith((issue) => (issue.input === undefined ? 'is required (yyyy-mm-dd)' : 'must be a date (yyyy-mm-dd)')),
);

const periodFields = {
  from: requiredDay,
  to: requiredDay,
  hospitalId: optionalId,
  pathologistId: optionalId,
  screenerId: optionalId,
};

/** A refinement also runs when a field failed: it reads only values that passed. */
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

function checkPeriod(kind: CaseKind) {
  return (q: { from?: string | undefined; to?: string | undefined; screenerId?: number | undefined }, ctx: z.RefinementCtx) => {
    if (isDay(q.from) && isDay(q.to)) {
      if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (q.to >= addDays(q.from, MAX_SUMMARY_DAYS)) ctx.addIssue({ path: ['to'], ...customIssue('period_at_most_days', { days: MAX_SUMMARY_DAYS }) });
    }
    if (kind === 'surgical' && q.screenerId !== undefined) ctx.addIssue({ code: 'custom', path: ['screenerId'], message: 'surgical cases have no screener' });
  };
}

/** GET /api/{plural}/summary. */
export function summaryQuerySchema(kind: CaseKind) {
  return z.strictObject(periodFields).superRefine(checkPeriod(kind));
}

/** GET /api/{plural}/summary/cases: the period, paging, and one category of the kind. */
export function summaryCasesQuerySchema(kind: CaseKind) {
  return listQuerySchema(SUMMARY_CASE_SORT_FIELDS, 'receivedAt')
    .omit({ filters: true })
    .extend({ ...periodFields, category: z.preprocess(blank, z.enum(SUMMARY_CATEGORIES[kind]).optional()) })
    .superRefine(checkPeriod(kind));
}

/** GET /api/{plural}/summary/export. */
export function summaryExportQuerySchema(kind: CaseKind) {
  return z.strictObject({ ...periodFields, format: z.preprocess(blank, z.enum(SUMMARY_EXPORT_FORMATS).default('xlsx')) }).superRefine(checkPeriod(kind));
}

const tatTargetSchema = z.strictObject({
  kind: z.enum(CASE_KINDS),
  days: z.number().int('must be a whole number of working days').min(0).max(60),
  share: z.number().min(0.01, 'must be between 1% and 100%').max(1, 'must be between 1% and 100%'),
});

const closureSchema = z.strictObject({ from: daySchema, to: daySchema, reason: requiredText(200) }).superRefine((c, ctx) => {
  if (!isDay(c.from) || !isDay(c.to)) return;
  if (c.to < c.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (c.to >= addDays(c.from, 62)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'a closure lasts at most 62 days' });
});

/** PUT /api/lab-settings/turnaround: one target per kind, and the lab's closures (at most 200). */
export const updateTurnaroundSchema = z
  .strictObject({
    targets: z.array(tatTargetSchema).length(CASE_KINDS.length, 'give one target per case kind'),
    closures: z.array(closureSchema).max(200),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    if (!Array.isArray(b.targets)) return;
    b.targets.forEach((t, i) => {
      if (seen.has(t.kind)) ctx.addIssue({ path: ['targets', i, 'kind'], ...customIssue('value_given_twice', { value: t.kind }) });
      seen.add(t.kind);
    });
  });

/** GET /api/lab-settings/calendar?year=2026. */
export const labCalendarQuerySchema = z.strictObject({
  // A refinement rather than min/max: the API fuzz draws integers within a schema's bounds, capped at 1,000.
  year: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('must be a year')
      .refine((y) => y >= 2000 && y <= 2100, 'must be a year from 2000 to 2100'),
  ),
});

/** GET /api/surgicals/summary/malignancy-reviews: pending (true: not reviewed yet), first, rows. */
export const malignancyReviewListQuerySchema = z.strictObject({
  pending: queryFlagSchema,
  first: z.preprocess(blank, z.coerce.number().int().min(0).default(0)),
  rows: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});

/** POST /api/surgicals/summary/malignancy-reviews/{reportId}. */
export const malignancyReviewSchema = z.strictObject({
  malignancy: z.enum(MALIGNANCY_CATEGORIES, { error: 'must be malignant, not-malignant or uncertain' }),
  note: z.string().trim().max(500).optional(),
});

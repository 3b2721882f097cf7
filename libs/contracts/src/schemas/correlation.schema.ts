import { z } from 'zod';
import { CORRELATION_OUTCOMES, CORRELATION_STATUSES } from '../correlation.js';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../lists.js';
import { blankToUndefined, daySchema, optionalText } from './common.schema.js';

const period = {
  from: z.preprocess(blankToUndefined, daySchema.optional()),
  to: z.preprocess(blankToUndefined, daySchema.optional()),
};
const inOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
};

/** GET /api/reports/gynecologicals/correlations: status, the biopsy's sign-out days (both ends included), paging. */
export const correlationListQuerySchema = z
  .strictObject({
    status: z.preprocess(blankToUndefined, z.enum(CORRELATION_STATUSES, { error: `must be one of ${CORRELATION_STATUSES.join(', ')}` }).optional()),
    ...period,
    first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
    rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  })
  .superRefine(inOrder);
export type CorrelationListQuery = z.output<typeof correlationListQuerySchema>;

/** GET /api/reports/gynecologicals/correlations/summary */
export const correlationSummaryQuerySchema = z.strictObject(period).superRefine(inOrder);

/** POST/PUT /api/reports/gynecologicals/correlations/{id}: the outcome; a discrepancy says what differs. */
export const correlationReviewSchema = z
  .strictObject({
    outcome: z.enum(CORRELATION_OUTCOMES, { error: 'must be agree, minor or major' }),
    note: optionalText(2_000),
  })
  .superRefine((r, ctx) => {
    if (r.outcome !== 'agree' && !r.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'is required for a discrepancy: say what differs' });
  });

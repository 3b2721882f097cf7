import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lists.js';
import { WORKLOAD_MAX_HOURS } from '../workload.js';
import { blankToUndefined, daySchema, queryIdSchema } from './common.schema.js';

const optionalDay = z.preprocess(blankToUndefined, daySchema.optional());

/** GET /api/workload?screenerId&from&to&first&rows — newest day first. */
export const workloadListQuerySchema = z
  .strictObject({
    screenerId: queryIdSchema,
    from: optionalDay,
    to: optionalDay,
    first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
    rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });

/** GET /api/workload/{screenerId}/log.pdf?from&to — at most a quarter (93 days). */
export const workloadLogQuerySchema = z
  .strictObject({ from: optionalDay, to: optionalDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, { path: ['to'], message: 'the log covers at most 93 days' });

export const workloadDaySchema = daySchema;

export const declareHoursSchema = z.strictObject({
  hours: z
    .number({ error: 'must be a number of hours' })
    .gt(0, 'must be more than 0 hours')
    .max(WORKLOAD_MAX_HOURS, `a day has at most ${WORKLOAD_MAX_HOURS} hours of screening`)
    .multipleOf(0.25, 'must be in quarter hours (0.25)'),
});

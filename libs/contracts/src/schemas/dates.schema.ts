import { z } from 'zod';

/**
 * The years a date may have, wherever one is given — a path, a query, a body, a list filter
 * (issue 24.10, docs/security.md): the lab's calendar arithmetic (a day after, a time zone) and
 * PostgreSQL hold them all, while year 0 or 9999 broke both. A field may narrow it (a birth date).
 */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 2999;
const OUT_OF_YEARS = `must be in the years ${MIN_YEAR} to ${MAX_YEAR}`;

/** Whether an ISO date, time or month (yyyy-…) is in the years above; text of another shape is the format check's to refuse. */
export function yearInRange(value: string): boolean {
  const year = /^(\d{4})-/.exec(value)?.[1];
  return year === undefined || (Number(year) >= MIN_YEAR && Number(year) <= MAX_YEAR);
}

/** A calendar day (yyyy-mm-dd) in the years above, with the format's own error message when given. */
export const dayWith = (error: z.core.$ZodISODateParams['error'] = 'must be a date (yyyy-mm-dd)') => z.iso.date({ error }).refine(yearInRange, OUT_OF_YEARS);

/** THE day of every request: yyyy-mm-dd, a day the calendar has, in the years 1000 to 2999. */
export const daySchema = dayWith();

/** THE date and time of every request: ISO with an offset, in the years 1000 to 2999. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: 'must be a date and time' }).refine(yearInRange, OUT_OF_YEARS);

/** A month, yyyy-mm, in the years 1000 to 2999. */
export const monthSchema = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'must be a month (yyyy-mm)')
  .refine(yearInRange, OUT_OF_YEARS);

/** A from–to range of months (yyyy-mm), from ≤ to, at most 24 months. */
export const monthRangeSchema = () =>
  z.strictObject({ from: monthSchema, to: monthSchema }).superRefine((q, ctx) => {
    const months = (Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4))) * 12 + Number(q.to.slice(5)) - Number(q.from.slice(5));
    if (months < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (months > 23) ctx.addIssue({ code: 'custom', path: ['to'], message: 'at most 24 months at once' });
  });

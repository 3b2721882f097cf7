import { z } from 'zod';
import type { FilterableFields } from '../filters.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lists.js';
import { filtersSchema } from './filters.schema.js';

/** Query strings arrive as text: numbers are coerced, blanks mean "not given". */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A query's true/false (blank: not given). */
export const queryFlagSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
  z.boolean({ error: 'must be true or false' }).optional(),
);

export const daySchema = z.iso.date({ error: 'must be a date (yyyy-mm-dd)' });

/** Optional text: trimmed; blank becomes null (clears the field). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const idParamSchema = z.coerce.number().int().positive('must be a positive whole number');

/**
 * first/rows/sortField/sortOrder/search (and column `filters` when `filterable` is given), with
 * `sortField` limited to the given columns.
 */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
  filterable: FilterableFields = {},
) {
  return z.strictObject({
    filters: z.preprocess(blankToUndefined, filtersSchema(filterable).optional()),
    first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
    rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
    sortField: z.preprocess(blankToUndefined, z.enum(sortFields).default(defaultSort as never)),
    sortOrder: z.preprocess(blankToUndefined, z.coerce.number().pipe(z.union([z.literal(1), z.literal(-1)])).default(1)),
    search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  });
}

export const deleteByIdsSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, 'choose at least one').max(500),
});

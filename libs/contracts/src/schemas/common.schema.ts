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

export { dateTimeSchema, daySchema } from './dates.schema.js';

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

/** The largest id PostgreSQL's `serial` columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * An id given as text (a path parameter, a query field): digits only, without a sign, spaces, a
 * leading zero, a fraction, an exponent or hex — `0x10` is not 16 and ` 1` is not 1 (issue 24.16) —
 * and within the database's range. THE id parser: every path and query id goes through it.
 */
export const idParamSchema = z
  .union([z.string(), z.number()], { error: 'must be a positive whole number' })
  .transform((value) => String(value))
  .pipe(z.string().regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number (digits only)'))
  .transform(Number)
  .pipe(z.number().max(MAX_ID, `must be at most ${MAX_ID}`));

/** An optional id in a query (blank: not given). */
export const queryIdSchema = z.preprocess(blankToUndefined, idParamSchema.optional());

/**
 * first/rows/sortField/sortOrder/search (and column `filters` when `filterable` is given), with
 * `sortField` limited to the given columns.
 */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F, defaultSort: F[number], filterable: FilterableFields = {}) {
  return z.strictObject({
    filters: z.preprocess(blankToUndefined, filtersSchema(filterable).optional()),
    first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
    rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
    sortField: z.preprocess(blankToUndefined, z.enum(sortFields).default(defaultSort as never)),
    sortOrder: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(-1)]))
        .default(1),
    ),
    search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  });
}

export const deleteByIdsSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, 'choose at least one').max(500),
});

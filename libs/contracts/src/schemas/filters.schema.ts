import { customIssue } from '../error-codes.js';
import { z } from 'zod';
import { MATCH_MODES_BY_TYPE, type FilterableFields, type ListFilters, type MatchMode } from '../filters.js';
import { yearInRange } from './dates.schema.js';

const constraint = z.strictObject({
  matchMode: z.string(),
  value: z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
});

const isMatchMode = (mode: string): mode is MatchMode => Object.values(MATCH_MODES_BY_TYPE).some((modes) => modes.some((m) => m === mode));

const fieldFilter = z.strictObject({
  operator: z.enum(['and', 'or']).default('and'),
  constraints: z.array(constraint).min(1).max(5),
});

/**
 * The `filters` query parameter: JSON of { field: { operator, constraints: [{ matchMode, value }] } },
 * limited to `fields`, each constraint's match mode valid for the field's type, and values of the
 * right kind. Constraints without a value are dropped (an empty filter row).
 */
export function filtersSchema(fields: FilterableFields) {
  return z
    .string()
    .max(4000)
    .transform((text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text);
        return parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), fieldFilter))
    .superRefine((filters, ctx) => {
      for (const [field, filter] of Object.entries(filters)) {
        const type = fields[field];
        if (!type) {
          ctx.addIssue(customIssue('cannot_filter_on', { field }));
          continue;
        }
        for (const { matchMode, value } of filter.constraints) {
          if (!MATCH_MODES_BY_TYPE[type].some((mode) => mode === matchMode)) {
            ctx.addIssue(customIssue('match_mode_does_not_apply', { matchMode, field }));
          } else if (value !== null && !valueFits(type, value)) {
            ctx.addIssue(customIssue('filter_needs_a_value', { field, type: type === 'numeric' ? 'number' : type }));
          }
        }
      }
    })
    .transform((filters) => {
      const cleaned: ListFilters = {};
      for (const [field, filter] of Object.entries(filters)) {
        // Every mode was checked above; the guard carries that to the type.
        const constraints = filter.constraints.flatMap(({ matchMode, value }) => (value !== null && value !== '' && isMatchMode(matchMode) ? [{ matchMode, value }] : []));
        if (constraints.length) cleaned[field] = { operator: filter.operator, constraints };
      }
      return cleaned;
    });
}

function valueFits(type: keyof typeof MATCH_MODES_BY_TYPE, value: string | number | boolean): boolean {
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'numeric':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && isFilterDate(value);
  }
}

const ISO_DAY_OR_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A day (yyyy-mm-dd) or an ISO time in the years 1000 to 2999 (dates.schema.ts), and a day the
 * calendar has (not 2026-02-30): anything else would reach the database as a time it cannot hold.
 */
function isFilterDate(value: string): boolean {
  const match = ISO_DAY_OR_TIME.exec(value);
  if (!match || !yearInRange(value) || Number.isNaN(Date.parse(value))) return false;
  const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
  return day.toISOString().slice(0, 10) === `${match[1]}-${match[2]}-${match[3]}`;
}

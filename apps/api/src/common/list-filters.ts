import type { FilterableFields, FilterConstraint, ListFilters } from '@pathdesk/contracts';
import { escapeLike } from './escape-like.js';

/** Thailand keeps one offset all year: a date typed in a filter is a day in the lab's time. */
export const LAB_UTC_OFFSET = '+07:00';

type Condition = Record<string, unknown>;

/**
 * Column filters (spec §9) as a MikroORM where-condition: constraints of one field joined by its
 * operator (and/or), fields joined by AND. `columns` maps filter names to entity properties where
 * they differ (e.g. hospital → hospital.nameTh). Filters are validated by the contracts first.
 */
export function filtersToWhere(filters: ListFilters | undefined, fields: FilterableFields, columns: Record<string, string> = {}): Condition {
  const all: Condition[] = [];
  for (const [field, filter] of Object.entries(filters ?? {})) {
    const type = fields[field];
    if (!type) continue;
    const property = columns[field] ?? field;
    const parts = filter.constraints.map((c) => constraintToWhere(property, type, c));
    all.push(parts.length === 1 ? parts[0]! : { [filter.operator === 'or' ? '$or' : '$and']: parts });
  }
  return all.length === 0 ? {} : all.length === 1 ? all[0]! : { $and: all };
}

function constraintToWhere(property: string, type: FilterableFields[string], { matchMode, value }: FilterConstraint): Condition {
  const at = (condition: unknown): Condition => nest(property, condition);
  if (type === 'text') {
    const text = escapeLike(String(value));
    switch (matchMode) {
      case 'startsWith':
        return at({ $ilike: `${text}%` });
      case 'contains':
        return at({ $ilike: `%${text}%` });
      case 'notContains':
        return { $not: at({ $ilike: `%${text}%` }) };
      case 'endsWith':
        return at({ $ilike: `%${text}` });
      case 'equals':
        return at({ $ilike: text });
      case 'notEquals':
        return { $not: at({ $ilike: text }) };
    }
  }
  if (type === 'numeric') {
    const number = Number(value);
    const operator = { equals: '$eq', notEquals: '$ne', lt: '$lt', lte: '$lte', gt: '$gt', gte: '$gte' }[matchMode as string];
    if (operator) return at({ [operator]: number });
  }
  if (type === 'boolean') return at({ $eq: value === true || value === 'true' });
  if (type === 'date') {
    const start = labDayStart(String(value));
    const next = new Date(start.getTime() + 86_400_000);
    switch (matchMode) {
      case 'dateIs':
        return at({ $gte: start, $lt: next });
      case 'dateIsNot':
        return { $or: [at({ $lt: start }), at({ $gte: next })] };
      case 'dateBefore':
        return at({ $lt: start });
      case 'dateAfter':
        return at({ $gte: next });
    }
  }
  throw new Error(`Unsupported filter ${matchMode} on ${property}`); // the contracts refuse these first
}

/** The start of the lab's day that `value` (yyyy-mm-dd or an ISO time) falls on. */
export function labDayStart(value: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : new Date(new Date(value).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T00:00:00${LAB_UTC_OFFSET}`);
}

/** { 'hospital.nameTh': x } → { hospital: { nameTh: x } } */
function nest(path: string, condition: unknown): Condition {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), condition) as Condition;
}

import { labDayBounds, type FilterableFields, type FilterConstraint, type ListFilters } from '@pathdesk/contracts';
import { escapeLike } from './escape-like.js';

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
    // A date typed in a filter is a day of the lab's clock.
    const { start, end: next } = labDayBounds(String(value));
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

/** { 'hospital.nameTh': x } → { hospital: { nameTh: x } } */
function nest(path: string, condition: unknown): Condition {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), condition) as Condition;
}

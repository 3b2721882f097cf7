import { QueryOrder } from '@mikro-orm/core';

type OrderMap = Record<string, unknown>;

export interface ListOrderOptions {
  /** Sort names that map to another (or a related) property, e.g. hospitalName → hospital.nameTh. */
  columns?: Record<string, string>;
  /** Properties that may be null: their nulls go last in both directions. */
  nullable?: readonly string[];
  /** Tie-breakers after the sort column (ascending), before the id. */
  then?: readonly string[];
}

/**
 * The ORDER BY of a list: the chosen column (nulls last when it has any), the tie-breakers, then
 * the id so that pages never overlap. Columns that are never null sort plainly ASC/DESC, so that a
 * btree index on them serves both directions.
 */
export function listOrder(sortField: string, sortOrder: 1 | -1, { columns = {}, nullable = [], then = [] }: ListOrderOptions = {}): OrderMap[] {
  const property = columns[sortField] ?? sortField;
  const hasNulls = nullable.includes(sortField);
  const direction = sortOrder === 1 ? (hasNulls ? QueryOrder.ASC_NULLS_LAST : QueryOrder.ASC) : hasNulls ? QueryOrder.DESC_NULLS_LAST : QueryOrder.DESC;
  const keys = [property, ...then.filter((p) => p !== property && p !== 'id')];
  return [...keys.map((key, i) => nest(key, i === 0 ? direction : QueryOrder.ASC)), { id: QueryOrder.ASC }];
}

/** 'hospital.nameTh' → { hospital: { nameTh: direction } } */
function nest(path: string, direction: QueryOrder): OrderMap {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), direction) as OrderMap;
}

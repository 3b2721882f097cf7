/**
 * Column filters of the lists (spec §9), as PrimeReact's DataTable names them. A list query carries
 * them JSON-encoded in its `filters` parameter; the server turns them into SQL.
 */
export const TEXT_MATCH_MODES = ['startsWith', 'contains', 'notContains', 'endsWith', 'equals', 'notEquals'] as const;
export const NUMERIC_MATCH_MODES = ['equals', 'notEquals', 'lt', 'lte', 'gt', 'gte'] as const;
export const DATE_MATCH_MODES = ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'] as const;
export const BOOLEAN_MATCH_MODES = ['equals'] as const;

export type FilterType = 'text' | 'numeric' | 'date' | 'boolean';
export type MatchMode = (typeof TEXT_MATCH_MODES)[number] | (typeof NUMERIC_MATCH_MODES)[number] | (typeof DATE_MATCH_MODES)[number];

export const MATCH_MODES_BY_TYPE: Record<FilterType, readonly MatchMode[]> = {
  text: TEXT_MATCH_MODES,
  numeric: NUMERIC_MATCH_MODES,
  date: DATE_MATCH_MODES,
  boolean: BOOLEAN_MATCH_MODES,
};

export interface FilterConstraint {
  matchMode: MatchMode;
  /** Text, a number, a boolean, or a date as yyyy-mm-dd (or ISO). null: the constraint is unset. */
  value: string | number | boolean | null;
}

export interface FieldFilter {
  operator: 'and' | 'or';
  constraints: FilterConstraint[];
}

/** field → its constraints; fields are combined with AND. */
export type ListFilters = Record<string, FieldFilter>;

/** The columns a list can be filtered on, with their kind. */
export type FilterableFields<F extends string = string> = Readonly<Record<F, FilterType>>;

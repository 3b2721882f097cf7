import type { DataTableFilterMeta } from 'primereact/datatable';
import { MATCH_MODES_BY_TYPE, type FilterableFields, type FilterType, type MatchMode } from '@pathdesk/contracts';

const LABELS: Record<MatchMode, string> = {
  startsWith: 'Starts with',
  contains: 'Contains',
  notContains: 'Not contains',
  endsWith: 'Ends with',
  equals: 'Equals',
  notEquals: 'Not equals',
  lt: 'Less than',
  lte: 'Less than or equal to',
  gt: 'Greater than',
  gte: 'Greater than or equal to',
  dateIs: 'Date is',
  dateIsNot: 'Date is not',
  dateBefore: 'Date is before',
  dateAfter: 'Date is after',
};

const DEFAULT_MODE: Record<FilterType, MatchMode> = { text: 'contains', numeric: 'equals', date: 'dateIs', boolean: 'equals' };

/** The match modes of spec §9 for a column of this type, for a Column's `filterMatchModeOptions`. */
export function matchModeOptions(type: FilterType): { label: string; value: MatchMode }[] {
  return MATCH_MODES_BY_TYPE[type].map((value) => ({ label: LABELS[value], value }));
}

/** Empty filters (one constraint per column, joined by AND) for a DataTable's `filters`. */
export function emptyFilters(fields: FilterableFields): DataTableFilterMeta {
  const filters: DataTableFilterMeta = {};
  for (const [field, type] of Object.entries(fields)) {
    filters[field] = { operator: 'and', constraints: [{ value: null, matchMode: DEFAULT_MODE[type] }] };
  }
  return filters;
}

import type { DataTableFilterMeta } from 'primereact/datatable';
import type { FieldFilter, ListFilters } from '@pathdesk/contracts';

export interface LazyTableState<Sort extends string = string> {
  first: number;
  rows: number;
  sortField: Sort;
  sortOrder: 1 | -1;
  filters: DataTableFilterMeta;
  search: string;
}

/** yyyy-mm-dd of a date as the user sees it (the lab's day), not its UTC day. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The filters the user set (empty rows dropped), as the API's `filters` object. */
export function toListFilters(filters: DataTableFilterMeta): ListFilters {
  const result: ListFilters = {};
  for (const [field, meta] of Object.entries(filters)) {
    const constraints = 'constraints' in meta ? meta.constraints : [meta];
    const set = constraints
      .filter((c) => c.value !== null && c.value !== undefined && c.value !== '')
      .map((c) => ({ matchMode: c.matchMode, value: c.value instanceof Date ? localDay(c.value) : c.value }));
    if (set.length) {
      result[field] = { operator: 'operator' in meta && meta.operator === 'or' ? 'or' : 'and', constraints: set } as FieldFilter;
    }
  }
  return result;
}

/** The query string of a list call: paging, sorting, search and the column filters (JSON). */
export function toListParams<Sort extends string>(state: LazyTableState<Sort>, extra: Record<string, string | number | undefined> = {}): Record<string, string> {
  const params: Record<string, string> = {
    first: String(state.first),
    rows: String(state.rows),
    sortField: state.sortField,
    sortOrder: String(state.sortOrder),
  };
  const search = state.search.trim();
  if (search) params.search = search;
  const filters = toListFilters(state.filters);
  if (Object.keys(filters).length) params.filters = JSON.stringify(filters);
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') params[key] = String(value);
  return params;
}

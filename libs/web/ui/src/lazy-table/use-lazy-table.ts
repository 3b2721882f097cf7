import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type {
  DataTableFilterEvent,
  DataTableFilterMeta,
  DataTablePageEvent,
  DataTablePassThroughMethodOptions,
  DataTableSortEvent,
  DataTableValueArray,
} from 'primereact/datatable';
import { DEFAULT_PAGE_SIZE, type FilterableFields } from '@pathdesk/contracts';
import { emptyFilters } from './filter-options.js';
import { toListParams, type LazyTableState } from './to-list-params.js';
import styles from './lazy-table.module.css';

export const SEARCH_DELAY_MS = 300;
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100];

export interface LazyTableOptions<Sort extends string> {
  sortField: Sort;
  sortOrder?: 1 | -1;
  rows?: number;
  filterable: FilterableFields;
  /** The search the list opens with (a link's ?search=). */
  search?: string;
}

/**
 * The one table setup of PathDesk's lists: paging, sorting, column filters (menu, spec §9 match
 * modes, and/or) and a search box, all done by the server. Spread `tableProps` on a DataTable,
 * `searchProps` on the search input, and call the API with `params`.
 */
export function useLazyTable<Sort extends string>({ sortField, sortOrder = 1, rows = DEFAULT_PAGE_SIZE, filterable, search = '' }: LazyTableOptions<Sort>) {
  const [state, setState] = useState<LazyTableState<Sort>>(() => ({
    first: 0,
    rows,
    sortField,
    sortOrder,
    filters: emptyFilters(filterable),
    search,
  }));
  const [searchText, setSearchText] = useState(search);

  // Typing does not call the server on every key: the search applies once the user pauses.
  useEffect(() => {
    const timer = setTimeout(() => setState((s) => (s.search === searchText ? s : { ...s, first: 0, search: searchText })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const params = useMemo(() => toListParams(state), [state]);

  const tableProps = {
    lazy: true as const,
    paginator: true,
    first: state.first,
    rows: state.rows,
    rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    filters: state.filters,
    filterDisplay: 'menu' as const,
    onPage: (e: DataTablePageEvent) => setState((s) => ({ ...s, first: e.first, rows: e.rows })),
    onSort: (e: DataTableSortEvent) => setState((s) => ({ ...s, first: 0, sortField: (e.sortField as Sort) ?? s.sortField, sortOrder: e.sortOrder === -1 ? -1 : 1 })),
    onFilter: (e: DataTableFilterEvent) => setState((s) => ({ ...s, first: 0, filters: e.filters as DataTableFilterMeta })),
    // The table keeps the room of a page of rows, with skeleton rows until its first rows arrive
    // (lazy-table.module.css): merged into the page's own classes and styles by PrimeReact.
    pt: { root: tableRoom(state.rows) },
  };

  const searchProps = { value: searchText, onChange: (e: { target: { value: string } }) => setSearchText(e.target.value) };

  const clearFilters = () => {
    setSearchText('');
    setState((s) => ({ ...s, first: 0, search: '', filters: emptyFilters(filterable) }));
  };

  return { state, params, tableProps, searchProps, clearFilters, setState };
}

/**
 * The rows a table keeps room for: a whole page while its first rows load (skeleton rows), then
 * the rows it shows (one for the empty message) — a short list leaves no blank gap of a page's
 * height under it (issue 26.8) — and the rows on screen while another page loads.
 */
export function roomRows(pageRows: number, loading: boolean | undefined, shown: number): number {
  if (loading && shown === 0) return pageRows;
  return Math.max(Math.min(shown, pageRows), 1);
}

/**
 * A DataTable's `pt.root` that keeps the room of `rows` rows, with skeleton rows while it loads its
 * first ones: useLazyTable's tables have it; give it to any other table that loads its rows.
 */
export function tableRoom(rows: number) {
  return ({ props }: DataTablePassThroughMethodOptions<DataTableValueArray>) => {
    const shown = props.value?.length ?? 0;
    return {
      className: styles['table'],
      style: { '--pd-page-rows': roomRows(rows, props.loading, shown) } as CSSProperties,
      ...(props.loading && !shown ? { 'data-pd-loading': '' } : {}),
    };
  };
}

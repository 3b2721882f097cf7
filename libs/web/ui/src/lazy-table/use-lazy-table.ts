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
}

/**
 * The one table setup of PathDesk's lists: paging, sorting, column filters (menu, spec §9 match
 * modes, and/or) and a search box, all done by the server. Spread `tableProps` on a DataTable,
 * `searchProps` on the search input, and call the API with `params`.
 */
export function useLazyTable<Sort extends string>({ sortField, sortOrder = 1, rows = DEFAULT_PAGE_SIZE, filterable }: LazyTableOptions<Sort>) {
  const [state, setState] = useState<LazyTableState<Sort>>(() => ({
    first: 0,
    rows,
    sortField,
    sortOrder,
    filters: emptyFilters(filterable),
    search: '',
  }));
  const [searchText, setSearchText] = useState('');

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
    onSort: (e: DataTableSortEvent) =>
      setState((s) => ({ ...s, first: 0, sortField: (e.sortField as Sort) ?? s.sortField, sortOrder: e.sortOrder === -1 ? -1 : 1 })),
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
 * A DataTable's `pt.root` that keeps the room of `rows` rows, with skeleton rows while it loads its
 * first ones: useLazyTable's tables have it; give it to any other table that loads its rows.
 */
export function tableRoom(rows: number) {
  const style = { '--pd-page-rows': rows } as CSSProperties;
  return ({ props }: DataTablePassThroughMethodOptions<DataTableValueArray>) => ({
    className: styles['table'],
    style,
    ...(props.loading && !props.value?.length ? { 'data-pd-loading': '' } : {}),
  });
}

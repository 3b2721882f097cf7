export { emptyFilters, matchModeOptions } from './filter-options.js';
export { localDay, toListFilters, toListParams, type LazyTableState } from './to-list-params.js';
export { ROWS_PER_PAGE_OPTIONS, SEARCH_DELAY_MS, tableRoom, useLazyTable, type LazyTableOptions } from './use-lazy-table.js';
export { activeFilterElement, dateFilterElement, statusFilterElement } from './filter-elements.js';
export { activeColumn, dateColumn, editColumn, statusColumn, updatedColumn } from './columns.js';
export { usePagedTable, type PagedTableView } from './use-paged-table.js';

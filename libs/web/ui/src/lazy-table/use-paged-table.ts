import { useState } from 'react';
import type { DataTablePageEvent } from 'primereact/datatable';
import { DEFAULT_PAGE_SIZE } from '@pathdesk/contracts';
import { ROWS_PER_PAGE_OPTIONS, tableRoom } from './use-lazy-table.js';

export interface PagedTableView {
  /** The list's total as the server counted it (none yet while the first page loads). */
  total: number | undefined;
  loading: boolean;
  /** The table's accessible name. */
  label: string;
}

/**
 * A list the server pages that has no sorting or column filters (useLazyTable has them): `page` for
 * the query (`first`, `rows`), `setPage` to go back to the first page when the query changes, and
 * `tableProps(view)` to spread on its DataTable — paging, the room of a page (tableRoom), its name.
 */
export function usePagedTable(rows = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState({ first: 0, rows });
  const tableProps = ({ total, loading, label }: PagedTableView) => ({
    lazy: true as const,
    paginator: true,
    first: page.first,
    rows: page.rows,
    rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
    totalRecords: total ?? 0,
    loading,
    onPage: (e: DataTablePageEvent) => setPage({ first: e.first, rows: e.rows }),
    stripedRows: true,
    size: 'small' as const,
    pt: { root: tableRoom(page.rows), table: { 'aria-label': label } },
  });
  return { page, setPage, tableProps };
}

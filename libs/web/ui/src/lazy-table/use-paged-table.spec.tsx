import { act, renderHook } from '@testing-library/react';
import type { DataTablePageEvent } from 'primereact/datatable';
import { DEFAULT_PAGE_SIZE } from '@pathdesk/contracts';
import { ROWS_PER_PAGE_OPTIONS } from './use-lazy-table';
import { usePagedTable } from './use-paged-table';

describe('a list paged by the server (usePagedTable)', () => {
  it('asks for the first page of the default size, and gives the table its paging, total and name', () => {
    const { result } = renderHook(() => usePagedTable());
    expect(result.current.page).toEqual({ first: 0, rows: DEFAULT_PAGE_SIZE });
    const props = result.current.tableProps({ total: undefined, loading: true, label: 'Loans' });
    expect(props).toMatchObject({ lazy: true, paginator: true, first: 0, rows: DEFAULT_PAGE_SIZE, totalRecords: 0, loading: true, rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS });
    expect(props.pt.table).toEqual({ 'aria-label': 'Loans' });
    expect(result.current.tableProps({ total: 42, loading: false, label: 'Loans' }).totalRecords).toBe(42);
  });

  it("follows the table's paging, and goes back to the first page when asked", () => {
    const { result } = renderHook(() => usePagedTable(20));
    act(() => result.current.tableProps({ total: 100, loading: false, label: 'x' }).onPage({ first: 40, rows: 50 } as DataTablePageEvent));
    expect(result.current.page).toEqual({ first: 40, rows: 50 });
    act(() => result.current.setPage((p) => ({ ...p, first: 0 })));
    expect(result.current.page).toEqual({ first: 0, rows: 50 });
  });
});

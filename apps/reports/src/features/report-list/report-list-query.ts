import type { LazyTableState } from '@pathdesk/web-ui';
import { localDay } from '@pathdesk/web-ui';
import type { ReportSortField } from '@pathdesk/contracts';
import type { ReportListQuery } from '@pathdesk/web-reports';

export interface ReportListFilters {
  hospitalId: number | null;
  /** The released-date range as the calendar gives it: [from, to], `to` null while one day is picked. */
  released: (Date | null)[] | null;
  latestOnly: boolean;
}

/** The list call of a report table: its paging, sort and search, and the report filters. */
export function reportListQuery(table: LazyTableState<ReportSortField>, filters: ReportListFilters): ReportListQuery {
  const [from, to] = filters.released ?? [];
  const search = table.search.trim();
  return {
    first: table.first,
    rows: table.rows,
    sortField: table.sortField,
    sortOrder: table.sortOrder,
    ...(search ? { search } : {}),
    ...(filters.hospitalId ? { hospitalId: filters.hospitalId } : {}),
    ...(from ? { from: localDay(from), to: localDay(to ?? from) } : {}),
    latestOnly: filters.latestOnly,
  };
}

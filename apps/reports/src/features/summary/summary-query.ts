import { CASE_ROUTES, SUMMARY_API, type CaseKind, type SummaryExportFormat, type SummaryParams } from '@pathdesk/contracts';
import { localDay } from '@pathdesk/web-ui';
import type { SummaryFilterValues } from './summary-filters';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayOf = (value: string | null): Date | null => {
  const m = DAY.exec(value ?? '');
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

/** The summary's first period: the link's ?from=&to= (the dashboard's), else this month so far. */
export function defaultFilters(today = new Date(), linked: URLSearchParams = new URLSearchParams()): SummaryFilterValues {
  const from = dayOf(linked.get('from'));
  const period = from ? [from, dayOf(linked.get('to')) ?? from] : [new Date(today.getFullYear(), today.getMonth(), 1), today];
  return { period, hospitalId: Number(linked.get('hospitalId')) || null, pathologistId: null, screenerId: null };
}

/** The API's summary parameters of the filters (a one-day period while the second day is not picked). */
export function summaryParams(kind: CaseKind, filters: SummaryFilterValues): SummaryParams {
  const [from, to] = filters.period;
  const start = from ?? new Date();
  return {
    from: localDay(start),
    to: localDay(to ?? start),
    ...(filters.hospitalId ? { hospitalId: filters.hospitalId } : {}),
    ...(filters.pathologistId ? { pathologistId: filters.pathologistId } : {}),
    ...(kind !== 'surgical' && filters.screenerId ? { screenerId: filters.screenerId } : {}),
  };
}

/** The export's address: the same figures as shown, as Excel or CSV. */
export function exportUrl(kind: CaseKind, params: SummaryParams, format: SummaryExportFormat): string {
  const query = new URLSearchParams({ format, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  return `${SUMMARY_API.export(kind)}?${query.toString()}`;
}

/** The file's name when the server does not give one: surgicals-summary-2026-11-01-2026-11-24.xlsx. */
export const exportFilename = (kind: CaseKind, params: SummaryParams, format: SummaryExportFormat) => `${CASE_ROUTES[kind].plural}-summary-${params.from}-${params.to}.${format}`;

/** The file name of a Content-Disposition header, if it gives one. */
export function dispositionFilename(header: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? null;
}

import {
  DASHBOARD_API,
  DISPATCH_API,
  SUMMARY_API,
  type CaseSummary,
  type ReportIndexCount,
  type ReportIndexResponse,
  type SummaryCaseRow,
  type SummaryCasesResponse,
  type SummaryParams,
  type SummaryResponse,
  INCLUDE_REPORT_KEYS,
  type CaseKind,
  type CreateDispatchRequest,
  type DispatchDto,
  type DispatchListParams,
  type DispatchListResponse,
  type DispatchResponse,
  type DispatchSummaryDto,
  type IncludeReportItem,
  type IncludeReportListResponse,
  type IncludeReportParams,
} from '@pathdesk/contracts';
import { api, apiPath } from '@pathdesk/web-data';

export interface IncludeReportQuery extends IncludeReportParams {
  first?: number;
  rows?: number;
  search?: string;
}

export interface DispatchListQuery extends DispatchListParams {
  first?: number;
  rows?: number;
}

export interface SummaryCasesQuery extends SummaryParams {
  first?: number;
  rows?: number;
  sortField?: string;
  sortOrder?: 1 | -1;
  category?: string;
}

/** A page of rows with the total, as every list endpoint gives it after its envelope. */
export interface Rows<T> {
  items: T[];
  total: number;
}

/** …whose total stops at REPORT_COUNT_CAP (`totalCapped`: at least that many; shown "1,000+"). */
export interface CappedRows<T> extends Rows<T> {
  totalCapped: boolean;
}

/**
 * The reports remote's calls: include reports and dispatches, summaries, the report index's counts.
 * A dispatch changes what waits to be sent, the dispatch list and the dashboard's counts: it
 * invalidates all three (the shell's dashboard provides the `Dashboard` tag).
 */
export const reportsRemoteApi = api.enhanceEndpoints({ addTagTypes: ['IncludeReport', 'Dispatch', 'Dashboard'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listIncludeReports: build.query<CappedRows<IncludeReportItem>, { kind: CaseKind; query: IncludeReportQuery }>({
      query: ({ kind, query }) => ({ url: apiPath(DISPATCH_API.includeReports(kind)), params: query }),
      transformResponse: ({ total, totalCapped, ...rows }: IncludeReportListResponse, _meta, { kind }) => ({
        items: (rows as Record<string, IncludeReportItem[]>)[INCLUDE_REPORT_KEYS[kind]] ?? [],
        total,
        totalCapped: totalCapped ?? false,
      }),
      providesTags: ['IncludeReport'],
    }),
    listDispatches: build.query<Rows<DispatchSummaryDto>, DispatchListQuery>({
      query: (params) => ({ url: apiPath(DISPATCH_API.dispatches), params }),
      transformResponse: ({ dispatches, total }: DispatchListResponse) => ({ items: dispatches, total }),
      providesTags: ['Dispatch'],
    }),
    createDispatch: build.mutation<DispatchDto, CreateDispatchRequest>({
      query: (body) => ({ url: apiPath(DISPATCH_API.dispatches), method: 'POST', body }),
      transformResponse: (response: DispatchResponse) => response.dispatch,
      invalidatesTags: ['IncludeReport', 'Dispatch', 'Dashboard'],
    }),
    getSummary: build.query<CaseSummary, { kind: CaseKind; params: SummaryParams }>({
      query: ({ kind, params }) => ({ url: apiPath(SUMMARY_API.summary(kind)), params }),
      transformResponse: (response: SummaryResponse) => response.summary,
    }),
    listSummaryCases: build.query<Rows<SummaryCaseRow>, { kind: CaseKind; query: SummaryCasesQuery }>({
      query: ({ kind, query }) => ({ url: apiPath(SUMMARY_API.cases(kind)), params: query }),
      transformResponse: ({ cases, total }: SummaryCasesResponse) => ({ items: cases, total }),
    }),
    getReportIndexCounts: build.query<ReportIndexCount[], void>({
      query: () => apiPath(DASHBOARD_API.reportIndex),
      transformResponse: (response: ReportIndexResponse) => response.counts,
      providesTags: ['Dashboard', 'IncludeReport'],
    }),
  }),
});

export const { useListIncludeReportsQuery, useListDispatchesQuery, useGetSummaryQuery, useListSummaryCasesQuery, useGetReportIndexCountsQuery } = reportsRemoteApi;

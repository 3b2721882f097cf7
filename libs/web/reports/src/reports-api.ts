import { api } from '@pathdesk/web-data';
import {
  REPORT_ROUTES,
  unwrap,
  type AddendumRequest,
  type CaseKind,
  type GuestReportDto,
  type ReportDto,
  type ReportListKeyOf,
  type ReportListParams,
  type ReportListResponse,
  type ReportKeyOf,
  type ReportPage,
  type ReportReadResponse,
  type ReportSortField,
} from '@pathdesk/contracts';

/** GET /api/reports/{kind}: paging, sorting and search, and the report filters. */
export interface ReportListQuery extends ReportListParams {
  first?: number;
  rows?: number;
  sortField?: ReportSortField;
  sortOrder?: 1 | -1;
  search?: string;
}

/** The tag of every list and version of a case: a sign-out, an amendment or a QC release invalidates it. */
export const caseReportsTag = (caseId: number) => ({ type: 'Report' as const, id: `CASE-${caseId}` });
/** The tag of the report lists of a kind. */
export const reportListTag = (kind: CaseKind) => ({ type: 'Report' as const, id: `LIST-${kind}` });

/**
 * Released report versions (spec §7: `{ surgicalreports, total }`, `{ surgicalreport }`).
 *
 * This lib is bundled into two remotes (workspace and reports), not shared as a singleton: each
 * copy injects these same endpoints into the one api, so the second must replace the first
 * instead of throwing (`overrideExisting: true`; the two definitions are identical).
 */
export const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Report'] }).injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    listReports: build.query<ReportPage, { kind: CaseKind; query: ReportListQuery }>({
      query: ({ kind, query }) => ({ url: `/reports/${REPORT_ROUTES[kind].plural}`, params: query }),
      transformResponse: ({ total, totalCapped, ...rows }: ReportListResponse<ReportListKeyOf<CaseKind>>, _meta, { kind }) => ({
        items: unwrap(rows, REPORT_ROUTES[kind].list),
        total,
        totalCapped: totalCapped ?? false,
      }),
      providesTags: (_result, _error, { kind, query }) => [reportListTag(kind), ...(query.caseId ? [caseReportsTag(query.caseId)] : [])],
    }),
    /** The whole version to staff, the printed report to a guest (issue 24.9): the pages read only what prints. */
    getReport: build.query<ReportDto | GuestReportDto, { kind: CaseKind; id: number }>({
      query: ({ kind, id }) => `/reports/${REPORT_ROUTES[kind].plural}/${id}`,
      transformResponse: (response: ReportReadResponse<ReportKeyOf<CaseKind>>, _meta, { kind }) => unwrap(response, REPORT_ROUTES[kind].one),
      // A released version never changes, but a later amendment sets its `supersededBy`.
      providesTags: (report, _error, { id }) => [{ type: 'Report', id }, ...(report ? [caseReportsTag(report.caseId)] : [])],
    }),
    /** An addendum to the current version (issue 32.1): the new version; the case's versions and lists refetch. */
    addAddendum: build.mutation<ReportDto, { kind: CaseKind; id: number; caseId: number; body: AddendumRequest }>({
      query: ({ kind, id, body }) => ({ url: `/reports/${REPORT_ROUTES[kind].plural}/${id}/addenda`, method: 'POST', body }),
      transformResponse: (response: ReportReadResponse<ReportKeyOf<CaseKind>>, _meta, { kind }) => unwrap(response, REPORT_ROUTES[kind].one) as ReportDto,
      invalidatesTags: (_result, error, { kind, id, caseId }) => (error ? [] : [{ type: 'Report', id }, caseReportsTag(caseId), reportListTag(kind)]),
    }),
  }),
});

export const { useListReportsQuery, useGetReportQuery, useAddAddendumMutation } = reportsApi;

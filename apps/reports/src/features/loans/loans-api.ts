import {
  REPORT_ROUTES,
  type CaseKind,
  type PortalCaseLoansResponse,
  type PortalLoan,
  type PortalLoanRequest,
  type PortalLoansResponse,
  type ReportListItem,
} from '@pathdesk/contracts';
import { reportsApi } from '@pathdesk/web-reports';

const LOANS_TAG = { type: 'Report', id: 'LOANS' } as const;

/** Issue 28.5: the loans a hospital asks for — its list, one released case's blocks, a request. */
const loansApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listLoans: build.query<PortalLoansResponse, { first: number; rows: number }>({
      query: (params) => ({ url: '/portal/loans', params }),
      providesTags: [LOANS_TAG],
    }),
    /** The hospital's released case of that accession number (its reports list, scoped on the server). */
    findReleasedCase: build.query<ReportListItem | null, { kind: CaseKind; accessionNo: string }>({
      query: ({ kind, accessionNo }) => ({ url: `/reports/${REPORT_ROUTES[kind].plural}`, params: { search: accessionNo, rows: 5 } }),
      transformResponse: (body: Record<string, ReportListItem[]>, _meta, { kind, accessionNo }) =>
        (body[REPORT_ROUTES[kind].list] ?? []).find((r) => r.accessionNo.toUpperCase() === accessionNo.trim().toUpperCase()) ?? null,
      keepUnusedDataFor: 0,
    }),
    getCaseLoans: build.query<PortalCaseLoansResponse, number>({
      query: (caseId) => ({ url: `/portal/cases/${caseId}/loans` }),
      providesTags: [LOANS_TAG],
    }),
    requestLoan: build.mutation<{ loan: PortalLoan }, { caseId: number; body: PortalLoanRequest }>({
      query: ({ caseId, body }) => ({ url: `/portal/cases/${caseId}/loans`, method: 'POST', body }),
      invalidatesTags: [LOANS_TAG],
    }),
  }),
});

export const { useListLoansQuery, useLazyFindReleasedCaseQuery, useGetCaseLoansQuery, useRequestLoanMutation } = loansApi;

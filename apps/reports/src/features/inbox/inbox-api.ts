import type { AcknowledgeReceiptsResponse, InboxResponse, PortalCriticalResult, PortalCriticalResultsResponse, PortalVisitResponse } from '@pathdesk/contracts';
import { reportsApi } from '@pathdesk/web-reports';

const INBOX_TAG = { type: 'Report', id: 'INBOX' } as const;
const CRITICAL_TAG = { type: 'Report', id: 'CRITICAL' } as const;

/** Issue 28.3: the hospital's inbox, its receipts and the visit that makes later reports "new". */
const inboxApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getInbox: build.query<InboxResponse, { first: number; rows: number; received: boolean }>({
      query: ({ first, rows, received }) => ({ url: '/portal/inbox', params: { first, rows, received: String(received) } }),
      providesTags: [INBOX_TAG],
    }),
    recordPortalVisit: build.mutation<PortalVisitResponse, void>({
      query: () => ({ url: '/portal/visits', method: 'POST' }),
    }),
    getCriticalResults: build.query<PortalCriticalResultsResponse, void>({
      query: () => '/portal/critical-results',
      providesTags: [CRITICAL_TAG],
    }),
    acknowledgeCriticalResult: build.mutation<{ criticalResult: PortalCriticalResult }, number>({
      query: (id) => ({ url: `/portal/critical-results/${id}/acknowledgement`, method: 'POST' }),
      invalidatesTags: [CRITICAL_TAG],
    }),
    /** The ticked reports as one PDF: answered as an object URL of the file (a string the store may keep), revoked by the caller. */
    mergedReportsPdf: build.mutation<string, number[]>({
      query: (reportIds) => ({
        url: '/portal/reports/pdf',
        method: 'POST',
        body: { reportIds },
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
    }),
    acknowledgeReceipts: build.mutation<AcknowledgeReceiptsResponse, number[]>({
      query: (reportIds) => ({ url: '/portal/receipts', method: 'POST', body: { reportIds } }),
      invalidatesTags: [INBOX_TAG],
    }),
  }),
});

export const {
  useGetInboxQuery,
  useRecordPortalVisitMutation,
  useAcknowledgeReceiptsMutation,
  useGetCriticalResultsQuery,
  useAcknowledgeCriticalResultMutation,
  useMergedReportsPdfMutation,
} = inboxApi;

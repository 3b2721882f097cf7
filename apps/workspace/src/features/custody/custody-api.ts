import { api, apiPath as path } from '@pathdesk/web-data';
import {
  CUSTODY_API,
  type CaseKind,
  type CustodyEventDto,
  type DisposalDto,
  type DisposalRequest,
  type DisposalResponse,
  type DisposalsResponse,
  type DueItemsResponse,
  type LabelsRequest,
  type LabelsResponse,
  type LegalHoldDto,
  type LegalHoldResponse,
  type RetrievalRequest,
  type ReturnRequest,
  type ScanDto,
  type ScanRequest,
  type ScanResponse,
  type WhereaboutsDto,
  type WhereaboutsResponse,
} from '@pathdesk/contracts';

import { timelineRows, type TimelineRow } from './timeline-rows';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Custody', 'CustodyDue', 'LegalHold'] });

/** Custody (issue 31): scans, the case's timeline, the archive, retention and disposals. */
const custodyApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    recordScan: build.mutation<ScanDto, ScanRequest>({
      query: (body) => ({ url: path(CUSTODY_API.scans), method: 'POST', body }),
      transformResponse: (response: ScanResponse) => response.scan,
      invalidatesTags: ['Custody'],
    }),
    getTimeline: build.query<TimelineRow[], { kind: CaseKind; caseId: number }>({
      query: ({ kind, caseId }) => path(CUSTODY_API.timeline(kind, caseId)),
      transformResponse: timelineRows,
      providesTags: ['Custody'],
    }),
    getWhereabouts: build.query<WhereaboutsDto[], string>({
      query: (q) => ({ url: path(CUSTODY_API.whereabouts), params: { q } }),
      transformResponse: (response: WhereaboutsResponse) => response.items,
      providesTags: ['Custody'],
    }),
    retrieveItem: build.mutation<CustodyEventDto, RetrievalRequest>({
      query: (body) => ({ url: path(CUSTODY_API.retrievals), method: 'POST', body }),
      transformResponse: (response: ScanResponse) => response.scan,
      invalidatesTags: ['Custody'],
    }),
    returnItem: build.mutation<CustodyEventDto, ReturnRequest>({
      query: (body) => ({ url: path(CUSTODY_API.returns), method: 'POST', body }),
      transformResponse: (response: ScanResponse) => response.scan,
      invalidatesTags: ['Custody'],
    }),
    getDueItems: build.query<DueItemsResponse, Record<string, string>>({
      query: (params) => ({ url: path(CUSTODY_API.due), params }),
      providesTags: ['CustodyDue'],
    }),
    dispose: build.mutation<DisposalDto, DisposalRequest>({
      query: (body) => ({ url: path(CUSTODY_API.disposals), method: 'POST', body }),
      transformResponse: (response: DisposalResponse) => response.disposal,
      invalidatesTags: ['CustodyDue', 'Custody'],
    }),
    getDisposals: build.query<DisposalsResponse, void>({
      query: () => path(CUSTODY_API.disposals),
      providesTags: ['CustodyDue'],
    }),
    printLabels: build.mutation<LabelsResponse | string, LabelsRequest>({
      query: (body) => ({ url: path(CUSTODY_API.labels), method: 'POST', body, responseHandler: body.output === 'zpl' ? 'text' : 'json' }),
    }),
    getLegalHold: build.query<LegalHoldDto | null, number>({
      query: (caseId) => path(CUSTODY_API.hold(caseId)),
      transformResponse: (response: LegalHoldResponse) => response.hold,
      providesTags: (_r, _e, caseId) => [{ type: 'LegalHold', id: caseId }],
    }),
    setLegalHold: build.mutation<LegalHoldDto | null, { caseId: number; reason: string | null }>({
      query: ({ caseId, reason }) =>
        reason === null ? { url: path(CUSTODY_API.hold(caseId)), method: 'DELETE' } : { url: path(CUSTODY_API.hold(caseId)), method: 'PUT', body: { reason } },
      transformResponse: (response: LegalHoldResponse) => response.hold,
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'LegalHold', id: caseId }, 'CustodyDue'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useRecordScanMutation,
  useGetTimelineQuery,
  useLazyGetWhereaboutsQuery,
  useRetrieveItemMutation,
  useReturnItemMutation,
  useGetDueItemsQuery,
  useDisposeMutation,
  useGetDisposalsQuery,
  usePrintLabelsMutation,
  useGetLegalHoldQuery,
  useSetLegalHoldMutation,
} = custodyApi;

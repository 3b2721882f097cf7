import {
  REPORT_ROUTES,
  type CorrelationDto,
  type CorrelationListResponse,
  type CorrelationResponse,
  type CorrelationReviewRequest,
  type CorrelationStatus,
  type CorrelationSummaryResponse,
} from '@pathdesk/contracts';
import { reportsApi } from '@pathdesk/web-reports';

const CORRELATIONS = `/reports/${REPORT_ROUTES.gynecological.plural}/correlations`;
const CORRELATIONS_TAG = { type: 'Report', id: 'CORRELATIONS' } as const;

interface CorrelationListArgs {
  status?: CorrelationStatus;
  from?: string;
  to?: string;
  first: number;
  rows: number;
}

/** The cyto-histologic correlation worklist and its summary (issue 15.2). */
const correlationsApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listCorrelations: build.query<CorrelationListResponse, CorrelationListArgs>({
      query: (params) => ({ url: CORRELATIONS, params }),
      providesTags: [CORRELATIONS_TAG],
    }),
    correlationSummary: build.query<CorrelationSummaryResponse, { from?: string; to?: string }>({
      query: (params) => ({ url: `${CORRELATIONS}/summary`, params }),
      providesTags: [CORRELATIONS_TAG],
    }),
    recordCorrelation: build.mutation<CorrelationDto, { id: number; correcting: boolean; body: CorrelationReviewRequest }>({
      query: ({ id, correcting, body }) => ({ url: `${CORRELATIONS}/${id}`, method: correcting ? 'PUT' : 'POST', body }),
      transformResponse: (response: CorrelationResponse) => response.correlation,
      invalidatesTags: [CORRELATIONS_TAG],
    }),
  }),
});

export const { useListCorrelationsQuery, useCorrelationSummaryQuery, useRecordCorrelationMutation } = correlationsApi;

import { REPORT_ROUTES, type LookbackDto, type LookbackListResponse, type LookbackResponse, type LookbackReviewRequest } from '@pathdesk/contracts';
import { reportsApi } from '@pathdesk/web-reports';

const LOOKBACKS = `/reports/${REPORT_ROUTES.gynecological.plural}/lookbacks`;
const LOOKBACKS_TAG = { type: 'Report', id: 'LOOKBACKS' } as const;

/** The 5-year look-back queue (issue 15.3). */
const lookbacksApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listLookbacks: build.query<LookbackListResponse, { pending: boolean }>({
      query: ({ pending }) => ({ url: LOOKBACKS, params: { pending: String(pending) } }),
      providesTags: [LOOKBACKS_TAG],
    }),
    reviewLookback: build.mutation<LookbackDto, { id: number; body: LookbackReviewRequest }>({
      query: ({ id, body }) => ({ url: `${LOOKBACKS}/${id}`, method: 'POST', body }),
      transformResponse: (response: LookbackResponse) => response.lookback,
      invalidatesTags: [LOOKBACKS_TAG],
    }),
  }),
});

export const { useListLookbacksQuery, useReviewLookbackMutation } = lookbacksApi;

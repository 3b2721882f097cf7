import { SUMMARY_API, type MalignancyReviewDto, type MalignancyReviewListResponse, type MalignancyReviewRequest, type MalignancyReviewResponse } from '@pathdesk/contracts';
import { apiPath } from '@pathdesk/web-data';
import { reportsApi } from '@pathdesk/web-reports';

const REVIEWS_TAG = { type: 'Report', id: 'MALIGNANCY_REVIEWS' } as const;

/** Issue 24.1: surgical versions whose migrated malignancy a pathologist re-reads, and the confirmation. */
const malignancyReviewApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listMalignancyReviews: build.query<MalignancyReviewListResponse, { pending: boolean; first: number; rows: number }>({
      query: ({ pending, first, rows }) => ({ url: apiPath(SUMMARY_API.malignancyReviews), params: { pending: String(pending), first, rows } }),
      providesTags: [REVIEWS_TAG],
    }),
    reviewMalignancy: build.mutation<MalignancyReviewDto, { reportId: number; body: MalignancyReviewRequest }>({
      query: ({ reportId, body }) => ({ url: apiPath(SUMMARY_API.malignancyReview(reportId)), method: 'POST', body }),
      transformResponse: (response: MalignancyReviewResponse) => response.review,
      invalidatesTags: [REVIEWS_TAG],
    }),
  }),
});

export const { useListMalignancyReviewsQuery, useReviewMalignancyMutation } = malignancyReviewApi;

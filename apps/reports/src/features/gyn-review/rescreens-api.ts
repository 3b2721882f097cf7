import {
  REPORT_ROUTES,
  type GynReviewSummary,
  type ReportDto,
  type RescreenDto,
  type RescreenListParams,
  type RescreenListResponse,
  type RescreenRequest,
  type RescreenReviewResponse,
  type ReviewSummaryResponse,
} from '@pathdesk/contracts';
import { caseReportsTag, reportListTag, reportsApi } from '@pathdesk/web-reports';

const RESCREENS = `/reports/${REPORT_ROUTES.gynecological.plural}/rescreens`;
const RESCREENS_TAG = { type: 'Report', id: 'RESCREENS' } as const;

interface RescreenList {
  items: RescreenDto[];
  total: number;
}

/** Agreement releases the report now; disagreement records the correction (the case goes back in progress). */
type ReviewOutcome = { released: ReportDto } | { rescreen: RescreenDto };

/** Gynecological quality control: the rescreens held at sign-out and their review. */
const rescreensApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listRescreens: build.query<RescreenList, RescreenListParams>({
      query: (params) => ({ url: RESCREENS, params }),
      transformResponse: (response: RescreenListResponse) => ({ items: response.rescreens, total: response.total }),
      providesTags: [RESCREENS_TAG],
    }),
    getReviewSummary: build.query<GynReviewSummary, { from?: string; to?: string }>({
      query: (params) => ({ url: `${RESCREENS}/summary`, params }),
      transformResponse: (response: ReviewSummaryResponse) => response.review,
      providesTags: [RESCREENS_TAG],
    }),
    reviewRescreen: build.mutation<ReviewOutcome, { rescreen: RescreenDto; request: RescreenRequest }>({
      query: ({ rescreen, request }) => ({ url: `${RESCREENS}/${rescreen.id}`, method: 'POST', body: request }),
      transformResponse: (response: RescreenReviewResponse) => ('rescreen' in response ? { rescreen: response.rescreen } : { released: response[REPORT_ROUTES.gynecological.one] }),
      // A refusal (someone else reviewed it first) changes the queue too.
      invalidatesTags: (_result, _error, { rescreen }) => [RESCREENS_TAG, reportListTag('gynecological'), caseReportsTag(rescreen.caseId), { type: 'Case', id: rescreen.caseId }],
    }),
  }),
});

export const { useListRescreensQuery, useGetReviewSummaryQuery, useReviewRescreenMutation } = rescreensApi;

import { apiPath } from '@pathdesk/web-data';
import { reportsApi } from '@pathdesk/web-reports';
import { CONSULTATION_API, FROZEN_API, type ConsultationSummaryResponse, type FrozenConcordanceResponse } from '@pathdesk/contracts';

type Range = { from: string; to: string };

/** Issue 32.2–32.3: frozen sections against the final diagnosis, and second opinions, by month. */
const concordanceApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getFrozenConcordance: build.query<FrozenConcordanceResponse, Range>({
      query: (params) => ({ url: apiPath(FROZEN_API.concordance), params }),
      keepUnusedDataFor: 0,
    }),
    getConsultationSummary: build.query<ConsultationSummaryResponse, Range>({
      query: (params) => ({ url: apiPath(CONSULTATION_API.summary), params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFrozenConcordanceQuery, useGetConsultationSummaryQuery } = concordanceApi;

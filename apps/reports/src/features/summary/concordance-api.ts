import { apiPath } from '@pathdesk/web-data';
import { reportsApi } from '@pathdesk/web-reports';
import { CONSULTATION_API, type ConsultationSummaryResponse } from '@pathdesk/contracts';
import type { MonthRange } from './month-range';

/** Issue 32.2: the second opinions asked, by month and pathologist. */
const concordanceApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getConsultationSummary: build.query<ConsultationSummaryResponse, MonthRange>({
      query: (params) => ({ url: apiPath(CONSULTATION_API.summary), params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetConsultationSummaryQuery } = concordanceApi;

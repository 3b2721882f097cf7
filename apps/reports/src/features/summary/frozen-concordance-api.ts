import { apiPath } from '@pathdesk/web-data';
import { reportsApi } from '@pathdesk/web-reports';
import { FROZEN_API, type FrozenConcordanceResponse } from '@pathdesk/contracts';
import type { MonthRange } from './month-range';

/** Issue 32.3: frozen sections by month of receipt — within the lab's target, and against the final diagnosis. */
const frozenConcordanceApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getFrozenConcordance: build.query<FrozenConcordanceResponse, MonthRange>({
      query: (params) => ({ url: apiPath(FROZEN_API.concordance), params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFrozenConcordanceQuery } = frozenConcordanceApi;

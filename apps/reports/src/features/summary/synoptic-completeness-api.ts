import { apiPath } from '@pathdesk/web-data';
import { reportsApi } from '@pathdesk/web-reports';
import type { SynopticCompletenessQuery, SynopticCompletenessResponse } from '@pathdesk/contracts';

/** Issue 30.6: the synoptic completeness record, by month of first release and pathologist. */
const synopticCompletenessApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSynopticCompleteness: build.query<SynopticCompletenessResponse, SynopticCompletenessQuery>({
      query: (params) => ({ url: apiPath('/api/surgicals/summary/synoptic-completeness'), params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSynopticCompletenessQuery } = synopticCompletenessApi;

import type { ReportMessagesResponse, ReportMessageState } from '@pathdesk/contracts';
import { reportsRemoteApi } from './reports-api';

/** Issue 29.3: where the dispatch page's reports stand in the hospitals' systems (HL7, HOSxP), one request for the page. */
const interfaceMessagesApi = reportsRemoteApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getReportMessages: build.query<ReportMessageState[], number[]>({
      query: (reportIds) => ({ url: '/interface-messages', params: { reportIds: reportIds.join(',') } }),
      transformResponse: (response: ReportMessagesResponse) => response.messages,
    }),
  }),
});

export const { useGetReportMessagesQuery } = interfaceMessagesApi;

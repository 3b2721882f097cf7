import { api } from '@pathdesk/web-data';
import type { CriticalCallDto, CriticalCallListResponse, CriticalCallResponse, RecordCallRequest } from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['CriticalCall'] });

/** Critical-result calls (GET/POST /api/notifications, issue 15.5). */
const notificationsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCriticalCalls: build.query<CriticalCallListResponse, { open: boolean }>({
      query: ({ open }) => ({ url: '/notifications', params: { open: String(open) } }),
      providesTags: ['CriticalCall'],
    }),
    recordCall: build.mutation<CriticalCallDto, { id: number; body: RecordCallRequest }>({
      query: ({ id, body }) => ({ url: `/notifications/${id}`, method: 'POST', body }),
      transformResponse: (response: CriticalCallResponse) => response.notification,
      invalidatesTags: ['CriticalCall'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCriticalCallsQuery, useRecordCallMutation } = notificationsApi;

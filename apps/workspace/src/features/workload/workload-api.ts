import { api } from '@pathdesk/web-data';
import type { DeclareHoursRequest, SignatureResponse, SignerRecord, WorkloadDayResponse, WorkloadListQuery, WorkloadListResponse } from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Workload'] });

type WorkloadDay = WorkloadDayResponse['day'];

/** Screener workload (GET/PUT /api/workload, issue 15.4). */
const workloadApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** Whose workload the signed-in account is (GET /api/users/me/signature): a screener record, or none. */
    getOwnScreener: build.query<SignerRecord | null, void>({
      query: () => '/users/me/signature',
      transformResponse: (response: SignatureResponse) => response.signature,
    }),
    getWorkloadDays: build.query<WorkloadListResponse, WorkloadListQuery>({
      query: (params) => ({ url: '/workload', params }),
      providesTags: ['Workload'],
    }),
    getWorkloadDay: build.query<WorkloadDay, { screenerId: number; date: string }>({
      query: ({ screenerId, date }) => `/workload/${screenerId}/days/${date}`,
      transformResponse: (response: WorkloadDayResponse) => response.day,
      providesTags: ['Workload'],
    }),
    declareHours: build.mutation<WorkloadDay, { screenerId: number; date: string; body: DeclareHoursRequest }>({
      query: ({ screenerId, date, body }) => ({ url: `/workload/${screenerId}/days/${date}`, method: 'PUT', body }),
      transformResponse: (response: WorkloadDayResponse) => response.day,
      invalidatesTags: ['Workload'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetOwnScreenerQuery, useGetWorkloadDaysQuery, useGetWorkloadDayQuery, useDeclareHoursMutation } = workloadApi;

import type { CaseKind, PrepareRequisitionResponse, RequisitionListResponse, RequisitionResponse } from '@pathdesk/contracts';
import { reportsApi } from '@pathdesk/web-reports';

const LIST_TAG = { type: 'Report', id: 'REQUISITIONS' } as const;

/** Issue 28.4: a hospital's online requisitions — what it may order, its list, a new one. */
const requisitionsApi = reportsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getRequisitionForm: build.query<PrepareRequisitionResponse, void>({
      query: () => ({ url: '/requisitions/prepare' }),
    }),
    listRequisitions: build.query<RequisitionListResponse, { first: number; rows: number }>({
      query: ({ first, rows }) => ({ url: '/requisitions', params: { first, rows } }),
      providesTags: [LIST_TAG],
    }),
    orderRequisition: build.mutation<RequisitionResponse, { kind: CaseKind; case: Record<string, unknown> }>({
      query: (body) => ({ url: '/requisitions', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetRequisitionFormQuery, useListRequisitionsQuery, useOrderRequisitionMutation } = requisitionsApi;

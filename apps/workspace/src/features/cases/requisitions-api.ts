import { api } from '@pathdesk/web-data';
import type { ReceiveRequisitionResponse, RequisitionListResponse } from '@pathdesk/contracts';

/** Issue 28.4: a hospital's online requisition found by its scanned code, and its receipt as a case. */
const requisitionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    findRequisition: build.query<RequisitionListResponse, string>({
      query: (code) => ({ url: '/requisitions', params: { search: code, rows: 1 } }),
      keepUnusedDataFor: 0,
    }),
    receiveRequisition: build.mutation<ReceiveRequisitionResponse, { id: number; changes?: Record<string, unknown> }>({
      query: ({ id, changes }) => ({ url: `/requisitions/${id}/receive`, method: 'POST', body: changes ? { changes } : {} }),
      invalidatesTags: (result) => (result ? result.cases.map((c) => ({ type: 'Case' as const, id: `LIST-${c.kind}` })) : []),
    }),
  }),
});

export const { useLazyFindRequisitionQuery, useReceiveRequisitionMutation } = requisitionsApi;

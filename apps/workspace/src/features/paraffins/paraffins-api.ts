import { api, apiPath as path } from '@pathdesk/web-data';
import {
  BENCH_API,
  type CaseKind,
  type CreateParaffinRequest,
  type ParaffinDto,
  type ParaffinResponse,
  type ParaffinsResponse,
  type UpdateParaffinRequest,
} from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Paraffin'] });

/** Paraffin requests: a case's (GET/POST/PUT /api/{kind}/{id}/paraffins) and the overdue list across cases. */
const paraffinsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCaseParaffins: build.query<ParaffinDto[], { kind: CaseKind; caseId: number }>({
      query: ({ kind, caseId }) => path(BENCH_API.paraffins(kind, caseId)),
      transformResponse: (response: ParaffinsResponse) => response.paraffins,
      providesTags: (_r, _e, { caseId }) => [{ type: 'Paraffin', id: caseId }],
    }),
    createParaffin: build.mutation<ParaffinDto, { kind: CaseKind; caseId: number; body: CreateParaffinRequest }>({
      query: ({ kind, caseId, body }) => ({ url: path(BENCH_API.paraffins(kind, caseId)), method: 'POST', body }),
      transformResponse: (response: ParaffinResponse) => response.paraffin,
      invalidatesTags: (_r, _e, { caseId }) => [
        { type: 'Paraffin', id: caseId },
        { type: 'Paraffin', id: 'LIST' },
      ],
    }),
    updateParaffin: build.mutation<ParaffinDto, { kind: CaseKind; caseId: number; requestId: number; body: UpdateParaffinRequest }>({
      query: ({ kind, caseId, requestId, body }) => ({ url: path(BENCH_API.paraffin(kind, caseId, requestId)), method: 'PUT', body }),
      transformResponse: (response: ParaffinResponse) => response.paraffin,
      invalidatesTags: (_r, _e, { caseId }) => [
        { type: 'Paraffin', id: caseId },
        { type: 'Paraffin', id: 'LIST' },
      ],
    }),
    getParaffinList: build.query<{ items: ParaffinDto[]; total: number }, Record<string, string>>({
      query: (params) => ({ url: path(BENCH_API.paraffinList), params }),
      transformResponse: (response: ParaffinsResponse) => ({ items: response.paraffins, total: response.total }),
      providesTags: [{ type: 'Paraffin', id: 'LIST' }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCaseParaffinsQuery, useCreateParaffinMutation, useUpdateParaffinMutation, useGetParaffinListQuery } = paraffinsApi;

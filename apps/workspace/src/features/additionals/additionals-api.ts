import { api, apiPath as path } from '@pathdesk/web-data';
import {
  BENCH_API,
  type AdditionalDto,
  type AdditionalResponse,
  type AdditionalsResponse,
  type AdditionalWorklistResponse,
  type TestCount,
  type CaseKind,
  type CreateAdditionalsRequest,
  type MarkDoneByScanRequest,
  type TestDto,
  type TestsResponse,
  type UpdateAdditionalRequest,
} from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Additional', 'Block'] });
const ALL_TESTS = { first: '0', rows: '100', sortField: 'code', sortOrder: '1', active: 'true' };
// Orders cut slides and count on their block: the blocks of the case follow.
const touched = (caseId: number) => [
  { type: 'Additional' as const, id: caseId },
  { type: 'Additional' as const, id: 'LIST' },
  { type: 'Block' as const, id: caseId },
];

/** Additional-test orders: a case's (GET/POST/PUT /api/{kind}/{id}/additionals) and the open-orders worklist. */
const additionalsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCaseAdditionals: build.query<AdditionalDto[], { kind: CaseKind; caseId: number }>({
      query: ({ kind, caseId }) => path(BENCH_API.additionals(kind, caseId)),
      transformResponse: (response: AdditionalsResponse) => response.additionals,
      providesTags: (_r, _e, { caseId }) => [{ type: 'Additional', id: caseId }],
    }),
    orderAdditionals: build.mutation<AdditionalDto[], { kind: CaseKind; caseId: number; body: CreateAdditionalsRequest }>({
      query: ({ kind, caseId, body }) => ({ url: path(BENCH_API.additionals(kind, caseId)), method: 'POST', body }),
      transformResponse: (response: AdditionalsResponse) => response.additionals,
      invalidatesTags: (_r, _e, { caseId }) => touched(caseId),
    }),
    updateAdditional: build.mutation<AdditionalDto, { kind: CaseKind; caseId: number; orderId: number; body: UpdateAdditionalRequest }>({
      query: ({ kind, caseId, orderId, body }) => ({ url: path(BENCH_API.additional(kind, caseId, orderId)), method: 'PUT', body }),
      transformResponse: (response: AdditionalResponse) => response.additional,
      invalidatesTags: (_r, _e, { caseId }) => touched(caseId),
    }),
    getAdditionalsWorklist: build.query<{ items: AdditionalDto[]; total: number; byTest: TestCount[] }, Record<string, string>>({
      query: (params) => ({ url: path(BENCH_API.worklist), params }),
      transformResponse: (response: AdditionalWorklistResponse) => ({ items: response.additionals, total: response.total, byTest: response.byTest }),
      providesTags: [{ type: 'Additional', id: 'LIST' }],
    }),
    markDoneByScan: build.mutation<AdditionalDto, MarkDoneByScanRequest>({
      query: (body) => ({ url: path(BENCH_API.markDoneByScan), method: 'POST', body }),
      transformResponse: (response: AdditionalResponse) => response.additional,
      invalidatesTags: (r) => (r ? touched(r.caseId) : []),
    }),
    /** The active tests a pathologist may order (the catalogue is small: one page). */
    getOrderableTests: build.query<TestDto[], void>({
      query: () => ({ url: path(BENCH_API.tests), params: ALL_TESTS }),
      transformResponse: (response: TestsResponse) => response.tests,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetCaseAdditionalsQuery,
  useOrderAdditionalsMutation,
  useUpdateAdditionalMutation,
  useGetAdditionalsWorklistQuery,
  useMarkDoneByScanMutation,
  useGetOrderableTestsQuery,
} = additionalsApi;

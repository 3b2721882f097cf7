import { api } from '@pathdesk/web-data';
import {
  CASE_ROUTES,
  unwrap,
  type CaseBatchResponse,
  type CaseDto,
  type CaseHistoryEntry,
  type CaseHistoryResponse,
  type CaseInput,
  type CaseKind,
  type CaseListResponse,
  type CasePage,
  type CasePlural,
  type CaseResponse,
  type CaseSingular,
  type CaseUpdate,
  type PrepareRegisterResponse,
} from '@pathdesk/contracts';

const plural = (kind: CaseKind) => CASE_ROUTES[kind].plural;
const singular = (kind: CaseKind) => CASE_ROUTES[kind].singular;

/** The case endpoints of spec §7 (one shape for the three kinds). */
const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCases: build.query<CasePage, { kind: CaseKind; params: Record<string, string> }>({
      query: ({ kind, params }) => ({ url: `/${plural(kind)}`, params }),
      transformResponse: ({ total, totalCapped, nextCursor, ...rows }: CaseListResponse<CasePlural>, _meta, { kind }) => ({
        items: unwrap(rows, plural(kind)),
        total,
        totalCapped,
        nextCursor,
      }),
      providesTags: (_r, _e, { kind }) => [{ type: 'Case', id: `LIST-${kind}` }],
    }),
    getCase: build.query<CaseDto, { kind: CaseKind; id: number }>({
      query: ({ kind, id }) => `/${plural(kind)}/${id}`,
      transformResponse: (response: CaseResponse<CaseSingular>, _meta, { kind }) => unwrap(response, singular(kind)),
      providesTags: (_r, _e, { id }) => [{ type: 'Case', id }],
    }),
    getCaseHistory: build.query<CaseHistoryEntry[], { kind: CaseKind; id: number }>({
      query: ({ kind, id }) => `/${plural(kind)}/${id}/history`,
      transformResponse: (response: CaseHistoryResponse) => response.history,
      providesTags: (_r, _e, { id }) => [{ type: 'Case', id }],
    }),
    prepareRegister: build.query<PrepareRegisterResponse, CaseKind>({
      query: (kind) => `/${plural(kind)}/prepare-register`,
      providesTags: (_r, _e, kind) => [{ type: 'Case', id: `LIST-${kind}` }],
      keepUnusedDataFor: 0,
    }),
    registerCases: build.mutation<CaseDto[], { kind: CaseKind; cases: CaseInput[] }>({
      // The specimens of one requisition (one or several): POST /{kind}/new, all or nothing.
      query: ({ kind, cases }) => ({ url: `/${plural(kind)}/new`, method: 'POST', body: { cases } }),
      transformResponse: (response: CaseBatchResponse<CasePlural>, _meta, { kind }) => unwrap(response, plural(kind)),
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'Case', id: `LIST-${kind}` }],
    }),
    updateCase: build.mutation<CaseDto, { kind: CaseKind; id: number; changes: CaseUpdate }>({
      query: ({ kind, id, changes }) => ({ url: `/${plural(kind)}/${id}`, method: 'PUT', body: changes }),
      transformResponse: (response: CaseResponse<CaseSingular>, _meta, { kind }) => unwrap(response, singular(kind)),
      invalidatesTags: (_r, _e, { kind, id }) => [
        { type: 'Case', id },
        { type: 'Case', id: `LIST-${kind}` },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCasesQuery, useGetCaseQuery, useGetCaseHistoryQuery, usePrepareRegisterQuery, useRegisterCasesMutation, useUpdateCaseMutation } = casesApi;

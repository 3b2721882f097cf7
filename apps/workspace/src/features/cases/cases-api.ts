import { api } from '@pathdesk/web-data';
import {
  CASE_ROUTES,
  type CaseDto,
  type CaseHistoryEntry,
  type CaseInput,
  type CaseKind,
  type CaseListItem,
  type CaseUpdate,
  type PrepareRegisterResponse,
} from '@pathdesk/contracts';

export interface CaseList {
  items: CaseListItem[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

const plural = (kind: CaseKind) => CASE_ROUTES[kind].plural;
const singular = (kind: CaseKind) => CASE_ROUTES[kind].singular;

/** The case endpoints of spec §7 (one shape for the three kinds). */
export const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCases: build.query<CaseList, { kind: CaseKind; params: Record<string, string> }>({
      query: ({ kind, params }) => ({ url: `/${plural(kind)}`, params }),
      transformResponse: (response: Record<string, unknown>, _meta, { kind }) => ({
        items: response[plural(kind)] as CaseListItem[],
        total: response.total as number,
        totalCapped: response.totalCapped as boolean,
        nextCursor: response.nextCursor as string | null,
      }),
      providesTags: (_r, _e, { kind }) => [{ type: 'Case', id: `LIST-${kind}` }],
    }),
    getCase: build.query<CaseDto, { kind: CaseKind; id: number }>({
      query: ({ kind, id }) => `/${plural(kind)}/${id}`,
      transformResponse: (response: Record<string, CaseDto>, _meta, { kind }) => response[singular(kind)]!,
      providesTags: (_r, _e, { id }) => [{ type: 'Case', id }],
    }),
    getCaseHistory: build.query<CaseHistoryEntry[], { kind: CaseKind; id: number }>({
      query: ({ kind, id }) => `/${plural(kind)}/${id}/history`,
      transformResponse: (response: { history: CaseHistoryEntry[] }) => response.history,
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
      transformResponse: (response: Record<string, unknown>, _meta, { kind }) =>
        (response[plural(kind)] as CaseDto[] | undefined) ?? [response[singular(kind)] as CaseDto],
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'Case', id: `LIST-${kind}` }],
    }),
    updateCase: build.mutation<CaseDto, { kind: CaseKind; id: number; changes: CaseUpdate }>({
      query: ({ kind, id, changes }) => ({ url: `/${plural(kind)}/${id}`, method: 'PUT', body: changes }),
      transformResponse: (response: Record<string, CaseDto>, _meta, { kind }) => response[singular(kind)]!,
      invalidatesTags: (_r, _e, { kind, id }) => [{ type: 'Case', id }, { type: 'Case', id: `LIST-${kind}` }],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetCasesQuery,
  useGetCaseQuery,
  useGetCaseHistoryQuery,
  usePrepareRegisterQuery,
  useRegisterCasesMutation,
  useUpdateCaseMutation,
} = casesApi;

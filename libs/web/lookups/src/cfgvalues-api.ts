import { api } from '@pathdesk/web-data';
import type { CfgvalueResponse, CfgvaluesDeleteResponse, CfgvaluesResponse, CreateCfgvalueRequest, UpdateCfgvalueRequest } from '@pathdesk/contracts';

/** Config values (spec §7): the lists behind every dropdown. */
const cfgvaluesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCfgvalues: build.query<CfgvaluesResponse, Record<string, string>>({
      query: (params) => ({ url: '/cfgvalues', params }),
      providesTags: ['Cfgvalue'],
    }),
    createCfgvalue: build.mutation<CfgvalueResponse, CreateCfgvalueRequest>({
      query: (body) => ({ url: '/cfgvalues', method: 'POST', body }),
      invalidatesTags: ['Cfgvalue'],
    }),
    updateCfgvalue: build.mutation<CfgvalueResponse, { id: number; changes: UpdateCfgvalueRequest }>({
      query: ({ id, changes }) => ({ url: `/cfgvalues/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Cfgvalue'],
    }),
    deleteCfgvalues: build.mutation<CfgvaluesDeleteResponse, { ids: number[]; params: Record<string, string> }>({
      query: ({ ids, params }) => ({ url: '/cfgvalues', method: 'DELETE', body: { ids }, params }),
      invalidatesTags: ['Cfgvalue'],
    }),
  }),
  // Bundled into every remote that uses it: each copy injects the same endpoints into the one api,
  // so a later one replaces the earlier instead of throwing (the definitions are the API's contract).
  overrideExisting: true,
});

export const { useGetCfgvaluesQuery, useCreateCfgvalueMutation, useUpdateCfgvalueMutation, useDeleteCfgvaluesMutation } = cfgvaluesApi;

import { api } from './api.js';
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
  overrideExisting: 'throw',
});

export const { useGetCfgvaluesQuery, useCreateCfgvalueMutation, useUpdateCfgvalueMutation, useDeleteCfgvaluesMutation } = cfgvaluesApi;

import { api } from '@pathdesk/web-data';
import type { SettingPrefixesResponse, SettingPrefixRequest, SettingPrefixResponse } from '@pathdesk/contracts';

/** Accession-number prefixes (spec §7 "setting"). */
const prefixesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrefixes: build.query<SettingPrefixesResponse, void>({ query: () => '/setting', providesTags: ['SettingPrefix'] }),
    createPrefix: build.mutation<SettingPrefixResponse, SettingPrefixRequest>({
      query: (body) => ({ url: '/setting', method: 'POST', body }),
      invalidatesTags: ['SettingPrefix'],
    }),
    updatePrefix: build.mutation<SettingPrefixResponse, { id: number; changes: Partial<SettingPrefixRequest> }>({
      query: ({ id, changes }) => ({ url: `/setting/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['SettingPrefix'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetPrefixesQuery, useCreatePrefixMutation, useUpdatePrefixMutation } = prefixesApi;

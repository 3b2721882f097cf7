import { api } from '@pathdesk/web-data';
import type { SettingPrefixDto, SettingPrefixRequest } from '@pathdesk/contracts';

/** Accession-number prefixes (spec §7 "setting"). */
export const prefixesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrefixes: build.query<SettingPrefixDto[], void>({ query: () => '/setting', providesTags: ['SettingPrefix'] }),
    createPrefix: build.mutation<{ prefix: SettingPrefixDto }, SettingPrefixRequest>({
      query: (body) => ({ url: '/setting', method: 'POST', body }),
      invalidatesTags: ['SettingPrefix'],
    }),
    updatePrefix: build.mutation<{ prefix: SettingPrefixDto }, { id: number; changes: Partial<SettingPrefixRequest> }>({
      query: ({ id, changes }) => ({ url: `/setting/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['SettingPrefix'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetPrefixesQuery, useCreatePrefixMutation, useUpdatePrefixMutation } = prefixesApi;

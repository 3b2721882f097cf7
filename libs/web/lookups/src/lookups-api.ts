import type { CfgListKey, CfgOption, CfgOptionsResponse, DoctorOption, HospitalDoctorsResponse, HospitalOption, HospitalOptionsResponse } from '@pathdesk/contracts';
import { api } from '@pathdesk/web-data';

/**
 * The dropdown lists of active lookup entries (spec §7), shared: every remote's forms use them.
 * The settings pages invalidate their tags when they change an entry.
 */
export const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCfgOptions: build.query<CfgOption[], CfgListKey>({
      query: (key) => `/cfgvalues/${key}`,
      transformResponse: (response: CfgOptionsResponse, _meta, key) => response[key] ?? [],
      providesTags: ['Cfgvalue'],
    }),
    getHospitalOptions: build.query<HospitalOption[], void>({
      query: () => '/cfgvalues/hospitals',
      transformResponse: (response: HospitalOptionsResponse) => response.hospitals,
      providesTags: ['Hospital'],
    }),
    getDoctorOptions: build.query<DoctorOption[], number>({
      query: (hospitalId) => ({ url: '/doctors/hospital', params: { hospitalId } }),
      transformResponse: (response: HospitalDoctorsResponse) => response.doctors,
      providesTags: ['Doctor'],
    }),
  }),
  // Bundled into every remote that uses it: each copy injects the same endpoints into the one api,
  // so a later one replaces the earlier instead of throwing (the definitions are the API's contract).
  overrideExisting: true,
});

export const { useGetCfgOptionsQuery, useGetHospitalOptionsQuery, useGetDoctorOptionsQuery } = lookupsApi;

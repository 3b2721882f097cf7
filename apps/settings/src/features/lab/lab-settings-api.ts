import { api } from '@pathdesk/web-data';
import type { LabSettings, LabSettingsResponse } from '@pathdesk/contracts';

/** GET/PUT /api/lab-settings (the workspace reads the same settings under its own endpoint name). */
const labSettingsApi = api.enhanceEndpoints({ addTagTypes: ['LabSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    readLabSettings: build.query<LabSettings, void>({
      query: () => '/lab-settings',
      transformResponse: (response: LabSettingsResponse) => response.labSettings,
      providesTags: ['LabSettings'],
    }),
    updateLabSettings: build.mutation<LabSettings, LabSettings>({
      query: (body) => ({ url: '/lab-settings', method: 'PUT', body }),
      transformResponse: (response: LabSettingsResponse) => response.labSettings,
      invalidatesTags: ['LabSettings'],
    }),
  }),
});

export const { useReadLabSettingsQuery, useUpdateLabSettingsMutation } = labSettingsApi;

import { api, apiPath } from '@pathdesk/web-data';
import type { LabSettings, LabSettingsResponse } from '@pathdesk/contracts';
import { TURNAROUND_API, type TurnaroundSettings, type TurnaroundSettingsResponse, type UpdateTurnaroundRequest } from '@pathdesk/contracts';

/** GET/PUT /api/lab-settings (the workspace reads the same settings under its own endpoint name). */
const labSettingsApi = api.enhanceEndpoints({ addTagTypes: ['LabSettings', 'Turnaround', 'Dashboard'] }).injectEndpoints({
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
    readTurnaround: build.query<TurnaroundSettings, void>({
      query: () => apiPath(TURNAROUND_API.settings),
      transformResponse: (response: TurnaroundSettingsResponse) => response.turnaround,
      providesTags: ['Turnaround'],
    }),
    // New targets and closures change every TAT figure: the dashboard's are asked for again.
    updateTurnaround: build.mutation<TurnaroundSettings, UpdateTurnaroundRequest>({
      query: (body) => ({ url: apiPath(TURNAROUND_API.settings), method: 'PUT', body }),
      transformResponse: (response: TurnaroundSettingsResponse) => response.turnaround,
      invalidatesTags: ['Turnaround', 'Dashboard'],
    }),
  }),
});

export const { useReadLabSettingsQuery, useUpdateLabSettingsMutation } = labSettingsApi;
export const { useReadTurnaroundQuery, useUpdateTurnaroundMutation } = labSettingsApi;

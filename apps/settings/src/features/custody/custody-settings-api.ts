import { api, apiPath as path } from '@pathdesk/web-data';
import {
  CUSTODY_API,
  type CreateLocationRequest,
  type CustodySettings,
  type CustodySettingsResponse,
  type LocationDto,
  type LocationResponse,
  type LocationsResponse,
  type UpdateLocationRequest,
} from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['CustodySettings', 'CustodyLocation'] });

/** Custody's settings (retention periods, label printer, hot folder) and the archive's locations list. */
const custodySettingsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    readCustodySettings: build.query<CustodySettings, void>({
      query: () => path(CUSTODY_API.settings),
      transformResponse: (response: CustodySettingsResponse) => response.settings,
      providesTags: ['CustodySettings'],
    }),
    updateCustodySettings: build.mutation<CustodySettings, CustodySettings>({
      query: (body) => ({ url: path(CUSTODY_API.settings), method: 'PUT', body }),
      transformResponse: (response: CustodySettingsResponse) => response.settings,
      invalidatesTags: ['CustodySettings'],
    }),
    listArchiveLocations: build.query<LocationDto[], void>({
      query: () => path(CUSTODY_API.locations),
      transformResponse: (response: LocationsResponse) => response.locations,
      providesTags: ['CustodyLocation'],
    }),
    createArchiveLocation: build.mutation<LocationDto, CreateLocationRequest>({
      query: (body) => ({ url: path(CUSTODY_API.locations), method: 'POST', body }),
      transformResponse: (response: LocationResponse) => response.location,
      invalidatesTags: ['CustodyLocation'],
    }),
    updateArchiveLocation: build.mutation<LocationDto, { id: number; body: UpdateLocationRequest }>({
      query: ({ id, body }) => ({ url: path(CUSTODY_API.location(id)), method: 'PUT', body }),
      transformResponse: (response: LocationResponse) => response.location,
      invalidatesTags: ['CustodyLocation'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useReadCustodySettingsQuery, useUpdateCustodySettingsMutation, useListArchiveLocationsQuery, useCreateArchiveLocationMutation, useUpdateArchiveLocationMutation } =
  custodySettingsApi;

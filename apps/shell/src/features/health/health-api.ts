import { api } from '@pathdesk/web-data';
import type { HealthResponse } from '@pathdesk/contracts';

const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({ query: () => '/health', providesTags: ['Health'] }),
  }),
  overrideExisting: 'throw',
});

export const { useGetHealthQuery } = healthApi;

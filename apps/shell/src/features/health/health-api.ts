import { api } from '@pathdesk/web-data';
import type { SignedInHealthResponse } from '@pathdesk/contracts';

const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<SignedInHealthResponse, void>({ query: () => '/health', providesTags: ['Health'] }),
  }),
  overrideExisting: 'throw',
});

export const { useGetHealthQuery } = healthApi;

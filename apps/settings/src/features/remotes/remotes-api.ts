import { api } from '@pathdesk/web-data';
import type { RemoteVersionsOneResponse, RemoteVersionsResponse } from '@pathdesk/contracts';

/** Issue 33.4: each remote's releases, the one the shell is given, and the administrator's pin. */
const remotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRemoteReleases: build.query<RemoteVersionsResponse, void>({
      query: () => '/shell-config/releases',
      keepUnusedDataFor: 0,
    }),
    pinRemote: build.mutation<RemoteVersionsOneResponse, { name: string; version: string }>({
      query: ({ name, version }) => ({ url: `/shell-config/pins/${encodeURIComponent(name)}`, method: 'PUT', body: { version } }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(remotesApi.util.updateQueryData('getRemoteReleases', undefined, (draft) => replace(draft, data)));
      },
    }),
    unpinRemote: build.mutation<RemoteVersionsOneResponse, { name: string }>({
      query: ({ name }) => ({ url: `/shell-config/pins/${encodeURIComponent(name)}`, method: 'DELETE' }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(remotesApi.util.updateQueryData('getRemoteReleases', undefined, (draft) => replace(draft, data)));
      },
    }),
  }),
});

/** The list as the API answered a pin or an unpin: that remote's row replaced. */
function replace(draft: RemoteVersionsResponse, { remote }: RemoteVersionsOneResponse): void {
  const at = draft.remotes.findIndex((r) => r.name === remote.name);
  if (at >= 0) draft.remotes[at] = remote;
}

export const { useGetRemoteReleasesQuery, usePinRemoteMutation, useUnpinRemoteMutation } = remotesApi;

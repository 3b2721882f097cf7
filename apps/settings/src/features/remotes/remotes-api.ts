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
      onQueryStarted: showAnswered,
    }),
    unpinRemote: build.mutation<RemoteVersionsOneResponse, { name: string }>({
      query: ({ name }) => ({ url: `/shell-config/pins/${encodeURIComponent(name)}`, method: 'DELETE' }),
      onQueryStarted: showAnswered,
    }),
  }),
});

/** A pin or an unpin as the API answered it: that remote's row of the list replaced. */
async function showAnswered(
  _args: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: RemoteVersionsOneResponse }> },
): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  const { remote } = answered.data;
  dispatch(
    remotesApi.util.updateQueryData('getRemoteReleases', undefined, (draft) => {
      const at = draft.remotes.findIndex((r) => r.name === remote.name);
      if (at >= 0) draft.remotes[at] = remote;
    }),
  );
}

export const { useGetRemoteReleasesQuery, usePinRemoteMutation, useUnpinRemoteMutation } = remotesApi;

import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RemoteEntry, RemoteManifest } from '@pathdesk/contracts';
import { composedPages, type ManifestSource } from './compose.js';

/** A remote the shell was told about (its entry, version and manifest; its texts are in i18n). */
export type LoadedRemote = Omit<RemoteEntry, 'texts'>;

export interface PlatformState {
  /** The shell's own manifest (the dashboard, the home group). */
  host: RemoteManifest | null;
  remotes: LoadedRemote[];
}

/** The i18n namespace of a remote's manifest texts (its labels, registered from the shell config). */
export const manifestNamespace = (remote: string) => `remote-${remote}`;

/**
 * The apps the page is made of, as the shell composed them from /api/shell-config (issue 33.1):
 * the sidebar, the page guard and any remote that shows menus or checks where a user may go read
 * them here.
 */
export const platformSlice = createSlice({
  name: 'platform',
  initialState: { host: null, remotes: [] } as PlatformState,
  reducers: {
    // A new state, not a draft's edit: manifests are read-only data, kept as given.
    manifestsLoaded: (_state, action: PayloadAction<{ host: RemoteManifest; remotes: LoadedRemote[] }>): PlatformState => action.payload,
  },
  selectors: {
    selectRemotes: (state) => state.remotes,
    selectHostManifest: (state) => state.host,
  },
});

export const { manifestsLoaded } = platformSlice.actions;
export const { selectRemotes, selectHostManifest } = platformSlice.selectors;

/** The shell's manifest first, then each remote's, with the namespaces of their texts. */
export const selectManifestSources = createSelector([selectHostManifest, selectRemotes], (host, remotes): ManifestSource[] => [
  ...(host ? [{ manifest: host, namespace: host.namespace, host: true }] : []),
  ...remotes.map((remote) => ({ manifest: remote.manifest, namespace: manifestNamespace(remote.name) })),
]);

/** Every page's access rule, composed from the manifests (the guard's table). */
export const selectComposedPages = createSelector([selectManifestSources], composedPages);

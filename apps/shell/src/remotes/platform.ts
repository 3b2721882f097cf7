import type { ShellConfig } from '@pathdesk/contracts';
import { manifestNamespace, manifestsLoaded, ownerOf, registerManifestTexts, type AppStore, type ManifestSource } from '@pathdesk/web-data';
import { shellManifest } from '../app/shell-manifest';
import { currentShellConfig, loadShellConfig, settledShellConfig } from './shell-config';

const applied = new WeakMap<AppStore, ShellConfig | null>();

/**
 * The composition of issue 33.1: the shell's own manifest and those of the remotes the server
 * lists go into the store (the sidebar, the guard and the remotes read them there), the texts of
 * their labels into i18n. Without the shell config, the shell's own part only (the dashboard).
 */
function compose(store: AppStore, config: ShellConfig | null): void {
  if (applied.has(store) && applied.get(store) === config) return;
  applied.set(store, config);
  for (const remote of config?.remotes ?? []) registerManifestTexts(manifestNamespace(remote.name), remote.texts);
  const remotes = (config?.remotes ?? []).map(({ texts: _texts, ...remote }) => remote);
  store.dispatch(manifestsLoaded({ host: shellManifest, remotes }));
}

/** The shell's own pages inside the layout (app/routes.tsx): the dashboard and the welcome page. */
export function isShellPage(path: string): boolean {
  return path === '/' || path === '/welcome';
}

/** Before the shell config is in: the shell's own part of the menu and of the guard's table. */
export function composeShellOnly(store: AppStore): void {
  if (!applied.has(store)) store.dispatch(manifestsLoaded({ host: shellManifest, remotes: [] }));
}

/**
 * Waits for the shell config (or its failure) and composes it: what a navigation to a remote's
 * address needs first. `read: false` starts no new read (a failed one stays failed until "Try again").
 */
export async function platformReady(store: AppStore, { read = true } = {}): Promise<ShellConfig | null> {
  const config = read ? await loadShellConfig().catch(() => null) : await settledShellConfig();
  compose(store, config);
  return config;
}

/** The manifests as the shell config gave them (the shell's first), outside React. */
export function currentSources(): ManifestSource[] {
  const remotes = currentShellConfig()?.remotes ?? [];
  return [
    { manifest: shellManifest, namespace: shellManifest.namespace, host: true },
    ...remotes.map((remote) => ({ manifest: remote.manifest, namespace: manifestNamespace(remote.name) })),
  ];
}

/** The remote that owns `path` (one of its mounts is the path or above it), if the shell config is in. */
export function remoteOf(path: string): string | undefined {
  const owner = ownerOf(currentSources(), path);
  return owner && !owner.host ? owner.manifest.name : undefined;
}

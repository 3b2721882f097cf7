import type { TFunction } from 'i18next';
import { manifestNamespace } from '@pathdesk/web-data';
import { currentShellConfig } from './shell-config';

/** A remote's name on screen, in the user's language: its manifest's title (its name, if the shell config has no word of it). */
export function remoteTitle(remote: string, t: TFunction): string {
  const manifest = currentShellConfig()?.remotes.find((r) => r.name === remote)?.manifest;
  const fallback = remote.charAt(0).toUpperCase() + remote.slice(1);
  return manifest ? t(manifest.title, { ns: manifestNamespace(remote), defaultValue: fallback }) : fallback;
}

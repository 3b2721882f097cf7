import type { TFunction } from 'i18next';
import type { RemoteName } from '@pathdesk/contracts';

/** A remote's name on screen (REMOTES[name].title in English), in the user's language. */
export function remoteTitle(remote: RemoteName, t: TFunction): string {
  const titles: Record<RemoteName, string> = { workspace: t('shell:remote.workspace'), settings: t('shell:remote.settings'), reports: t('shell:remote.reports') };
  return titles[remote];
}

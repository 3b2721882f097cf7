import type { DateDisplay } from './date-format.js';
import type { Language } from './i18n.js';

/** The remotes the shell knows how to mount, and the route each one owns. */
export const REMOTES = {
  workspace: { basePath: '/workspace', title: 'Workspace' },
  settings: { basePath: '/setting', title: 'Settings' },
  reports: { basePath: '/report', title: 'Reports' },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export interface RemoteEntry {
  name: RemoteName;
  /** URL of the remote's remoteEntry.js, absolute or root-relative. */
  entry: string;
}

/**
 * GET /api/shell-config: what the shell reads before it renders — the remotes manifest (where each
 * remote lives, so moving one needs no shell rebuild) and the lab's brand for the footer.
 */
export interface ShellConfig {
  version: string;
  labBrand: string;
  remotes: RemoteEntry[];
  /** The lab's date format and era (lab settings), for every screen, signed in or not. */
  dateDisplay: DateDisplay;
  /** The lab's default language (lab settings): the sign-in page's, and a user's who has not chosen one. */
  language?: Language;
}

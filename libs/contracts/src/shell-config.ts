import type { DateDisplay } from './date-format.js';
import type { Language } from './i18n.js';
import type { Role } from './roles.js';
import type { CalendarNames } from './results.js';

/**
 * The audience of a menu entry: a role, or `other` — an account whose role is none of ROLES, which
 * gets the template menu (spec §6).
 */
export const OTHER_ROLES = 'other';
export type MenuAudience = Role | typeof OTHER_ROLES;

/**
 * Who may open the pages at and below `path` (an absolute address): signed-in users with one of
 * `roles`, or `anyone`. The longest matching path decides; `/` matches the dashboard only.
 */
export interface ManifestPage {
  path: string;
  roles: readonly Role[] | 'anyone';
}

/** An entry of the sidebar: a link, under a group, for some audiences. `label` is a key of the manifest's namespace. */
export interface ManifestMenuEntry {
  to: string;
  group: string;
  label: string;
  icon: string;
  order: number;
  roles: readonly MenuAudience[];
}

/** A section of the sidebar; several manifests may put entries under one group. */
export interface ManifestMenuGroup {
  id: string;
  label: string;
  order: number;
}

/**
 * What an app declares about itself (issue 33.1): the addresses it owns, who may open its pages,
 * its sidebar entries and the i18n namespace of their labels. A remote writes it in
 * `src/manifest.ts` (exposed as `./manifest`); its build copies it, with the texts of its labels,
 * into `remote.json`; the API hands it to the shell in `/api/shell-config`.
 */
export interface RemoteManifest {
  /** The federation container's name: lower case letters and digits. */
  name: string;
  /** The i18n namespace whose keys `title` and the labels are. */
  namespace: string;
  /** The key of the app's name on screen ("Reports"). */
  title: string;
  /** The addresses it owns: the shell mounts it at `<mount>/*`. */
  mounts: readonly string[];
  pages: readonly ManifestPage[];
  menu: readonly ManifestMenuEntry[];
  groups: readonly ManifestMenuGroup[];
}

/** The texts of a manifest's keys, by language, nested as in the locale files (`{ menu: { Surgical: … } }`). */
export type ManifestTexts = Partial<Record<Language, Record<string, unknown>>>;

/** The version of remote.json's shape. */
export const REMOTE_RELEASE_FORMAT = 1;

/** `remote.json`: what a remote's build writes beside its entry (tools/rspack/remote-release.mjs). */
export interface RemoteRelease {
  format: typeof REMOTE_RELEASE_FORMAT;
  name: string;
  /** The remote's own version (its package.json). */
  version: string;
  /** The file name of its content-hashed entry (`remoteEntry.1a2b3c4d.js`), beside remote.json. */
  entry: string;
  /** What it needs the shell to provide: shared module → semver range (`@pathdesk/web-data` → `^2.0.0`). */
  requires: Record<string, string>;
  manifest: RemoteManifest;
  texts: ManifestTexts;
}

/** A remote as the shell loads it: where its entry is, which version, what it declares. */
export interface RemoteEntry {
  name: string;
  /** URL of the remote's entry, absolute or root-relative. */
  entry: string;
  version: string;
  /** True when an administrator pinned this version (it is not the newest one available). */
  pinned: boolean;
  manifest: RemoteManifest;
  texts: ManifestTexts;
}

/**
 * GET /api/shell-config: what the shell reads before it renders — the remotes (where each lives,
 * its version and what it declares, so moving or rolling one back needs no shell rebuild), the
 * lab's brand for the footer.
 */
export interface ShellConfig {
  version: string;
  labBrand: string;
  remotes: RemoteEntry[];
  /** The lab's date format and era (lab settings), for every screen, signed in or not. */
  dateDisplay: DateDisplay;
  /** The lab's default language (lab settings): the sign-in page's, and a user's who has not chosen one. */
  language?: Language;
  /** The calendar's day and month names (lab settings, issue 24.7): Thai by default. */
  calendarNames?: CalendarNames;
}

/** One version of a remote that can be served: where its entry is. */
export interface RemoteReleaseSummary {
  version: string;
  entry: string;
  /** Shared modules it needs (remote.json's `requires`). */
  requires: Record<string, string>;
}

/** A remote's versions, the one served and the administrator's pin (GET /api/shell-config/releases). */
export interface RemoteVersions {
  name: string;
  /** The version the shell is given: the pinned one, else the newest. */
  current: string | null;
  pin: { version: string; by: string | null; at: string } | null;
  releases: RemoteReleaseSummary[];
}

export interface RemoteVersionsResponse {
  remotes: RemoteVersions[];
}

/** PUT /api/shell-config/pins/{name}: serve this version of the remote until unpinned. */
export interface PinRemoteRequest {
  version: string;
}

export interface RemoteVersionsOneResponse {
  remote: RemoteVersions;
}

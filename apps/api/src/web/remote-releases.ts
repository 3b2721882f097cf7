import type { RemoteRelease } from '@pathdesk/contracts';
import { remoteReleaseSchema } from '@pathdesk/contracts/schemas';

/** A release of a remote the API can hand to the shell: remote.json, and where its entry is served. */
export interface ServedRelease extends RemoteRelease {
  /** The entry's URL as the browser loads it (absolute, or root-relative on this origin). */
  entryUrl: string;
}

/** Names the API keeps for itself: its own bundle and the shell's folder are never remotes. */
const RESERVED = new Set(['api', 'shell']);

/**
 * remote.json as a release: checked against the contract (an unknown format or a wrong field is
 * refused, not guessed at); `expectedName` when the place it came from names the remote.
 */
export function parseRelease(json: unknown, expectedName?: string): RemoteRelease {
  const release = remoteReleaseSchema.parse(json);
  if (RESERVED.has(release.name)) throw new Error(`"${release.name}" is not a remote's name`);
  if (expectedName && release.name !== expectedName) throw new Error(`it is the release of "${release.name}", not of "${expectedName}"`);
  if (release.manifest.name !== release.name) throw new Error(`its manifest is named "${release.manifest.name}"`);
  return release;
}

/** `base` ends with one slash; the entry's file name follows it. */
export function servedAt(release: RemoteRelease, base: string): ServedRelease {
  return { ...release, entryUrl: `${base.replace(/\/*$/, '/')}${release.entry}` };
}

const parts = (version: string) => {
  const [core = '', pre] = version.split('-', 2);
  return { numbers: core.split('.').map(Number), pre };
};

/** Semver order: 1.10.0 after 1.9.0; a pre-release before its release. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x.numbers[i] !== y.numbers[i]) return (x.numbers[i] ?? 0) - (y.numbers[i] ?? 0);
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Each remote's releases, newest first, one per version (an earlier source's copy of a version wins). */
export function byRemote(releases: readonly ServedRelease[]): Map<string, ServedRelease[]> {
  const remotes = new Map<string, ServedRelease[]>();
  for (const release of releases) {
    const list = remotes.get(release.name) ?? [];
    if (!list.some((other) => other.version === release.version)) list.push(release);
    remotes.set(release.name, list);
  }
  for (const list of remotes.values()) list.sort((a, b) => compareVersions(b.version, a.version));
  return new Map([...remotes.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** The release the shell gets: the pinned version while it is available, else the newest. */
export function currentRelease(releases: readonly ServedRelease[], pinned: string | undefined): ServedRelease | undefined {
  return releases.find((release) => release.version === pinned) ?? releases[0];
}

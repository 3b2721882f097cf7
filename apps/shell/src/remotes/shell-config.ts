import { registerRemotes } from './federation';
import type { ManifestTexts, RemoteEntry, RemoteManifest, ShellConfig } from '@pathdesk/contracts';

const SHELL_CONFIG_URL = '/api/shell-config';

let pending: Promise<ShellConfig> | undefined;
let current: ShellConfig | undefined;
let failure: string | undefined;

/**
 * Reads the server's list of remotes once and registers each with the federation runtime.
 * Registering fetches nothing: a remote's entry is downloaded the first time its route is opened.
 */
export function loadShellConfig(): Promise<ShellConfig> {
  pending ??= fetchShellConfig().then((config) => {
    registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
    current = config;
    failure = undefined;
    return config;
  });
  // A failed read is retried the next time someone asks (the "Try again" of a remote's error panel).
  pending.catch((error: unknown) => {
    pending = undefined;
    failure = error instanceof Error ? error.message : String(error);
  });
  return pending;
}

/** Why the last read of the shell config failed, while it has not been read since. */
export function shellConfigFailure(): string | undefined {
  return current ? undefined : failure;
}

/** The shell config without asking the server again after a failure: the read under way, else the last outcome (read once if never). */
export function settledShellConfig(): Promise<ShellConfig | null> {
  if (!pending && !current && failure === undefined) loadShellConfig().catch(() => undefined);
  return pending ? pending.catch(() => null) : Promise.resolve(current ?? null);
}

/** The shell config once read (undefined before, or while it cannot be read). */
export function currentShellConfig(): ShellConfig | undefined {
  return current;
}

async function fetchShellConfig(): Promise<ShellConfig> {
  const response = await fetch(SHELL_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The remotes manifest could not be read (HTTP ${response.status}).`);
  // A body that is not JSON (e.g. an HTML fallback page) is as malformed as JSON of the wrong shape.
  const config: unknown = await response.json().catch(() => undefined);
  if (!isShellConfig(config)) throw new Error('The remotes manifest is not in the expected form.');
  // A remote described wrongly is left out; the others still load (issue 33.5).
  const remotes = config.remotes.filter((remote): remote is RemoteEntry => {
    if (isRemoteEntry(remote)) return true;
    console.warn('[shell] a remote of /api/shell-config is not in the expected form; left out:', remote);
    return false;
  });
  return { ...config, remotes };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isAddress = (value: unknown): value is string => isString(value) && value.startsWith('/');
const everyOf = (value: unknown, check: (item: Record<string, unknown>) => boolean) => Array.isArray(value) && value.every((item) => isObject(item) && check(item));

function isShellConfig(value: unknown): value is Omit<ShellConfig, 'remotes'> & { remotes: unknown[] } {
  return isObject(value) && isString(value.labBrand) && isString(value.version) && Array.isArray(value.remotes);
}

/** A hand-written check (the shell's first load carries no validation library). */
function isManifest(value: unknown, name: string): value is RemoteManifest {
  return (
    isObject(value) &&
    value.name === name &&
    isString(value.namespace) &&
    isString(value.title) &&
    Array.isArray(value.mounts) &&
    value.mounts.every((mount) => isAddress(mount) && mount !== '/') &&
    everyOf(value.pages, (page) => isAddress(page.path) && (page.roles === 'anyone' || isStrings(page.roles))) &&
    everyOf(
      value.menu,
      (entry) => isAddress(entry.to) && isString(entry.group) && isString(entry.label) && isString(entry.icon) && typeof entry.order === 'number' && isStrings(entry.roles),
    ) &&
    everyOf(value.groups, (group) => isString(group.id) && isString(group.label) && typeof group.order === 'number')
  );
}

function isRemoteEntry(value: unknown): value is RemoteEntry {
  return (
    isObject(value) &&
    isString(value.name) &&
    /^[a-z][a-z0-9]{1,30}$/.test(value.name) &&
    isString(value.entry) &&
    value.entry.length > 0 &&
    isString(value.version) &&
    isManifest(value.manifest, value.name) &&
    isObject(value.texts as ManifestTexts)
  );
}

/** Test hook: forget the cached manifest. */
export function resetShellConfig(): void {
  pending = undefined;
  current = undefined;
  failure = undefined;
}

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type ShellConfig } from '@pathdesk/contracts';

const SHELL_CONFIG_URL = '/api/shell-config';

let pending: Promise<ShellConfig> | undefined;

/**
 * Reads the server's remotes manifest once and registers each remote with the federation runtime.
 * Registering fetches nothing: a remote's entry is downloaded the first time its route is opened.
 */
export function loadShellConfig(): Promise<ShellConfig> {
  pending ??= fetchShellConfig().then((config) => {
    registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
    return config;
  });
  // A failed read is retried the next time someone asks (the "Try again" of a remote's error panel).
  pending.catch(() => (pending = undefined));
  return pending;
}

async function fetchShellConfig(): Promise<ShellConfig> {
  const response = await fetch(SHELL_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The remotes manifest could not be read (HTTP ${response.status}).`);
  // A body that is not JSON (e.g. an HTML fallback page) is as malformed as JSON of the wrong shape.
  const config: unknown = await response.json().catch(() => undefined);
  if (!isShellConfig(config)) throw new Error('The remotes manifest is not in the expected form.');
  return config;
}

function isShellConfig(value: unknown): value is ShellConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, labBrand, version } = value as ShellConfig;
  return (
    typeof labBrand === 'string' &&
    typeof version === 'string' &&
    Array.isArray(remotes) &&
    remotes.every(
      (r) => REMOTE_NAMES.includes(r?.name as RemoteName) && typeof r.entry === 'string' && r.entry.length > 0,
    )
  );
}

/** Test hook: forget the cached manifest. */
export function resetShellConfig(): void {
  pending = undefined;
}

import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { providedModules } from './provided-modules';

/** The version of Module Federation's runtime the remotes are built with (package.json). */
const RUNTIME_VERSION = '2.9.2';

interface Remote {
  name: string;
  entry: string;
}

let instance: Promise<ModuleFederation> | undefined;
const registered: Remote[] = [];

/**
 * The federation runtime, started when a remote is first needed or the browser is idle (prefetch.ts),
 * not in the shell's first load. A production remote runs on it (its entry brings no runtime of its
 * own: `externalRuntime`, tools/rspack/create-web-config.mjs), so the shell hands it the runtime's
 * core on globalThis, as Module Federation's plugin would, and the platform's modules to share.
 */
export function federation(): Promise<ModuleFederation> {
  instance ??= Promise.all([import('@module-federation/runtime-core'), import('@module-federation/enhanced/runtime')]).then(([core, runtime]) => {
    Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: core, _FEDERATION_RUNTIME_CORE_FROM: { name: 'shell', version: RUNTIME_VERSION } });
    const federation = runtime.createInstance({ name: 'shell', remotes: [...registered], shared: providedModules(), shareStrategy: 'loaded-first' });
    return federation;
  });
  // A runtime that failed to download is asked for again next time.
  instance.catch(() => (instance = undefined));
  return instance;
}

/** Where the remotes' entries are: fetches nothing (an entry is downloaded when its routes are first needed). */
export function registerRemotes(remotes: Remote[]): void {
  registered.push(...remotes.filter((remote) => !registered.some((known) => known.name === remote.name)));
  void instance?.then(
    (federation) => federation.registerRemotes(remotes),
    () => undefined,
  );
}

/** A module a remote exposes, `<remote>/<exposed>`. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  return (await federation()).loadRemote<T>(id);
}

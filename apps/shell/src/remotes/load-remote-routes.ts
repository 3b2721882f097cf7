import { loadErrorTexts } from '@pathdesk/web-data';
import { loadRemote } from './federation';
import type { RouteObject } from 'react-router';
import { fixedT } from '@pathdesk/web-data';
import { remoteOf } from './platform';
import { remoteTitle } from './remote-title';
import { loadShellConfig } from './shell-config';

/** A remote exposes `./routes`: its pages as relative routes, mounted under its base path. */
interface RemoteRoutesModule {
  routes: RouteObject[];
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remoteTitle(remote, fixedT('shell'))} could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

const LOAD_TIMEOUT_MS = 20_000;

interface Loading {
  routes: Promise<RouteObject[]>;
  failed: boolean;
}

const loaded = new Map<string, Loading>();

/**
 * The remote's routes, downloaded once. A failed download stays failed (React asks again on every
 * render, and must get the same answer) until someone calls `forgetFailedRemoteRoutes`.
 */
export function loadRemoteRoutes(remote: string, loader = loadRemote): Promise<RouteObject[]> {
  let loading = loaded.get(remote);
  if (!loading) {
    const entry: Loading = { routes: settledForReact(fetchRemoteRoutes(remote, loader)), failed: false };
    entry.routes.catch(() => (entry.failed = true));
    loaded.set(remote, (loading = entry));
  }
  return loading.routes;
}

/**
 * Marks the promise with its outcome the way React's `use` reads it, so that a render after the
 * routes have arrived (the route's loader waited for them) does not suspend again.
 */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  thenable.status = 'pending';
  // (Block bodies: returning the promise itself from here would chain it to its own rejection.)
  promise.then(
    (value) => {
      Object.assign(thenable, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(thenable, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * For the layout's loader, once the guard has let the navigation through: fetches the routes of the
 * remote behind `path`, so the navigation waits (the page shown stays, with the layout's progress
 * bar) until they are here or have failed — a failure is shown by RemoteRoutes' error panel.
 */
export async function loadRemoteRoutesFor(path: string): Promise<void> {
  const remote = remoteOf(path);
  if (!remote) return;
  // Opening a page of a remote that failed to load tries it again, as "Try again" does.
  forgetFailedRemoteRoutes(remote);
  await loadRemoteRoutes(remote).catch(() => undefined);
}

/** Lets the next `loadRemoteRoutes` try again, if the last attempt failed. */
export function forgetFailedRemoteRoutes(remote: string): void {
  if (loaded.get(remote)?.failed) loaded.delete(remote);
}

async function fetchRemoteRoutes(remote: string, loader: typeof loadRemote): Promise<RouteObject[]> {
  let config;
  try {
    config = await loadShellConfig();
  } catch (error) {
    throw new RemoteLoadError(remote, (error as Error).message);
  }
  if (!config.remotes.some((r) => r.name === remote)) {
    throw new RemoteLoadError(remote, 'it is not listed in the remotes manifest.');
  }
  let module: RemoteRoutesModule | null;
  // A remote's forms word their reasons with the error texts: here before its first page (api-errors.ts).
  const errorTexts = loadErrorTexts().catch(() => undefined);
  try {
    module = await withTimeout(loader<RemoteRoutesModule>(`${remote}/routes`), LOAD_TIMEOUT_MS);
    await errorTexts;
  } catch (error) {
    throw new RemoteLoadError(remote, (error as Error).message || 'its files could not be downloaded.');
  }
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError(remote, 'it does not expose its routes.');
  }
  return module.routes;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s.`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Test hook. */
export function forgetRemoteRoutes(): void {
  loaded.clear();
}

/**
 * Starts downloading the remote behind `path` (a menu link the user points at or focuses), so the
 * page opens sooner; a failure is forgotten, and the real navigation tries again.
 */
export function preloadRemoteFor(path: string, loader = loadRemote): void {
  const remote = remoteOf(path);
  if (remote) loadRemoteRoutes(remote, loader).catch(() => forgetFailedRemoteRoutes(remote));
}

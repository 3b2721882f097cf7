import { createBrowserRouter, createMemoryRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { composable, type AppStore } from '@pathdesk/web-data';
import { MountedRemote } from '../remotes/remote-routes';
import { composeShellOnly, currentSources, platformReady } from '../remotes/platform';
import { createAuthGuard } from './auth-guard';
import { createLayoutLoader } from './layout-loader';
import { createAppRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Adds the remotes' addresses to the layout when a navigation meets one the route table does not
 * know: a route `<mount>/*` for every mount of the shell config (issue 33.1: the remotes declare
 * where they live). Without the shell config, the address's first segment gets one, whose page
 * says so and tries again; an address that is nobody's stays the not-found page.
 */
function discoverRemoteRoutes(store: AppStore): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  const mountAt = (mount: string) => {
    const path = `${mount.replace(/^\//, '')}/*`;
    if (patched.has(path)) return [];
    patched.add(path);
    return [{ id: `mount:${mount}`, path, element: <MountedRemote /> }];
  };
  return async ({ path, patch }) => {
    const config = await platformReady(store);
    const mounts = config
      ? composable(currentSources()).flatMap((source) => (source.host ? [] : source.manifest.mounts))
      : [`/${path.split('/').filter(Boolean)[0] ?? ''}`].filter((mount) => mount !== '/');
    const children = mounts.flatMap(mountAt);
    if (children.length) patch('layout', children);
  };
}

function withGuard(store: AppStore, create: (routes: ReturnType<typeof createAppRoutes>, discover: PatchRoutesOnNavigationFunction) => Router): Router {
  // The guard cancels a navigation by going back to where the router is: known once it has started.
  const created: { router?: Router } = {};
  composeShellOnly(store);
  const guard = createAuthGuard(store, () => (created.router?.state.initialized ? created.router.state.location : null));
  created.router = create(createAppRoutes(createLayoutLoader(store, guard)), discoverRemoteRoutes(store));
  return created.router;
}

export function createAppRouter(store: AppStore) {
  return withGuard(store, (routes, patchRoutesOnNavigation) => createBrowserRouter(routes, { patchRoutesOnNavigation }));
}

/** For tests: the same routes and guard, starting at `initialPath`. */
export function createTestRouter(store: AppStore, initialPath: string) {
  return withGuard(store, (routes, patchRoutesOnNavigation) => createMemoryRouter(routes, { initialEntries: [initialPath], patchRoutesOnNavigation }));
}

export type AppRouter = Router;

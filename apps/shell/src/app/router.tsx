import { createBrowserRouter, createMemoryRouter } from 'react-router';
import type { AppStore } from '@pathdesk/web-data';
import { createAuthGuard } from './auth-guard';
import { createLayoutLoader } from './layout-loader';
import { createAppRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

function withGuard(store: AppStore, create: (routes: ReturnType<typeof createAppRoutes>) => Router): Router {
  // The guard cancels a navigation by going back to where the router is: known once it has started.
  const created: { router?: Router } = {};
  const guard = createAuthGuard(store, () => (created.router?.state.initialized ? created.router.state.location : null));
  created.router = create(createAppRoutes(createLayoutLoader(guard)));
  return created.router;
}

export function createAppRouter(store: AppStore) {
  return withGuard(store, (routes) => createBrowserRouter(routes));
}

/** For tests: the same routes and guard, starting at `initialPath`. */
export function createTestRouter(store: AppStore, initialPath: string) {
  return withGuard(store, (routes) => createMemoryRouter(routes, { initialEntries: [initialPath] }));
}

export type AppRouter = Router;

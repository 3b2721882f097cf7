import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PrimeReactProvider } from 'primereact/api';
import { createBrowserRouter, Navigate, RouterProvider, useRoutes, type RouteObject } from 'react-router';
import { makeStore, StoreProvider } from '@pathdesk/web-data';
import { registerThaiLocale } from './thai-locale.js';

export interface StandaloneOptions {
  /** Where the shell mounts this remote (its manifest's mounts), e.g. ['/workspace']. */
  mounts: readonly string[];
  routes: RouteObject[];
}

/**
 * Runs a remote on its own dev server, for local work only: the shell never calls this — hosted
 * remotes use the shell's router and store.
 */
export function mountStandalone({ mounts, routes }: StandaloneOptions): void {
  registerThaiLocale();
  const store = makeStore();
  const router = createBrowserRouter([
    ...mounts.map((mount) => ({ path: `${mount}/*`, element: <StandaloneRoutes routes={routes} /> })),
    { path: '*', element: <Navigate to={mounts[0] ?? '/'} replace /> },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StoreProvider store={store}>
        <PrimeReactProvider value={{ ripple: true, locale: 'th' }}>
          <main className="p-4">
            <RouterProvider router={router} />
          </main>
        </PrimeReactProvider>
      </StoreProvider>
    </StrictMode>,
  );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

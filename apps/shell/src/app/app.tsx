import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { installDialogGuard } from '@pathdesk/web-ui';
import { StoreProvider, type AppStore } from '@pathdesk/web-data';
import type { AppRouter } from './router';
import { LayoutProvider } from '../layout/layout-context';
import { Toaster } from '../feedback/toaster';
import { ConfirmHost } from '../feedback/confirm-host';
import { LoadingOverlay } from '../feedback/loading-overlay';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
}

/**
 * The providers every screen runs inside — one store, one layout state, one router — and what is
 * mounted once for all pages, in the layout or not: toasts, the confirm dialog and the loading
 * overlay. PrimeReact's provider is around what shows PrimeReact components (WithPrimeReact): the
 * first screen after sign-in shows none, so it is not in the shell's first load.
 */
export function App({ store, router }: AppProps) {
  // Escape and the close icon of every dialog, shell's and remotes' (issue 26.4).
  useEffect(() => installDialogGuard(), []);
  return (
    <StoreProvider store={store}>
      <LayoutProvider>
        <RouterProvider router={router} />
        <Toaster />
        <ConfirmHost />
        <LoadingOverlay />
      </LayoutProvider>
    </StoreProvider>
  );
}

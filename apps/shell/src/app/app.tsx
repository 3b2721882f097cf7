import { Provider } from 'react-redux';
import { PrimeReactProvider } from 'primereact/api';
import { RouterProvider } from 'react-router';
import type { AppStore } from '@pathdesk/web-data';
import type { AppRouter } from './router';
import { PRIME_REACT_CONFIG } from './prime-react-config';
import { usePrimeReactCommonStyles } from './prime-react-styles';
import { LayoutProvider } from '../layout/layout-context';
import { Toaster } from '../feedback/toaster';
import { ConfirmHost } from '../feedback/confirm-host';
import { LoadingOverlay } from '../feedback/loading-overlay';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
}

/**
 * The providers every screen runs inside — one store, one PrimeReact config, one layout state, one
 * router — and what is mounted once for all pages, in the layout or not: toasts, the confirm
 * dialog and the loading overlay.
 */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <PrimeReactProvider value={PRIME_REACT_CONFIG}>
        <LayoutProvider>
          <CommonStyles />
          <RouterProvider router={router} />
          <Toaster />
          <ConfirmHost />
          <LoadingOverlay />
        </LayoutProvider>
      </PrimeReactProvider>
    </Provider>
  );
}

/** Inside the PrimeReact provider (its style nonce and container): see prime-react-styles.ts. */
function CommonStyles() {
  usePrimeReactCommonStyles();
  return null;
}

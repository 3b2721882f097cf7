import { Provider } from 'react-redux';
import { useContext, useEffect } from 'react';
import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { useTranslation } from 'react-i18next';
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
          <PrimeReactLanguage />
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

/** PrimeReact's own texts (calendar, paginator, filters) in the user's language (issue 16.1). */
function PrimeReactLanguage() {
  const { i18n } = useTranslation();
  const prime = useContext(PrimeReactContext);
  const language = i18n.language === 'th' ? 'th' : 'en';
  useEffect(() => prime?.setLocale?.(language), [prime, language]);
  return null;
}

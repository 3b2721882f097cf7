import { use, useState } from 'react';
import { Navigate, useLocation, useRevalidator, useRoutes } from 'react-router';
import { selectRemotes, useAppSelector } from '@pathdesk/web-data';
import { ErrorPanel, Spinner } from '@pathdesk/web-ui';
import { forgetFailedRemoteRoutes, loadRemoteRoutes } from './load-remote-routes';
import { remoteOf } from './platform';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteTitle } from './remote-title';
import { currentShellConfig, loadShellConfig, shellConfigFailure } from './shell-config';
import { WithPrimeReact } from '../app/with-prime-react';
import { useShellT } from '../i18n';

/**
 * Mounts a remote's routes in the layout's main area; the layout's loader has fetched them
 * (`loadRemoteRoutesFor`). If they cannot be loaded (or one of its pages crashes), an error panel
 * with a retry — the rest of the shell keeps working.
 *
 * There is no Suspense boundary here on purpose: the layout's, around the main area, is already
 * showing a page, so while a remote's page code downloads React keeps that page on screen (router
 * navigations are transitions) instead of showing a fallback and holding the new page back for
 * React's minimum fallback time (300 ms).
 */
function RemoteRoutes({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailedRemoteRoutes(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary remote={remote} resetKey={`${pathname}#${attempt}`} onRetry={retry}>
      <RemoteRoutesView remote={remote} />
    </RemoteErrorBoundary>
  );
}

function RemoteRoutesView({ remote }: { remote: string }) {
  const routes = use(loadRemoteRoutes(remote));
  return useRoutes(routes);
}

/**
 * The element of every address a remote mounts (router.tsx adds one route per mount of the shell
 * config): the remote that owns the address, as the shell config says now. Without the shell
 * config, a panel that tries again; an address nobody owns, the not-found page.
 */
export function MountedRemote() {
  const { pathname } = useLocation();
  useAppSelector(selectRemotes); // composed again after a retry: render again
  const remote = remoteOf(pathname);
  if (remote)
    return (
      <WithPrimeReact>
        <RemoteRoutes key={remote} remote={remote} />
      </WithPrimeReact>
    );
  if (currentShellConfig()) return <Navigate to="/pages/notfound" replace />;
  return <ShellConfigUnavailable />;
}

function ShellConfigUnavailable() {
  const { t } = useShellT();
  const revalidator = useRevalidator();
  return (
    <ErrorPanel
      title={t('remote.listUnavailable')}
      detail={
        <>
          <p className="mt-0">{t('remote.unavailableText')}</p>
          <small>{shellConfigFailure()}</small>
        </>
      }
      // Read it again, then the layout's loader composes it and fetches this page's remote.
      onRetry={() => void loadShellConfig().finally(() => void revalidator.revalidate())}
    />
  );
}

/** The main area's fallback while a page's code downloads: names the remote it belongs to. */
export function PageLoading() {
  const { pathname } = useLocation();
  const remote = remoteOf(pathname);
  const { t } = useShellT();
  return (
    <div className="flex align-items-center justify-content-center p-5" role="status">
      <Spinner size="2.5rem" />
      <span className="ml-3 text-color-secondary">{remote ? t('remote.loading', { title: remoteTitle(remote, t) }) : t('remote.loadingPage')}</span>
    </div>
  );
}

import { use, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { RemoteName } from '@pathdesk/contracts';
import { Spinner } from '@pathdesk/web-ui';
import { forgetFailedRemoteRoutes, loadRemoteRoutes, remoteOf } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteTitle } from './remote-title';
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
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
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

function RemoteRoutesView({ remote }: { remote: RemoteName }) {
  const routes = use(loadRemoteRoutes(remote));
  return useRoutes(routes);
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

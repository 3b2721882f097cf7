import { Suspense, use, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { REMOTES, type RemoteName } from '@pathdesk/contracts';
import { Spinner } from '@pathdesk/web-ui';
import { forgetFailedRemoteRoutes, loadRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * Mounts a remote's routes in the layout's main area. While it downloads, a spinner; if it cannot be
 * loaded (or one of its pages crashes), an error panel with a retry — the rest of the shell keeps working.
 */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Opening another page of a remote that failed to load tries it again, as "Try again" does.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    forgetFailedRemoteRoutes(remote);
    setLastPath(pathname);
  }
  const retry = () => {
    forgetFailedRemoteRoutes(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary remote={remote} resetKey={`${pathname}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <RemoteRoutesView remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteRoutesView({ remote }: { remote: RemoteName }) {
  const routes = use(loadRemoteRoutes(remote));
  return useRoutes(routes);
}

function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div className="flex align-items-center justify-content-center p-5" role="status">
      <Spinner size="2.5rem" />
      <span className="ml-3 text-color-secondary">Loading {REMOTES[remote].title}…</span>
    </div>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '@pathdesk/web-ui';
import { useShellT } from '../i18n';

/** Last line of defence for the shell's own routes; remotes have their own boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useShellT();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <div className="layout-standalone-page">
      <ErrorPanel title={t('routeError.title')} detail={detail} onRetry={() => window.location.reload()} />
    </div>
  );
}

import { selectIsLoading, useAppSelector } from '@pathdesk/web-data';
import { Spinner } from '@pathdesk/web-ui';
import { useDelayedFlag } from './use-delayed-flag';
import { useShellT } from '../i18n';

/** Calls that finish sooner than this never show the overlay, so fast screens do not flicker. */
export const LOADING_OVERLAY_DELAY_MS = 300;

/** Full-screen spinner while any data call is in flight (the global loading flag). */
export function LoadingOverlay() {
  const visible = useDelayedFlag(useAppSelector(selectIsLoading), LOADING_OVERLAY_DELAY_MS);
  const { t } = useShellT();
  if (!visible) return null;
  return (
    <div className="layout-loading-overlay" data-testid="loading-overlay">
      <Spinner label={t('layout.loading')} />
    </div>
  );
}

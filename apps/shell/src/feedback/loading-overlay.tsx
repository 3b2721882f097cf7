import { useEffect, useState } from 'react';
import { selectIsLoading, useAppSelector } from '@pathdesk/web-data';
import { Spinner } from '@pathdesk/web-ui';

/** Calls that finish sooner than this never show the overlay, so fast screens do not flicker. */
export const LOADING_OVERLAY_DELAY_MS = 300;

/** Full-screen spinner while any data call is in flight (the global loading flag). */
export function LoadingOverlay() {
  const loading = useAppSelector(selectIsLoading);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div className="layout-loading-overlay" data-testid="loading-overlay">
      <Spinner label="Loading" />
    </div>
  );
}

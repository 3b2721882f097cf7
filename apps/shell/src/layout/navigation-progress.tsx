import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Navigations that finish sooner than this show nothing, so fast ones do not flicker. */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;

/**
 * A thin bar under the top bar while a navigation waits for its loaders (the sign-in check, a
 * remote's code): the current page stays on screen meanwhile, and this says something is coming.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return <div className="layout-navigation-progress" role="progressbar" aria-label="Opening the page" />;
}

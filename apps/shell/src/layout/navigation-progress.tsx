import { useNavigation } from 'react-router';
import { useDelayedFlag } from '../feedback/use-delayed-flag';
import { useShellT } from '../i18n';

/** Navigations that finish sooner than this show nothing, so fast ones do not flicker. */
const NAVIGATION_PROGRESS_DELAY_MS = 150;

/**
 * A thin bar under the top bar while a navigation waits for its loaders (the sign-in check, a
 * remote's code): the current page stays on screen meanwhile, and this says something is coming.
 */
export function NavigationProgress() {
  const visible = useDelayedFlag(useNavigation().state === 'loading', NAVIGATION_PROGRESS_DELAY_MS);
  const { t } = useShellT();
  if (!visible) return null;
  return <div className="layout-navigation-progress" role="progressbar" aria-label={t('layout.openingPage')} />;
}

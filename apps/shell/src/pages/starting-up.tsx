import { Spinner } from '@pathdesk/web-ui';
import { useShellT } from '../i18n';

/** Shown while the first sign-in check runs, before the first page. */
export function StartingUp() {
  const { t } = useShellT();
  return (
    <div className="layout-standalone-page" aria-live="polite">
      <Spinner size="3rem" label={t('layout.startingUp')} />
    </div>
  );
}

import { Spinner } from '@pathdesk/web-ui';

/** Shown while the first sign-in check runs, before the first page. */
export function StartingUp() {
  return (
    <div className="layout-standalone-page" aria-live="polite">
      <Spinner size="3rem" label="Starting PathDesk" />
    </div>
  );
}

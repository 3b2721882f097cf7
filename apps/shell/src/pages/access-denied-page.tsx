import { StandaloneMessage } from './standalone-message';

/** /auth/access: a signed-in user whose role may not use the page asked for. */
export function AccessDeniedPage() {
  return (
    <StandaloneMessage
      titleId="access-title"
      icon="pi pi-lock"
      title="Access denied"
      text="Your role does not allow this page. Ask an administrator if you need it."
      linkLabel="Back to the dashboard"
    />
  );
}

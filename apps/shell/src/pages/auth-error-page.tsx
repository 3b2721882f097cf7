import { StandaloneMessage } from './standalone-message';

/** /auth/error: the sign-in check itself failed (server unreachable or broken). */
export function AuthErrorPage() {
  return (
    <StandaloneMessage
      titleId="auth-error-title"
      icon="pi pi-exclamation-circle"
      title="PathDesk cannot check your sign-in"
      text="The server did not answer as expected. Try again in a moment."
      linkLabel="Try again"
    />
  );
}

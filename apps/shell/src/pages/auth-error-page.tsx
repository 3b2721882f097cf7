import { StandaloneMessage } from './standalone-message';
import { useShellT } from '../i18n';

/** /auth/error: the sign-in check itself failed (server unreachable or broken). */
export function AuthErrorPage() {
  const { t } = useShellT();
  return <StandaloneMessage titleId="auth-error-title" icon="pi pi-exclamation-circle" title={t('authError.title')} text={t('authError.text')} linkLabel={t('authError.retry')} />;
}

import { StandaloneMessage } from './standalone-message';
import { useShellT } from '../i18n';

/** /auth/access: a signed-in user whose role may not use the page asked for. */
export function AccessDeniedPage() {
  const { t } = useShellT();
  return <StandaloneMessage titleId="access-title" icon="pi pi-lock" title={t('accessDenied.title')} text={t('accessDenied.text')} linkLabel={t('accessDenied.back')} />;
}

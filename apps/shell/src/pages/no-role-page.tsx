import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { PageCard } from '@pathdesk/web-ui';
import { useShellT } from '../i18n';

/**
 * /welcome: the home of an account whose role reaches nothing yet (a new registration). Its menu is
 * the template's (spec §6); the API refuses it every lab call until an administrator gives it a role.
 */
export function NoRolePage() {
  const user = useAppSelector(selectSessionUser);
  const { t } = useShellT();
  return (
    <PageCard title={user ? t('noRole.welcomeName', { name: user.name || user.username }) : t('noRole.welcome')} subtitle={t('noRole.subtitle')}>
      <p className="mt-0">{t('noRole.explain')}</p>
      <p className="mb-0">
        <Trans t={t} i18nKey="noRole.meanwhile" components={{ form: <Link to="/uikit/formlayout" />, docs: <Link to="/documentation" /> }} />
      </p>
    </PageCard>
  );
}

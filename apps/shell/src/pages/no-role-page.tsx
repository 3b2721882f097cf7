import { Link } from 'react-router';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { PageCard } from '@pathdesk/web-ui';

/**
 * /welcome: the home of an account whose role reaches nothing yet (a new registration). Its menu is
 * the template's (spec §6); the API refuses it every lab call until an administrator gives it a role.
 */
export function NoRolePage() {
  const user = useAppSelector(selectSessionUser);
  return (
    <PageCard title={user ? `Welcome, ${user.name || user.username}` : 'Welcome'} subtitle="Your account has no lab role yet.">
      <p className="mt-0">
        An administrator gives your account a role (Settings → Users); the lab&apos;s worklists, reports and settings open once it has one.
      </p>
      <p className="mb-0">
        Meanwhile, the menu holds the template&apos;s demo pages: for example the <Link to="/uikit/formlayout">form layout</Link> or the{' '}
        <Link to="/documentation">documentation</Link>.
      </p>
    </PageCard>
  );
}

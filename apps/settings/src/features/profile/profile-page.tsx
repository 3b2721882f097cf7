import type { FormEvent } from 'react';
import { Button } from 'primereact/button';
import { changePasswordSchema } from '@pathdesk/contracts/schemas';
import { PASSWORD_MIN_LENGTH } from '@pathdesk/contracts';
import { notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { PageCard, PasswordField, StatusTag, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { roleLabel, roleSeverity, useChangePasswordMutation } from '../users';
import styles from './profile-page.module.css';

const empty = { currentPassword: '', newPassword: '', repeat: '' };

/** /setting/profile: who you are, and changing your own password. */
export default function ProfilePage() {
  const user = useAppSelector(selectSessionUser);
  const { values: form, setValues, set, errors, setErrors, validate } = useFormState(empty);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const passwords = validate(changePasswordSchema, { currentPassword: form.currentPassword, newPassword: form.newPassword });
    if (!passwords) return;
    if (form.repeat !== form.newPassword) return setErrors({ repeat: 'does not match the new password' });
    const result = await changePassword({ id: user.id, ...passwords });
    if ('error' in result) return failed('Change Password failed', result.error, setErrors);
    setValues(empty);
    dispatch(notify({ severity: 'success', summary: 'Password changed', detail: 'Your other sessions were signed out.' }));
  };

  const passwordField = (field: keyof typeof empty, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`profile-${field}`}
      label={label}
      error={errors[field]}
      required
      hint={hint}
      value={form[field]}
      onChange={(v) => set(field, v)}
      toggleMask
      autoComplete={autoComplete}
    />
  );

  return (
    <div className="grid">
      <div className="col-12 lg:col-5">
        <PageCard title="Profile" subtitle="Your account">
          <dl className={styles.facts}>
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Name</dt>
            <dd>{user.name}</dd>
            <dt>Role</dt>
            <dd>
              <StatusTag value={roleLabel(user.role)} severity={roleSeverity(user.role)} />
            </dd>
          </dl>
        </PageCard>
      </div>
      <div className="col-12 lg:col-7">
        <PageCard title="Change password" subtitle="Your other sessions are signed out when you change it.">
          <form onSubmit={submit} noValidate className="flex flex-column gap-1" aria-label="Change password">
            {passwordField('currentPassword', 'Current password', 'current-password')}
            {passwordField('newPassword', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
            {passwordField('repeat', 'Repeat the new password', 'new-password')}
            <div>
              <Button type="submit" label="Change password" icon="pi pi-key" loading={isLoading} />
            </div>
          </form>
        </PageCard>
      </div>
    </div>
  );
}

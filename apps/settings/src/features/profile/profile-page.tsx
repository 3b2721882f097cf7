import type { FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
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
  const { t } = useSettingsT();
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
    if (form.repeat !== form.newPassword) return setErrors({ repeat: t('common.repeatMismatch') });
    const result = await changePassword({ id: user.id, ...passwords });
    if ('error' in result) return failed(t('profile.changeFailed'), result.error, setErrors);
    setValues(empty);
    dispatch(notify({ severity: 'success', summary: t('profile.changed'), detail: t('profile.changedDetail') }));
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
        <PageCard title={t('profile.title')} subtitle={t('profile.subtitle')}>
          <dl className={styles.facts}>
            <dt>{t('users.username')}</dt>
            <dd>{user.username}</dd>
            <dt>{t('common.name')}</dt>
            <dd>{user.name}</dd>
            <dt>{t('users.role')}</dt>
            <dd>
              <StatusTag value={roleLabel(t, user.role)} severity={roleSeverity(user.role)} />
            </dd>
          </dl>
        </PageCard>
      </div>
      <div className="col-12 lg:col-7">
        <PageCard title={t('profile.change')} subtitle={t('profile.changeSubtitle')}>
          <form onSubmit={submit} noValidate className="flex flex-column gap-1" aria-label={t('profile.change')}>
            {passwordField('currentPassword', t('profile.current'), 'current-password')}
            {passwordField('newPassword', t('common.newPassword'), 'new-password', t('common.passwordHint', { min: PASSWORD_MIN_LENGTH }))}
            {passwordField('repeat', t('common.repeatPassword'), 'new-password')}
            <div>
              <Button type="submit" label={t('profile.change')} icon="pi pi-key" loading={isLoading} />
            </div>
          </form>
        </PageCard>
      </div>
    </div>
  );
}

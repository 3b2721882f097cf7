import type { FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { resetPasswordSchema } from '@pathdesk/contracts/schemas';
import { PASSWORD_MIN_LENGTH, type UserDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, PasswordField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useResetPasswordMutation } from './users-api';

/** An admin sets a new password for a user; the user's sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useSettingsT();
  const { values, set, errors, setErrors, validate } = useFormState({ newPassword: '', repeat: '' });
  const { newPassword, repeat } = values;
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate(resetPasswordSchema, { newPassword })) return;
    if (repeat !== newPassword) return setErrors({ repeat: t('common.repeatMismatch') });
    const result = await resetPassword({ id: user.id, newPassword });
    if ('error' in result) return failed(t('users.resetFailed'), result.error);
    dispatch(notify({ severity: 'success', summary: t('users.resetDone'), detail: t('users.resetDoneDetail', { name: user.username }) }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('users.resetOf', { name: user.username })}
      onHide={onClose}
      style={{ width: '28rem', maxWidth: '95vw' }}
      modal
      footer={<DialogFooter form="reset-password-form" submitLabel={t('users.reset')} submitIcon="pi pi-key" loading={isLoading} onCancel={onClose} />}
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <p className="mt-0 text-color-secondary">{t('users.resetExplain')}</p>
        <PasswordField
          id="reset-new"
          label={t('common.newPassword')}
          error={errors.newPassword}
          required
          hint={t('common.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={newPassword}
          onChange={(v) => set('newPassword', v)}
          toggleMask
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          id="reset-repeat"
          label={t('common.repeatPassword')}
          error={errors.repeat}
          required
          value={repeat}
          onChange={(v) => set('repeat', v)}
          autoComplete="new-password"
        />
      </form>
    </Dialog>
  );
}

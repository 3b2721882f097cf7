import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { resetPasswordSchema } from '@pathdesk/contracts/schemas';
import { PASSWORD_MIN_LENGTH, type UserDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, PasswordField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useResetPasswordMutation } from './users-api';

/** An admin sets a new password for a user; the user's sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { values, set, errors, setErrors, validate } = useFormState({ newPassword: '', repeat: '' });
  const { newPassword, repeat } = values;
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate(resetPasswordSchema, { newPassword })) return;
    if (repeat !== newPassword) return setErrors({ repeat: 'does not match the new password' });
    const result = await resetPassword({ id: user.id, newPassword });
    if ('error' in result) return failed('Reset Password failed', result.error);
    dispatch(notify({ severity: 'success', summary: 'Password reset', detail: `${user.username} signs in with the new password.` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={`Reset the password of ${user.username}`}
      onHide={onClose}
      style={{ width: '28rem', maxWidth: '95vw' }}
      modal
      footer={<DialogFooter form="reset-password-form" submitLabel="Reset password" submitIcon="pi pi-key" loading={isLoading} onCancel={onClose} />}
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <p className="mt-0 text-color-secondary">The user is signed out everywhere and signs in with the new password.</p>
        <PasswordField
          id="reset-new"
          label="New password"
          error={errors.newPassword}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={newPassword}
          onChange={(v) => set('newPassword', v)}
          toggleMask
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField id="reset-repeat" label="Repeat the new password" error={errors.repeat} required value={repeat} onChange={(v) => set('repeat', v)} autoComplete="new-password" />
      </form>
    </Dialog>
  );
}

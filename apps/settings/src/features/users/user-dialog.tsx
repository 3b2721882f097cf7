import type { FormEvent } from 'react';
import { useSettingsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { createUserSchema, updateUserSchema } from '@pathdesk/contracts/schemas';
import { PASSWORD_MIN_LENGTH, type UserDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, DropdownField, PasswordField, SwitchField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useCreateUserMutation, useUpdateUserMutation } from './users-api';
import { roleOptions } from './role-labels';
import { StaffField } from './staff-field';
import { HospitalsField } from './hospitals-field';

export interface UserDialogProps {
  /** The user to edit; null to create one. */
  user: UserDto | null;
  onClose: () => void;
}

/** Create or edit a user; fields are checked as the API will, and its reasons land on the fields. */
export function UserDialog({ user, onClose }: UserDialogProps) {
  const { t } = useSettingsT();
  const editing = user !== null;
  const {
    values: form,
    set,
    errors,
    setErrors,
    validate,
  } = useFormState({
    username: user?.username ?? '',
    name: user?.name ?? '',
    role: user?.role ?? 'user',
    password: '',
    staffId: user?.staffId ?? null,
    hospitalIds: user?.hospitalIds ?? [],
    allHospitals: user?.allHospitals ?? false,
    mayOrder: user?.mayOrder ?? false,
  });
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let result;
    if (editing) {
      const changes = changedFields(user, form);
      if (Object.keys(changes).length === 0) return onClose(); // nothing to save
      const parsed = validate(updateUserSchema, changes);
      if (!parsed) return;
      result = await updateUser({ id: user.id, changes: parsed });
    } else {
      const input = validate(createUserSchema, form);
      if (!input) return;
      result = await createUser(input);
    }
    if ('error' in result) return failed(editing ? t('users.updateFailed') : t('users.addFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: editing ? t('users.updated') : t('users.added'), detail: result.data.user.username }));
    onClose();
  };

  const busy = creating.isLoading || updating.isLoading;
  return (
    <Dialog
      visible
      header={editing ? t('common.editName', { name: user.username }) : t('users.new')}
      onHide={onClose}
      style={{ width: '32rem', maxWidth: '95vw' }}
      modal
      footer={<DialogFooter form="user-form" submitLabel={editing ? t('common.save') : t('users.add')} loading={busy} onCancel={onClose} />}
    >
      <form id="user-form" onSubmit={submit} noValidate className="flex flex-column gap-1">
        <TextField
          id="user-username"
          label={t('users.username')}
          error={errors.username}
          required
          hint={t('users.usernameHint')}
          value={form.username}
          onChange={(v) => set('username', v)}
          autoComplete="off"
          autoFocus
        />
        <TextField id="user-name" label={t('common.name')} error={errors.name} required value={form.name} onChange={(v) => set('name', v)} autoComplete="off" />
        <DropdownField
          id="user-role"
          label={t('users.role')}
          error={errors.role}
          required
          value={form.role}
          options={roleOptions(t)}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => {
            set('role', v as string);
            if (!['admin', 'doctor', 'user'].includes(v as string)) set('staffId', null); // a role that signs nothing keeps no link
          }}
        />
        <StaffField role={form.role} value={form.staffId} error={errors.staffId} onChange={(v) => set('staffId', v)} />
        <HospitalsField
          role={form.role}
          value={form.hospitalIds}
          all={form.allHospitals}
          error={errors.hospitalIds}
          onChange={(v) => set('hospitalIds', v)}
          onAllChange={(v) => set('allHospitals', v)}
        />
        {form.role === 'guest' ? (
          <SwitchField id="user-mayOrder" label={t('users.mayOrder')} hint={t('users.mayOrderHint')} checked={form.mayOrder} onChange={(v) => set('mayOrder', v)} />
        ) : null}
        {editing ? null : (
          <PasswordField
            id="user-password"
            label={t('users.password')}
            error={errors.password}
            required
            hint={t('common.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={form.password}
            onChange={(v) => set('password', v)}
            toggleMask
            autoComplete="new-password"
          />
        )}
      </form>
    </Dialog>
  );
}

/** Only what the admin changed (PUT sends nothing else). */
function changedFields(
  user: UserDto,
  form: { username: string; name: string; role: string; staffId: number | null; hospitalIds: number[]; allHospitals: boolean; mayOrder: boolean },
) {
  const changes: Record<string, string | number | null | number[] | boolean> = {};
  if (form.username.trim().toLowerCase() !== user.username) changes.username = form.username;
  if (form.name.trim() !== user.name) changes.name = form.name;
  if (form.role !== user.role) changes.role = form.role;
  if (form.staffId !== user.staffId) changes.staffId = form.staffId;
  const sorted = [...form.hospitalIds].sort((a, b) => a - b);
  if (sorted.join() !== user.hospitalIds.join()) changes.hospitalIds = sorted;
  if (form.allHospitals !== user.allHospitals) changes.allHospitals = form.allHospitals;
  if (form.mayOrder !== user.mayOrder) changes.mayOrder = form.mayOrder;
  return changes;
}

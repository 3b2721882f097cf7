import type { SettingsT } from '../../i18n';
import { ASSIGNABLE_ROLES, NO_ROLE, type AssignableRole } from '@pathdesk/contracts';
import type { TagSeverity } from '@pathdesk/web-ui';

/** The role's label, in the user's language (settings namespace). */
const roleText = (t: SettingsT): Record<AssignableRole, string> => ({
  admin: t('roles.admin'),
  user: t('roles.user'),
  doctor: t('roles.doctor'),
  guest: t('roles.guest'),
  [NO_ROLE]: t('roles.none'),
});

export const roleOptions = (t: SettingsT) => {
  const labels = roleText(t);
  return ASSIGNABLE_ROLES.map((value) => ({ value, label: labels[value] }));
};

export function roleLabel(t: SettingsT, role: string): string {
  return roleText(t)[role as AssignableRole] ?? role;
}

export function roleSeverity(role: string): TagSeverity {
  switch (role) {
    case 'admin':
      return 'danger';
    case 'doctor':
      return 'info';
    case 'user':
      return 'success';
    case 'guest':
      return 'secondary';
    default:
      return 'warning';
  }
}

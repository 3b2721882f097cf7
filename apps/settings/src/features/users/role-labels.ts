import { ASSIGNABLE_ROLES, NO_ROLE, type AssignableRole } from '@pathdesk/contracts';
import type { TagSeverity } from '@pathdesk/web-ui';

const ROLE_LABELS: Record<AssignableRole, string> = {
  admin: 'Administrator',
  user: 'Lab staff',
  doctor: 'Pathologist',
  guest: 'Guest (reports only)',
  [NO_ROLE]: 'No role yet',
};

export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as AssignableRole] ?? role;
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

/** The roles that reach something (docs/security.md, "Roles"). Any other role signs in and reaches nothing. */
export const ROLES = ['admin', 'user', 'doctor', 'guest'] as const;
export type Role = (typeof ROLES)[number];

/** The role of a self-registered account until an admin gives it one of ROLES. */
export const NO_ROLE = 'pending';

/** Roles an admin may assign in the users page. */
export const ASSIGNABLE_ROLES = [...ROLES, NO_ROLE] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Roles are compared without regard to case (spec §6). */
export function normalizeRole(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase();
}

export function isRole(role: string | null | undefined): role is Role {
  return (ROLES as readonly string[]).includes(normalizeRole(role));
}

export function hasRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  const normalized = normalizeRole(role);
  return allowed.some((r) => r === normalized);
}

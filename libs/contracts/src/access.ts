import { hasRole, ROLES, type Role } from './roles.js';

/** Who may open a page of the web app: signed-in users with one of `roles`, or anyone. */
export type PageAccess = { signIn: true; roles: readonly Role[] } | { signIn: false };

const signedIn = (...roles: Role[]): PageAccess => ({ signIn: true, roles });
const anyone: PageAccess = { signIn: false };

/**
 * The page access table (spec §2 and §6). The longest matching path prefix decides; `/` matches the
 * dashboard only. The server enforces the same roles on the API; this table keeps users away from
 * pages whose calls would be refused.
 */
export const PAGE_ACCESS: ReadonlyArray<readonly [path: string, access: PageAccess]> = [
  ['/', signedIn(...ROLES)],
  ['/workspace', signedIn('admin', 'user', 'doctor')],
  ['/workspace/gyneologicals', signedIn('admin', 'user', 'doctor')],
  // The open-orders worklist is the bench's: lab staff perform the tests.
  ['/workspace/additionals', signedIn('admin', 'user')],
  ['/workspace/paraffins', signedIn('admin', 'user')],
  ['/report', signedIn('admin', 'user')],
  ['/report/surgical-report', signedIn('admin', 'user', 'guest')],
  ['/report/cytological-report', signedIn('admin', 'user', 'guest')],
  ['/report/gynecological-report', signedIn('admin', 'user', 'guest')],
  // Quality control of Pap tests: whoever may rescreen (the API's rule), pathologists included.
  ['/report/gynecological-review-report', signedIn('admin', 'user', 'doctor')],
  ['/setting', signedIn('admin')],
  ['/setting/hispitals', signedIn('admin', 'user')],
  ['/setting/doctors', signedIn('admin', 'user')],
  ['/setting/profile', signedIn(...ROLES)],
];

/** Who reads the lookups (hospitals, doctors, configuration lists): guests do not (the API's rule). */
export const LOOKUP_READER_ROLES = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** The access rule of a page; pages outside the table (templates, sign-in, errors) are open. */
export function pageAccess(pathname: string): PageAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return PAGE_ACCESS[0]![1];
  let best: PageAccess = anyone;
  let bestLength = 0;
  for (const [prefix, access] of PAGE_ACCESS) {
    if (prefix === '/') continue;
    if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > bestLength) {
      best = access;
      bestLength = prefix.length;
    }
  }
  return best;
}

/** May a user with `role` open `pathname`? (Anonymous users: role null.) */
export function canOpen(pathname: string, role: string | null): boolean {
  const access = pageAccess(pathname);
  if (!access.signIn) return true;
  return role !== null && hasRole(role, access.roles);
}

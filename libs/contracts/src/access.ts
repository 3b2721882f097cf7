import { hasRole, type Role } from './roles.js';
import type { ManifestPage } from './shell-config.js';

/** Who may open a page of the web app: signed-in users with one of `roles`, or anyone. */
export type PageAccess = { signIn: true; roles: readonly Role[] } | { signIn: false };

const anyone: PageAccess = { signIn: false };

/**
 * The access rule of a page in a table of pages (spec §2 and §6: the shell's and each remote's
 * manifest, composed). The longest matching path decides; `/` matches the dashboard only; a page
 * outside the table (templates, sign-in, errors) is open. The server enforces the same roles on the
 * API; the table keeps users away from pages whose calls would be refused.
 */
export function pageAccessIn(pages: readonly ManifestPage[], pathname: string): PageAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: ManifestPage | undefined;
  for (const page of pages) {
    const matches = page.path === '/' ? path === '/' : path === page.path || path.startsWith(`${page.path}/`);
    if (matches && page.path.length > (best?.path.length ?? -1)) best = page;
  }
  if (!best || best.roles === 'anyone') return anyone;
  return { signIn: true, roles: best.roles };
}

/** May a user with `role` open `pathname`? (Anonymous users: role null.) */
export function canOpenIn(pages: readonly ManifestPage[], pathname: string, role: string | null): boolean {
  const access = pageAccessIn(pages, pathname);
  if (!access.signIn) return true;
  return role !== null && hasRole(role, access.roles);
}

/** Who reads the lookups (hospitals, doctors, configuration lists): guests do not (the API's rule). */
export const LOOKUP_READER_ROLES = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

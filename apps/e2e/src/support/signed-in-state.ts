import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The demo accounts the tests act as; each signs in once per run (sign-in.setup.ts). */
export const ROLES = ['admin', 'user', 'doctor', 'guest'] as const;

const dir = join(import.meta.dirname, '../../../../tmp/e2e-auth');

/** Where the setup project keeps `username`'s signed-in cookies (Playwright storage state). */
export function stateFile(username: string): string {
  return join(dir, `${username}.json`);
}

type Cookie = { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None' };

/** The file of `username`'s saved session, if the setup project ran (not with `--no-deps`). */
export function savedState(username: string): string | undefined {
  const file = stateFile(username);
  return existsSync(file) ? file : undefined;
}

/** The cookies of `username`'s saved session, if any. */
export function savedCookies(username: string): Cookie[] | null {
  const file = savedState(username);
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as { cookies: Cookie[] }).cookies : null;
}

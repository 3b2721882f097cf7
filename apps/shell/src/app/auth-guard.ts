import { redirect, type LoaderFunctionArgs, type Location } from 'react-router';
import { canOpenIn, isRole, pageAccessIn, type SessionUser } from '@pathdesk/contracts';
import { authApi, notify, selectComposedPages, type AppStore } from '@pathdesk/web-data';

export const LOGIN_PATH = '/login';
const ACCESS_DENIED_PATH = '/auth/access';
const AUTH_ERROR_PATH = '/auth/error';
const PROFILE_PATH = '/setting/profile';
/** The home of an account whose role reaches nothing: the template menu's pages (spec §6). */
const NO_ROLE_HOME = '/welcome';

/** The sign-in page, remembering where to come back to. */
export function loginPathFor(path: string): string {
  return path === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/**
 * The navigation guard of spec §2, run before every navigation to a page in the layout: it asks the
 * server who is signed in, then lets the navigation through, sends it to sign-in (with the warning
 * toast for the profile page), to access-denied (a role that may not use the page; a role outside
 * the table opening the dashboard goes to its welcome page instead), or — if the
 * check itself fails unexpectedly — shows the error toast and cancels the navigation.
 */
export function createAuthGuard(store: AppStore, currentLocation: () => Location | null) {
  let cancelling = false;
  return async function authGuard({ request }: LoaderFunctionArgs): Promise<null> {
    if (cancelling) {
      cancelling = false; // the redirect back to where the user was: nothing to check
      return null;
    }
    const url = new URL(request.url);
    // The shell's and the remotes' pages, as composed from their manifests (the layout's loader composed them first).
    const pages = selectComposedPages(store.getState());
    if (!pageAccessIn(pages, url.pathname).signIn) return null;

    let user: SessionUser | null;
    try {
      user = await whoIsSignedIn(store);
    } catch {
      store.dispatch(notify({ severity: 'error', summary: 'Error', detail: 'An unexpected error occurred.' }));
      const here = currentLocation();
      if (!here) throw redirect(AUTH_ERROR_PATH);
      cancelling = true;
      throw redirect(here.pathname + here.search + here.hash);
    }
    if (!user) {
      if (url.pathname === PROFILE_PATH) {
        store.dispatch(notify({ severity: 'warn', summary: 'Access Denied', detail: 'Please log in to access this page.' }));
      }
      throw redirect(loginPathFor(url.pathname + url.search));
    }
    // A role outside the table signs in to the template menu and its demo pages, not to a refusal.
    if (url.pathname === '/' && !isRole(user.role)) throw redirect(NO_ROLE_HOME);
    if (!canOpenIn(pages, url.pathname, user.role)) throw redirect(ACCESS_DENIED_PATH);
    return null;
  };
}

/** The signed-in user; null when the server says nobody is (401); throws on anything else. */
async function whoIsSignedIn(store: AppStore): Promise<SessionUser | null> {
  const check = store.dispatch(authApi.endpoints.checkAuth.initiate(undefined, { forceRefetch: true }));
  try {
    const result = await check;
    if (result.isSuccess) return result.data;
    if (result.error && 'status' in result.error && result.error.status === 401) return null;
    throw new Error('The session check failed');
  } finally {
    check.unsubscribe();
  }
}

import type { LoaderFunction } from 'react-router';
import type { AppStore } from '@pathdesk/web-data';
import { loadRemoteRoutesFor } from '../remotes/load-remote-routes';
import { isShellPage, platformReady } from '../remotes/platform';

/**
 * The layout's loader, run before every navigation inside the layout: the composition of the shell
 * config (the sidebar shows it; a remote's page has its access rules from it, so there the guard
 * waits for it, while on the shell's own pages the two run side by side), the sign-in guard, then —
 * only once the guard has let the navigation through, so a remote's code is never fetched for
 * someone it turns away — the routes of the remote the page belongs to. Meanwhile the page shown
 * stays (with the layout's progress bar) until the next one can be drawn.
 */
export function createLayoutLoader(store: AppStore, guard: LoaderFunction): LoaderFunction {
  return async (args) => {
    // The discovery of the remotes' routes (router.tsx) has read it already, or failed to.
    const platform = platformReady(store, { read: false });
    if (!isShellPage(new URL(args.request.url).pathname)) await platform;
    await guard(args);
    await platform;
    await loadRemoteRoutesFor(new URL(args.request.url).pathname);
    return null;
  };
}

import type { LoaderFunction } from 'react-router';
import { loadRemoteRoutesFor } from '../remotes/load-remote-routes';

/**
 * The layout's loader, run before every navigation inside the layout: the sign-in guard, then —
 * only once the guard has let the navigation through, so a remote's code is never fetched for
 * someone it turns away — the routes of the remote the page belongs to. Meanwhile the page shown
 * stays (with the layout's progress bar) until the next one can be drawn.
 */
export function createLayoutLoader(guard: LoaderFunction): LoaderFunction {
  return async (args) => {
    await guard(args);
    await loadRemoteRoutesFor(new URL(args.request.url).pathname);
    return null;
  };
}

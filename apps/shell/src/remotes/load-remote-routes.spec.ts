import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import type { loadRemote } from './federation';
import type { RouteObject } from 'react-router';
import type { ShellConfig } from '@pathdesk/contracts';
import { forgetFailedRemoteRoutes, forgetRemoteRoutes, loadRemoteRoutes, preloadRemoteFor, RemoteLoadError } from './load-remote-routes';
import { loadShellConfig, resetShellConfig } from './shell-config';
import { reportsRemote, workspaceRemote } from '../testing/remote-fixtures';

jest.mock('./federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const manifest: ShellConfig = {
  version: '1.0.0',
  labBrand: 'Chiang Mai Pathology Lab',
  dateDisplay: { dateFormat: 'mm/dd/yyyy', buddhistEra: false },
  remotes: [workspaceRemote, reportsRemote],
};

const workspaceRoutes: RouteObject[] = [{ path: 'surgicals', element: null }];

/** A loadRemote stand-in: what the federation runtime would download. */
const loader = jest.fn() as jest.MockedFunction<typeof loadRemote>;

describe('loadRemoteRoutes', () => {
  beforeEach(() => {
    resetShellConfig();
    forgetRemoteRoutes();
    fetchMock.mockResolvedValue(jsonResponse(manifest));
  });

  afterEach(() => {
    fetchMock.mockReset();
    loader.mockReset();
    jest.useRealTimers();
  });

  it("resolves with the routes the remote's ./routes module exposes", async () => {
    loader.mockResolvedValue({ routes: workspaceRoutes });

    await expect(loadRemoteRoutes('workspace', loader)).resolves.toBe(workspaceRoutes);
    expect(loader).toHaveBeenCalledWith('workspace/routes');
  });

  it('downloads a remote once', async () => {
    loader.mockResolvedValue({ routes: workspaceRoutes });

    const first = loadRemoteRoutes('workspace', loader);
    expect(loadRemoteRoutes('workspace', loader)).toBe(first);
    await first;
    expect(loadRemoteRoutes('workspace', loader)).toBe(first);

    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fails with a RemoteLoadError naming the remote when its files cannot be downloaded', async () => {
    loader.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));

    const error = await loadRemoteRoutes('workspace', loader).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({
      name: 'RemoteLoadError',
      remote: 'workspace',
      message: 'Workspace could not be loaded: Failed to fetch remoteEntry.js',
    });
  });

  it('explains a download failure that gives no reason', async () => {
    loader.mockRejectedValue(new Error(''));

    await expect(loadRemoteRoutes('reports', loader)).rejects.toThrow('Reports could not be loaded: its files could not be downloaded.');
  });

  it('keeps a failure until it is forgotten, then tries again', async () => {
    loader.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ routes: workspaceRoutes });

    const failed = loadRemoteRoutes('workspace', loader);
    await expect(failed).rejects.toThrow('offline');
    expect(loadRemoteRoutes('workspace', loader)).toBe(failed);

    forgetFailedRemoteRoutes('workspace');

    await expect(loadRemoteRoutes('workspace', loader)).resolves.toBe(workspaceRoutes);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not forget a remote that loaded', async () => {
    loader.mockResolvedValue({ routes: workspaceRoutes });
    const routes = loadRemoteRoutes('workspace', loader);
    await routes;

    forgetFailedRemoteRoutes('workspace');

    expect(loadRemoteRoutes('workspace', loader)).toBe(routes);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown]>([
    ['no `routes`', {}],
    ['`routes` that are not a list', { routes: { path: 'surgicals' } }],
    ['nothing', null],
  ])('fails when ./routes exports %s', async (_case, module) => {
    loader.mockResolvedValue(module);

    await expect(loadRemoteRoutes('workspace', loader)).rejects.toThrow(new RemoteLoadError('workspace', 'it does not expose its routes.'));
  });

  it('fails without downloading a remote missing from the manifest', async () => {
    await expect(loadRemoteRoutes('settings', loader)).rejects.toThrow('Settings could not be loaded: it is not listed in the remotes manifest.');
    expect(loader).not.toHaveBeenCalled();
  });

  it('fails with the reason when the manifest cannot be read', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 503, error: 'Unavailable', message: 'x' }, 503));

    await expect(loadRemoteRoutes('workspace', loader)).rejects.toThrow('Workspace could not be loaded: The remotes manifest could not be read (HTTP 503).');
    expect(loader).not.toHaveBeenCalled();
  });

  it('gives up on a remote that does not answer within 20 s', async () => {
    jest.useFakeTimers();
    loader.mockReturnValue(new Promise(() => undefined));

    const routes = loadRemoteRoutes('workspace', loader);
    const outcome = expect(routes).rejects.toThrow('Workspace could not be loaded: no answer within 20 s.');
    await jest.advanceTimersByTimeAsync(19_999);
    expect(loader).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);

    await outcome;
  });

  it('preloads the remote behind a menu link once, and nothing for a shell page', async () => {
    loader.mockResolvedValue({ routes: workspaceRoutes });
    await loadShellConfig(); // the menu's links come from it

    preloadRemoteFor('/', loader);
    preloadRemoteFor('/workspace/surgicals', loader);
    preloadRemoteFor('/workspace', loader);

    await expect(loadRemoteRoutes('workspace', loader)).resolves.toBe(workspaceRoutes);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so that opening the page tries again', async () => {
    loader.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ routes: workspaceRoutes });
    await loadShellConfig();

    preloadRemoteFor('/workspace/surgicals', loader);
    await new Promise((resolve) => setTimeout(resolve, 0));

    await expect(loadRemoteRoutes('workspace', loader)).resolves.toBe(workspaceRoutes);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

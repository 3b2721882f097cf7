import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { registerRemotes } from './federation';
import type { ShellConfig } from '@pathdesk/contracts';
import { reportsRemote, workspaceRemote } from '../testing/remote-fixtures';
import { loadShellConfig, resetShellConfig } from './shell-config';

jest.mock('./federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const manifest: ShellConfig = {
  version: '1.0.0',
  labBrand: 'Chiang Mai Pathology Lab',
  dateDisplay: { dateFormat: 'mm/dd/yyyy', buddhistEra: false },
  remotes: [{ ...workspaceRemote, entry: 'https://cdn.example.test/workspace/remoteEntry.1a2b3c4d.js' }, reportsRemote],
};

describe('loadShellConfig', () => {
  beforeEach(() => resetShellConfig());
  afterEach(() => {
    fetchMock.mockReset();
    jest.mocked(registerRemotes).mockReset();
  });

  it('reads /api/shell-config without the HTTP cache', async () => {
    fetchMock.mockResolvedValue(jsonResponse(manifest));

    await expect(loadShellConfig()).resolves.toEqual(manifest);

    expect(fetchMock).toHaveBeenCalledWith('/api/shell-config', { cache: 'no-store', credentials: 'same-origin' });
  });

  it("registers the manifest's remotes with the federation runtime", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...manifest, remotes: manifest.remotes.map((remote) => ({ ...remote, extra: 'ignored' })) }));

    await loadShellConfig();

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'workspace', entry: 'https://cdn.example.test/workspace/remoteEntry.1a2b3c4d.js' },
      { name: 'reports', entry: '/remotes/reports/remoteEntry.js' },
    ]);
  });

  it('reads and registers once, however often it is asked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(manifest));

    const [first, second] = await Promise.all([loadShellConfig(), loadShellConfig()]);
    const third = await loadShellConfig();

    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('rejects with a readable message on an HTTP error, and a later call retries', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500));

    await expect(loadShellConfig()).rejects.toThrow('The remotes manifest could not be read (HTTP 500).');
    expect(registerRemotes).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(manifest));
    await expect(loadShellConfig()).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown]>([
    ['no body', null],
    ['an array', []],
    ['no lab brand', { version: '1.0.0', remotes: manifest.remotes }],
    ['no version', { labBrand: 'Lab', remotes: manifest.remotes }],
    ['remotes that are not a list', { ...manifest, remotes: { workspace: '/remotes/workspace' } }],
  ])('rejects a manifest with %s, and a later call retries', async (_case, body) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(body));

    await expect(loadShellConfig()).rejects.toThrow('The remotes manifest is not in the expected form.');
    expect(registerRemotes).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(manifest));
    await expect(loadShellConfig()).resolves.toEqual(manifest);
  });

  it.each<[string, unknown]>([
    ['no entry', { ...workspaceRemote, entry: '' }],
    ['no version', { ...workspaceRemote, version: undefined }],
    ['no manifest (a remote built before remotes declared themselves)', { name: 'workspace', entry: '/remotes/workspace/remoteEntry.js' }],
    ['a manifest of another name', { ...workspaceRemote, manifest: { ...workspaceRemote.manifest, name: 'reports' } }],
    ['a mount that is not an address', { ...workspaceRemote, manifest: { ...workspaceRemote.manifest, mounts: ['workspace'] } }],
    ['a mount at the root', { ...workspaceRemote, manifest: { ...workspaceRemote.manifest, mounts: ['/'] } }],
    ['a name that is not lower case', { ...workspaceRemote, name: 'Work Space' }],
    ['nothing', null],
  ])('leaves out a remote with %s, and keeps the others (issue 33.5)', async (_case, broken) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...manifest, remotes: [broken, reportsRemote] }));

    await expect(loadShellConfig()).resolves.toEqual({ ...manifest, remotes: [reportsRemote] });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'reports', entry: '/remotes/reports/remoteEntry.js' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not in the expected form'), broken);
    warn.mockRestore();
  });

  it('takes a remote it has never heard of: remotes are listed by the server, not by the shell', async () => {
    const billing = {
      ...reportsRemote,
      name: 'billing',
      entry: '/remotes/billing/remoteEntry.js',
      manifest: { ...reportsRemote.manifest, name: 'billing', mounts: ['/billing'], pages: [{ path: '/billing', roles: ['admin'] }] },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...manifest, remotes: [billing] }));

    await expect(loadShellConfig()).resolves.toMatchObject({ remotes: [billing] });
  });

  it('rejects with a readable message when the body is not JSON (an HTML fallback page)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }));

    await expect(loadShellConfig()).rejects.toThrow(new Error('The remotes manifest is not in the expected form.'));
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('rejects when the server cannot be reached, and a later call retries', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(loadShellConfig()).rejects.toThrow('Failed to fetch');

    fetchMock.mockResolvedValueOnce(jsonResponse(manifest));
    await expect(loadShellConfig()).resolves.toEqual(manifest);
  });

  it('accepts an empty list of remotes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...manifest, remotes: [] }));

    await expect(loadShellConfig()).resolves.toMatchObject({ remotes: [] });
    expect(registerRemotes).toHaveBeenCalledWith([]);
  });
});

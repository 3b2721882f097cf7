jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn() }));
jest.mock('@module-federation/runtime-core', () => ({ marker: 'the runtime core' }));
jest.mock('./provided-modules', () => ({ providedModules: () => ({ react: { version: '19.3.1' } }) }));

const instance = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
let created: jest.Mock;

/** A fresh module (its instance is kept for the page's life), with the runtime's createInstance mocked. */
async function federationModule() {
  jest.resetModules();
  created = jest.mocked((await import('@module-federation/enhanced/runtime')).createInstance).mockReturnValue(instance as never) as jest.Mock;
  return import('./federation');
}

describe('the federation runtime (issue 33.3: not in the shell’s first load)', () => {
  beforeEach(() => {
    instance.registerRemotes.mockReset();
    instance.loadRemote.mockReset();
    delete (globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE;
  });

  it('starts only when asked, once, handing the remotes its core and the platform', async () => {
    const { federation, registerRemotes } = await federationModule();
    registerRemotes([{ name: 'reports', entry: '/remotes/reports/remoteEntry.1a2b3c4d.js' }]);
    expect(created).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([federation(), federation()]);

    expect(first).toBe(second);
    expect(created).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith({
      name: 'shell',
      remotes: [{ name: 'reports', entry: '/remotes/reports/remoteEntry.1a2b3c4d.js' }],
      shared: { react: { version: '19.3.1' } },
      shareStrategy: 'loaded-first',
    });
    expect((globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE).toEqual(expect.objectContaining({ marker: 'the runtime core' }));
  });

  it('registers remotes listed after it started, once each', async () => {
    const { federation, registerRemotes } = await federationModule();
    await federation();

    registerRemotes([{ name: 'templates', entry: '/remotes/templates/remoteEntry.0a1b2c3d.js' }]);
    await Promise.resolve();

    expect(instance.registerRemotes).toHaveBeenCalledWith([{ name: 'templates', entry: '/remotes/templates/remoteEntry.0a1b2c3d.js' }]);
  });

  it('loads a remote’s module through the runtime', async () => {
    const { loadRemote } = await federationModule();
    instance.loadRemote.mockResolvedValue({ routes: [] });

    await expect(loadRemote('reports/routes')).resolves.toEqual({ routes: [] });
    expect(instance.loadRemote).toHaveBeenCalledWith('reports/routes');
  });
});

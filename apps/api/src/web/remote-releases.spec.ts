import type { RemoteRelease } from '@pathdesk/contracts';
import { byRemote, compareVersions, currentRelease, parseRelease, servedAt } from './remote-releases.js';

const release = (name: string, version: string): RemoteRelease => ({
  format: 1,
  name,
  version,
  entry: 'remoteEntry.0a1b2c3d.js',
  requires: {},
  manifest: { name, namespace: name, title: 't', mounts: [`/${name}`], pages: [{ path: `/${name}`, roles: 'anyone' }], menu: [], groups: [] },
  texts: {},
});

describe('remote releases', () => {
  it('orders versions as semver does', () => {
    const versions = ['1.10.0', '1.2.0', '1.9.1', '2.0.0-rc.1', '2.0.0', '0.9.0', '2.0.0-beta.2'];
    expect([...versions].sort(compareVersions)).toEqual(['0.9.0', '1.2.0', '1.9.1', '1.10.0', '2.0.0-beta.2', '2.0.0-rc.1', '2.0.0']);
  });

  it("keeps each remote's releases newest first, one per version, the first source's copy of a version", () => {
    const fromHost = servedAt(release('reports', '1.1.0'), 'https://cdn.example/reports/1.1.0/');
    const local = servedAt(release('reports', '1.1.0'), '/remotes/reports/');
    const older = servedAt(release('reports', '1.0.0'), '/remotes/reports/1.0.0');
    const remotes = byRemote([older, fromHost, local, servedAt(release('billing', '1.0.0'), '/remotes/billing/')]);
    expect([...remotes.keys()]).toEqual(['billing', 'reports']);
    expect(remotes.get('reports')!.map((r) => r.entryUrl)).toEqual(['https://cdn.example/reports/1.1.0/remoteEntry.0a1b2c3d.js', '/remotes/reports/1.0.0/remoteEntry.0a1b2c3d.js']);
  });

  it('serves the pinned version while it is there, else the newest', () => {
    const list = byRemote([release('reports', '1.0.0'), release('reports', '1.1.0')].map((r) => servedAt(r, '/x/'))).get('reports')!;
    expect(currentRelease(list, undefined)?.version).toBe('1.1.0');
    expect(currentRelease(list, '1.0.0')?.version).toBe('1.0.0');
    expect(currentRelease(list, '0.1.0')?.version).toBe('1.1.0');
    expect(currentRelease([], '1.0.0')).toBeUndefined();
  });

  it.each<[string, unknown, string | undefined, string]>([
    ['a reserved name', release('shell', '1.0.0'), undefined, '"shell" is not a remote\'s name'],
    ['another remote where one is expected', release('reports', '1.0.0'), 'billing', 'it is the release of "reports", not of "billing"'],
    [
      'a manifest of another name',
      { ...release('reports', '1.0.0'), manifest: { ...release('reports', '1.0.0').manifest, name: 'billing' } },
      undefined,
      'its manifest is named "billing"',
    ],
  ])('refuses %s', (_case, json, expected, message) => {
    expect(() => parseRelease(json, expected)).toThrow(message);
  });

  it('refuses what is not remote.json of the format it knows', () => {
    expect(() => parseRelease({ ...release('reports', '1.0.0'), format: 2 })).toThrow();
    expect(() => parseRelease({ ...release('reports', '1.0.0'), entry: '../../etc/passwd' })).toThrow();
    expect(() => parseRelease({ ...release('reports', '1.0.0'), surprise: true })).toThrow();
    expect(parseRelease(release('reports', '1.0.0')).version).toBe('1.0.0');
  });
});

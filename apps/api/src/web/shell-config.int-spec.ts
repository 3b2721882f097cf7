import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { RemoteRelease } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** remote.json as a remote's build writes it (tools/rspack/remote-release.mjs). */
function release(name: string, version: string, entry = `remoteEntry.${version.replace(/\D/g, '').padEnd(8, '0')}.js`): RemoteRelease {
  return {
    format: 1,
    name,
    version,
    entry,
    requires: { '@pathdesk/web-data': '^2.0.0', react: '^19.3.1' },
    manifest: {
      name,
      namespace: name,
      title: `remote.${name}`,
      mounts: [`/${name}`],
      pages: [{ path: `/${name}`, roles: ['admin'] }],
      groups: [{ id: name, label: 'menu.Title', order: 50 }],
      menu: [{ group: name, order: 10, label: 'menu.Title', icon: 'pi pi-fw pi-book', to: `/${name}/index`, roles: ['admin'] }],
    },
    texts: { en: { remote: { [name]: name }, menu: { Title: `${name} ${version}` } }, th: { menu: { Title: `${name} ${version} (th)` } } },
  };
}

/** A stand-in for dist/apps: the shell and `remotes` (folder → remote.json), hashed entries beside them. */
function webRoot(remotes: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'pathdesk-remotes-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>PathDesk shell</title>');
  for (const [folder, json] of Object.entries(remotes)) putRelease(root, folder, json);
  return root;
}

function putRelease(root: string, folder: string, json: unknown): void {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, folder, 'remote.json'), typeof json === 'string' ? json : JSON.stringify(json));
  if (typeof json === 'object' && json && 'entry' in json) writeFileSync(join(root, folder, String(json.entry)), 'var remote;');
}

/** A remote's static host: `files` by path; anything else 404. */
async function staticHost(files: Record<string, unknown>): Promise<{ url: string; server: Server; files: Record<string, unknown> }> {
  const server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server, files };
}

const remotesOf = async (t: TestApp) =>
  (await request(t.http).get('/api/shell-config').expect(200)).body.remotes as { name: string; entry: string; version: string; pinned: boolean }[];
const versionsOf = async (t: TestApp) =>
  (await request(t.http).get('/api/shell-config').expect(200)).body.remotes.map((r: { name: string; version: string }) => `${r.name}@${r.version}`);

describe('GET /api/shell-config (the remotes manifest, issue 33.4)', () => {
  const roots: string[] = [];
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>) => (t = await createTestApp({ REMOTE_RELEASES_TTL_SECONDS: '0', ...env }));

  it("lists each remote built beside the shell: its content-hashed entry, version, manifest and texts; the lab's settings", async () => {
    const root = webRoot({ workspace: release('workspace', '1.2.0', 'remoteEntry.1a2b3c4d.js'), reports: release('reports', '1.0.0', 'remoteEntry.5e6f7a8b.js') });
    roots.push(root);
    await start({ WEB_ROOT: root });

    const res = await request(t!.http).get('/api/shell-config').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      version: '1.0.0',
      labBrand: 'PathDesk Pathology Laboratory',
      dateDisplay: { dateFormat: 'mm/dd/yyyy', buddhistEra: false },
      calendarNames: 'thai',
      language: 'en',
      remotes: [
        {
          name: 'reports',
          entry: '/remotes/reports/remoteEntry.5e6f7a8b.js',
          version: '1.0.0',
          pinned: false,
          manifest: release('reports', '1.0.0').manifest,
          texts: release('reports', '1.0.0').texts,
        },
        {
          name: 'workspace',
          entry: '/remotes/workspace/remoteEntry.1a2b3c4d.js',
          version: '1.2.0',
          pinned: false,
          manifest: release('workspace', '1.2.0').manifest,
          texts: release('workspace', '1.2.0').texts,
        },
      ],
    });
    // The entry is served, cached for good (its name changes with its content); remote.json is not.
    const entry = await request(t!.http).get('/remotes/workspace/remoteEntry.1a2b3c4d.js').expect(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(t!.http).get('/remotes/workspace/remote.json').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('serves the newest of the releases kept side by side, and takes up a new one without a restart', async () => {
    const root = webRoot({ reports: release('reports', '1.1.0'), 'reports/1.0.0': release('reports', '1.0.0'), 'reports/1.10.0-rc.1': release('reports', '1.10.0-rc.1') });
    roots.push(root);
    await start({ WEB_ROOT: root });
    expect(await versionsOf(t!)).toEqual(['reports@1.10.0-rc.1']);

    putRelease(root, 'reports/1.10.0', release('reports', '1.10.0'));
    expect(await remotesOf(t!)).toEqual([expect.objectContaining({ version: '1.10.0', entry: '/remotes/reports/1.10.0/remoteEntry.11000000.js' })]);
    await request(t!.http).get('/remotes/reports/1.10.0/remoteEntry.11000000.js').expect(200);
  });

  it('leaves out what is not a release, naming no other remote in its place, and keeps the others', async () => {
    const root = webRoot({
      workspace: release('workspace', '1.0.0'),
      reports: '{ not json',
      settings: { ...release('settings', '1.0.0'), format: 2 },
      billing: release('reports', '1.0.0'),
      shell: release('shell', '1.0.0'),
      templates: { ...release('templates', '1.0.0'), manifest: { ...release('templates', '1.0.0').manifest, name: 'workspace' } },
    });
    roots.push(root);
    await start({ WEB_ROOT: root });

    expect(await versionsOf(t!)).toEqual(['workspace@1.0.0']);
  });

  it('reads the releases a static host lists (REMOTE_<NAME>_URL), and keeps them while it does not answer', async () => {
    const host = await staticHost({ '/releases.json': { releases: [release('billing', '2.0.0'), release('billing', '2.1.0'), { name: 'billing' }] } });
    try {
      await start({ REMOTE_BILLING_URL: `${host.url}` });
      expect(await remotesOf(t!)).toEqual([expect.objectContaining({ name: 'billing', version: '2.1.0', entry: `${host.url}2.1.0/remoteEntry.21000000.js` })]);

      host.files['/releases.json'] = undefined;
      host.files['/remote.json'] = release('billing', '3.0.0');
      expect(await remotesOf(t!)).toEqual([expect.objectContaining({ version: '3.0.0', entry: `${host.url}remoteEntry.30000000.js` })]);

      await new Promise<void>((resolve) => host.server.close(() => resolve()));
      expect(await versionsOf(t!)).toEqual(['billing@3.0.0']);
    } finally {
      host.server.close();
    }
  });

  it("names a remote served by another origin in the page's Content-Security-Policy", async () => {
    const host = await staticHost({ '/remote.json': release('reports', '1.0.0') });
    try {
      await start({ REMOTE_REPORTS_URL: `${host.url}remoteEntry.js` });
      const res = await request(t!.http).get('/api/shell-config').expect(200);
      expect(res.body.remotes).toEqual([expect.objectContaining({ name: 'reports', entry: `${host.url}remoteEntry.10000000.js` })]);
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${host.url.replace(/\/$/, '')}`);
    } finally {
      host.server.close();
    }
  });
});

describe('pinning a remote (issue 33.4: roll back without a restart, audited)', () => {
  let t: TestApp;
  let root: string;
  let admin: ApiClient;
  beforeAll(async () => {
    root = webRoot({ reports: release('reports', '1.1.0'), 'reports/1.0.0': release('reports', '1.0.0'), workspace: release('workspace', '2.0.0') });
    t = await createTestApp({ WEB_ROOT: root, REMOTE_RELEASES_TTL_SECONDS: '0' });
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists every remote with its releases, the one served and no pin', async () => {
    expect((await admin.get('/api/shell-config/releases').expect(200)).body).toEqual({
      remotes: [
        {
          name: 'reports',
          current: '1.1.0',
          pin: null,
          releases: [
            { version: '1.1.0', entry: '/remotes/reports/remoteEntry.11000000.js', requires: release('reports', '1.1.0').requires },
            { version: '1.0.0', entry: '/remotes/reports/1.0.0/remoteEntry.10000000.js', requires: release('reports', '1.0.0').requires },
          ],
        },
        { name: 'workspace', current: '2.0.0', pin: null, releases: [expect.objectContaining({ version: '2.0.0' })] },
      ],
    });
  });

  it('rolls a remote back to an earlier release, serves it from the next page load, and takes the pin away again', async () => {
    const pinned = await admin.put('/api/shell-config/pins/reports', { version: '1.0.0' }).expect(200);
    expect(pinned.body.remote).toEqual(expect.objectContaining({ name: 'reports', current: '1.0.0', pin: { version: '1.0.0', by: 'admin', at: expect.any(String) } }));
    expect(await remotesOf(t)).toEqual([
      expect.objectContaining({ name: 'reports', version: '1.0.0', pinned: true, entry: '/remotes/reports/1.0.0/remoteEntry.10000000.js' }),
      expect.objectContaining({ name: 'workspace', version: '2.0.0', pinned: false }),
    ]);

    // A newer release arrives: the pin holds.
    putRelease(root, 'reports/1.2.0', release('reports', '1.2.0'));
    expect(await versionsOf(t)).toEqual(['reports@1.0.0', 'workspace@2.0.0']);

    const unpinned = await admin.delete('/api/shell-config/pins/reports').expect(200);
    expect(unpinned.body.remote).toEqual(expect.objectContaining({ current: '1.2.0', pin: null }));
    expect(await versionsOf(t)).toEqual(['reports@1.2.0', 'workspace@2.0.0']);

    expect(await auditOf(t, 'remote_pin', 'reports')).toEqual([
      { action: 'create', actor_username: 'admin', before: null, after: { version: '1.0.0' }, reason: null },
      { action: 'delete', actor_username: 'admin', before: { version: '1.0.0' }, after: null, reason: null },
    ]);
  });

  it('refuses a version the remote does not have, an unknown remote and a bad request, changing nothing', async () => {
    const missing = await admin.put('/api/shell-config/pins/reports', { version: '0.9.0' }).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'version', message: 'reports has no release 0.9.0' }]);
    const unknown = await admin.put('/api/shell-config/pins/billing', { version: '1.0.0' }).expect(404);
    expect(unknown.body.message).toBe('There is no remote "billing".');
    await admin.put('/api/shell-config/pins/reports', { version: 'latest' }).expect(400);
    await admin.put('/api/shell-config/pins/reports', { version: '1.0.0', by: 'me' }).expect(400);
    await admin.put('/api/shell-config/pins/Reports', { version: '1.0.0' }).expect(400);
    expect(await sql(t, 'select count(*)::int as n from remote_pin')).toEqual([{ n: 0 }]);
  });

  it('keeps pinning to administrators', async () => {
    for (const role of ['user', 'doctor', 'guest']) {
      const client = await ApiClient.signedIn(t, role);
      await client.put('/api/shell-config/pins/reports', { version: '1.0.0' }).expect(403);
      await client.get('/api/shell-config/releases').expect(403);
    }
    await request(t.http).get('/api/shell-config/releases').expect(401);
  });

  it('serves the newest release when the pinned one is gone, and the pin can still be taken away', async () => {
    putRelease(root, 'workspace/1.0.0', release('workspace', '1.0.0'));
    await admin.put('/api/shell-config/pins/workspace', { version: '1.0.0' }).expect(200);
    rmSync(join(root, 'workspace/1.0.0'), { recursive: true });
    expect(await remotesOf(t)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'workspace', version: '2.0.0', pinned: false })]));
    expect((await admin.get('/api/shell-config/releases').expect(200)).body.remotes).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'workspace', current: '2.0.0', pin: expect.objectContaining({ version: '1.0.0' }) })]),
    );
    await admin.delete('/api/shell-config/pins/workspace').expect(200);
  });
});

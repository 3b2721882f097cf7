// docker/remote.Dockerfile's host, tried without Docker (issue 33.4): docker/remote-releases.sh adds
// two releases of a remote as the image does (the second on the first image's files), and nginx
// with docker/remote-nginx.conf serves them: each release's files, the list the API reads, the
// cache headers a content-hashed release allows.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const nginx = ['/usr/sbin/nginx', 'nginx'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function build(dir, version, hash) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'remote.json'), `${JSON.stringify({ format: 1, name: 'reports', version, entry: `remoteEntry.${hash}.js` }, null, 2)}\n`);
  writeFileSync(join(dir, `remoteEntry.${hash}.js`), `var reports = "${version}";`);
  writeFileSync(join(dir, `remoteEntry.${hash}.js.map`), '{}');
}

describe('the remote image', () => {
  let work;
  let server;
  let url;
  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is missing: apt-get install nginx (.ci/run installs it)');
    work = mkdtempSync(join(tmpdir(), 'pathdesk-remote-image-'));
    const html = join(work, 'html');
    for (const [version, hash] of [
      ['1.0.0', '0a0a0a0a'],
      ['1.1.0', '1b1b1b1b'],
    ]) {
      build(join(work, `build-${version}`), version, hash);
      const added = spawnSync('sh', [join(root, 'docker/remote-releases.sh'), 'reports', join(work, `build-${version}`), join(html, 'remotes')], { encoding: 'utf8' });
      expect([added.status, added.stderr]).toEqual([0, '']);
    }
    const port = await freePort();
    const site = readFileSync(join(root, 'docker/remote-nginx.conf'), 'utf8')
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${html};`);
    mkdirSync(join(work, 'logs'));
    writeFileSync(
      join(work, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/logs/error.log warn; ${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 64; }
http { access_log off; client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
${site} }`,
    );
    server = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk));
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100 || server.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGQUIT');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('lists every release it serves, for the API', async () => {
    const list = await fetch(`${url}/remotes/reports/releases.json`);
    expect(list.headers.get('cache-control')).toBe('no-cache');
    expect((await list.json()).releases.map((release) => [release.version, release.entry])).toEqual([
      ['1.0.0', 'remoteEntry.0a0a0a0a.js'],
      ['1.1.0', 'remoteEntry.1b1b1b1b.js'],
    ]);
  });

  it("serves each release's files, cached for good, to any origin; no source map", async () => {
    const older = await fetch(`${url}/remotes/reports/1.0.0/remoteEntry.0a0a0a0a.js`);
    expect([older.status, await older.text()]).toEqual([200, 'var reports = "1.0.0";']);
    expect(older.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(older.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${url}/remotes/reports/1.1.0/remote.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${url}/remotes/reports/1.1.0/remoteEntry.1b1b1b1b.js.map`)).status).toBe(404);
    expect((await fetch(`${url}/remotes/reports/2.0.0/remoteEntry.2c2c2c2c.js`)).status).toBe(404);
    expect((await fetch(`${url}/`)).status).toBe(404);
  });

  it('refuses to add a release that is there already: a release never changes', () => {
    const again = spawnSync('sh', [join(root, 'docker/remote-releases.sh'), 'reports', join(work, 'build-1.1.0'), join(work, 'html/remotes')], { encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('reports 1.1.0 is there already');
  });
});

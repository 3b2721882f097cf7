import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A stand-in for dist/apps: the shell and one remote, with hashed and unhashed files. */
function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'pathdesk-web-'));
  mkdirSync(join(root, 'shell'));
  mkdirSync(join(root, 'workspace'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>PathDesk shell</title>');
  writeFileSync(join(root, 'shell/main.0123abcd.js'), 'console.log("shell")');
  writeFileSync(join(root, 'workspace/remoteEntry.js'), 'var workspace;');
  return root;
}

describe('serving the web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebBuild();
    t = await createTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/workspace/surgicals', '/setting/profile', '/report/index', '/login'])('answers the page address %s with the shell, never cached', async (path) => {
    const res = await request(t.http).get(path).expect(200);
    expect(res.text).toContain('PathDesk shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed files for good', async () => {
    const res = await request(t.http).get('/main.0123abcd.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves each remote under /remotes/<name>/, revalidating its entry files', async () => {
    const entry = await request(t.http).get('/remotes/workspace/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('answers missing files with 404, not with the shell', async () => {
    await request(t.http).get('/remotes/workspace/missing.js').expect(404);
    await request(t.http).get('/remotes/reports/remoteEntry.js').expect(404);
    await request(t.http).get('/missing.0123abcd.js').expect(404);
  });

  it('keeps /api for the API', async () => {
    const res = await request(t.http).get('/api/unknown').expect(404);
    expect(res.body.statusCode).toBe(404);
    await request(t.http).get('/api/health').expect(200);
  });

  it('never answers an /api path with a file of the build (no file lookup for API requests)', async () => {
    mkdirSync(join(webRoot, 'shell/api'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/api/health'), 'a file, not the health check');
    writeFileSync(join(webRoot, 'shell/api/notes.0123abcd.js'), 'a file under api/');
    const health = await request(t.http).get('/api/health').expect(200);
    expect(health.text).not.toContain('a file');
    const missing = await request(t.http).get('/api/notes.0123abcd.js').expect(404);
    expect(missing.body.statusCode).toBe(404);
  });

  it('compresses what it sends', async () => {
    writeFileSync(join(webRoot, 'shell/big.0123abcd.js'), 'x'.repeat(10_000));
    const res = await request(t.http).get('/big.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

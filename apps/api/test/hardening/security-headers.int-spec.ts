// Issue 11, defect 6: a Content-Security-Policy for the shell and remotes, HSTS behind a TLS proxy.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from '../test-app.js';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('Content-Security-Policy and HSTS', () => {
  let webRoot: string;
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'pathdesk-csp-'));
    mkdirSync(join(webRoot, 'shell'));
    writeFileSync(join(webRoot, 'shell/index.html'), '<!doctype html><title>PathDesk shell</title>');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it("sends a policy without unsafe-eval or inline scripts, naming the remotes' origins", async () => {
    const t = await createTestApp({ WEB_ROOT: webRoot, REMOTE_REPORTS_URL: 'https://reports.lab.example/remoteEntry.js' });
    try {
      const res = await request(t.http).get('/workspace/surgicals').expect(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://reports.lab.example']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://reports.lab.example']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // PrimeReact sets style attributes and injects <style>: inline styles only (docs/security.md says why).
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://reports.lab.example']);
      const api = await request(t.http).get('/api/shell-config').expect(200);
      expect(api.headers['content-security-policy']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('keeps the shell page free of inline scripts', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../shell/src/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\bon[a-z]+=/i);
  });

  it('sends HSTS only for requests that came over TLS through a trusted proxy', async () => {
    const trusted = await createTestApp({ TRUST_PROXY: 'loopback' });
    const untrusted = await createTestApp();
    try {
      const tls = await request(trusted.http).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await request(trusted.http).get('/api/health').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const spoofed = await request(untrusted.http).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});

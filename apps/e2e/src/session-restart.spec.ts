import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, signInWithForm, test } from './support/fixtures';
import { freePort } from './support/free-port';

const root = join(import.meta.dirname, '../../..');

let PORT: number;
let base: string;

/** A second PathDesk of its own (own database), which this test kills and restarts. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

async function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exit;
}

test.describe('sessions across an API restart', () => {
  test.setTimeout(120_000);
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  test.beforeAll(async () => {
    PORT = await freePort();
    base = `http://127.0.0.1:${PORT}`;
    if (process.env.DATABASE_URL) {
      const name = `pathdesk_e2e_restart_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      cleanup = async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'pathdesk-e2e-restart-'));
      chmodSync(dataDir, 0o755);
      env = { DATA_DIR: dataDir };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  });
  test.afterAll(async () => cleanup());

  test('a signed-in browser stays signed in when the API is killed and started again', async ({ browser }) => {
    let server = await startServer(env);
    const page = await browser.newPage({ baseURL: base });
    try {
      await page.goto('/workspace/surgicals');
      await signInWithForm(page, 'doctor');
      await expect(page.getByRole('heading', { name: 'Surgical cases' })).toBeVisible();

      await stopped(server, 'SIGKILL'); // a crash: no clean shutdown, the embedded database left running
      server = await startServer(env);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Surgical cases' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^doctor / })).toBeVisible();
    } finally {
      await page.close();
      await stopped(server, 'SIGTERM');
    }
  });
});

// Starts the built PathDesk (dist/apps/api/main.js) for the end-to-end tests, on a database that
// exists only for this run: a fresh database on DATABASE_URL's server, else a fresh embedded cluster.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '../..');

if (process.env.DATABASE_URL) {
  const adminUrl = process.env.DATABASE_URL;
  const name = `pathdesk_e2e_${Date.now().toString(36)}_${process.pid}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  // Databases of earlier runs that nobody uses any more (a run in progress keeps its own).
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'pathdesk_e2e_%'`);
  for (const { datname } of rows) await client.query(`DROP DATABASE ${client.escapeIdentifier(datname)}`).catch(() => undefined);
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  const dataDir = join(root, '.data/e2e');
  rmSync(dataDir, { recursive: true, force: true });
  process.env.DATA_DIR = dataDir;
}

process.env.PORT = process.env.E2E_PORT ?? '4310';
process.env.HOST = '127.0.0.1';
process.env.NODE_ENV ??= 'test';
process.env.LAB_BRAND ??= 'ห้องปฏิบัติการพยาธิวิทยา PathDesk';
// Each role signs in once and the whole suite reuses the session (support/signed-in-state.ts): on a
// busy machine the suite outlasts the 30-minute idle default and a role unused since the start is
// signed out (401 in every later test). Idle time-outs are tested in the API's integration tests.
process.env.SESSION_IDLE_MINUTES ??= '240';
// A release copied beside a remote (remote-pins.spec) is listed within a second, not the default 30.
process.env.REMOTE_RELEASES_TTL_SECONDS ??= '1';

await import(join(root, 'dist/apps/api/main.js'));

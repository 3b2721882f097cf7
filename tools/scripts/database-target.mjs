// Which database `npm run db:backup` / `db:restore` work on: DATABASE_URL, else the embedded
// PostgreSQL of `npm start` (DATA_DIR/pg, default .data/pg) — the running one (its port is in its
// postmaster.pid), or started here for the command and stopped after it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import pg from 'pg';

/** `{ url, stop() }` */
export async function databaseTarget() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const wanted = resolve(process.env.DATA_DIR ?? '.data', 'pg');
  // As root the app may have moved the data (embedded-postgres.ts, reachableDataDir).
  const moved = join('/var/tmp', `pathdesk-pg-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`);
  for (const dir of [wanted, moved]) {
    const running = runningPort(dir);
    if (running) return { url: `postgres://pathdesk:pathdesk@127.0.0.1:${running}/pathdesk`, embedded: true, stop: async () => {} };
  }
  if (!existsSync(join(wanted, 'PG_VERSION')) && !existsSync(join(moved, 'PG_VERSION'))) {
    throw new Error(`No DATABASE_URL and no embedded database in ${wanted}: nothing to work on.`);
  }
  Logger.overrideLogger(['warn', 'error']);
  const { startEmbeddedPostgres } = await import('../../apps/api/src/database/embedded-postgres.ts');
  const cluster = await startEmbeddedPostgres(wanted);
  return { url: cluster.url, embedded: true, stop: () => cluster.stop() };
}

/** The port of a live postmaster of `dataDir`, from its pid file. */
function runningPort(dataDir) {
  try {
    const [pid, , , port] = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    process.kill(Number(pid), 0);
    return Number(port) || null;
  } catch {
    return null;
  }
}

/** libpq's environment for a URL: the password stays out of the process list. */
export function libpqEnv(url) {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode') } : {}),
  };
}

/** The server's major version. */
export async function serverMajor(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Math.floor(Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** The major version of a PostgreSQL client program (pg_dump, pg_restore), or 0 when missing. */
export function programMajor(program) {
  const out = spawnSync(program, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? Number(/(\d+)(\.\d+)?/.exec(out.stdout)?.[1] ?? 0) : 0;
}

/** The binary of PG_BIN (a folder), else from PATH. */
export const pgProgram = (name) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);

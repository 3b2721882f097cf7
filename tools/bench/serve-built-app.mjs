// Starts the production build (dist/apps/api/main.js) in a child process for a benchmark, on a
// throwaway database: a fresh database on DATABASE_URL's server, else a fresh embedded cluster
// (started here, so that the benchmark knows its URL). Answers `databaseUrl` too, for benchmarks
// that fill tables directly. `statements: true` turns pg_stat_statements on (see below); the
// answer's `statements` then says whether it could (`{ on, why }`). `nodeOptions`: flags for node
// before the app's file (e.g. the inspector of heap.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { workspaceRoot } from '../scripts/run.mjs';

export async function serveBuiltApp({ port = 4380, env = {}, statements = false, nodeOptions = [] } = {}) {
  const childEnv = { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  let dropDatabase = async () => {};
  let dataDir;
  if (process.env.DATABASE_URL) {
    const name = `pathdesk_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    childEnv.DATABASE_URL = url.toString();
    // BENCH_KEEP_DATABASE=1: the filled database stays on the server after the run (its name is printed),
    // to read a statement's plan at that size (EXPLAIN ANALYZE) without filling it again.
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      dropDatabase = async () => console.log(`bench: the database ${name} is kept (BENCH_KEEP_DATABASE=1): DROP DATABASE ${name} when done`);
    } else
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'pathdesk-bench-'));
    chmodSync(dataDir, 0o755);
    childEnv.DATA_DIR = dataDir;
    // The app's own code (Node strips the types), as the integration tests' global setup does.
    Logger.overrideLogger(['warn', 'error']);
    const { startEmbeddedPostgres } = await import('../../apps/api/src/database/embedded-postgres.ts');
    let cluster = await startEmbeddedPostgres(join(dataDir, 'pg'));
    if (statements) {
      // pg_stat_statements must be preloaded: set it in the new cluster's postgresql.auto.conf,
      // then start the cluster again (same data, a new port).
      await sql(cluster.url, `ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
      await cluster.stop();
      cluster = await startEmbeddedPostgres(join(dataDir, 'pg'));
    }
    childEnv.DATABASE_URL = cluster.url;
    dropDatabase = () => cluster.stop();
  }
  let statementsOn = { on: false, why: 'not asked for' };
  if (statements) {
    try {
      await sql(childEnv.DATABASE_URL, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await sql(childEnv.DATABASE_URL, 'SELECT pg_stat_statements_reset()');
      statementsOn = { on: true, why: '' };
    } catch (error) {
      statementsOn = { on: false, why: error instanceof Error ? error.message : String(error) };
    }
  }
  const child = spawn(process.execPath, [...nodeOptions, join(workspaceRoot, 'dist/apps/api/main.js')], {
    cwd: workspaceRoot,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('The app exited during start-up');
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 240) throw new Error('The app did not start within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await dropDatabase().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    databaseUrl: childEnv.DATABASE_URL,
    pid: child.pid,
    statements: statementsOn,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await dropDatabase();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

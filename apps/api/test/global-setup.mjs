// Plain ES module, loaded by Node itself: it imports TypeScript files that Node can strip the
// types from (no decorators, no relative imports), so the database code is the app's own.
import { createHash } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ADMIN_URL_ENV, RUN_PREFIX_ENV, withAdminClient } from './test-database.ts';

const workspaceRoot = join(import.meta.dirname, '../../..');

export default async function globalSetup() {
  Logger.overrideLogger(['warn', 'error']);
  process.env[RUN_PREFIX_ENV] = `pathdesk_it_${Date.now().toString(36)}_${process.pid}`;
  if (process.env.DATABASE_URL) {
    process.env[ADMIN_URL_ENV] = process.env.DATABASE_URL;
    await dropAbandonedDatabases(process.env.DATABASE_URL);
    return;
  }
  const { startEmbeddedPostgres } = await import('../src/database/embedded-postgres.ts');
  const dataDir = testClusterDir();
  const cluster = await startEmbeddedPostgres(dataDir.path, { database: 'postgres', throwaway: true });
  // In memory, it is removed after the run (the teardown): it would hold the machine's memory.
  if (dataDir.inMemory) globalThis.__removeAfterRun = dataDir.path;
  globalThis.__embeddedPostgres = cluster;
  process.env[ADMIN_URL_ENV] = cluster.url;
}

/**
 * Where the test cluster keeps its data: in memory (/dev/shm) where the machine has room there, else
 * .data/pg-test (PATHDESK_TEST_PG_DIR chooses). A run makes and drops some 250 databases of ~700
 * files each, and on ext4 the files of each new one then cost the kernel a search past the inodes
 * just freed: CREATE DATABASE took 0.7 s of CPU (most of an app's start in a test) by the end of a
 * run, against ~0.04 s in memory. One folder per checkout, removed after the run (a run that
 * crashed leaves it for the next, which starts on it); on disk it stays, as before.
 */
function testClusterDir() {
  if (process.env.PATHDESK_TEST_PG_DIR) return { path: process.env.PATHDESK_TEST_PG_DIR, inMemory: false };
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    const checkout = createHash('sha256').update(workspaceRoot).digest('hex').slice(0, 12);
    if (bavail * bsize >= 4 * 1024 ** 3) return { path: join('/dev/shm', `pathdesk-pg-test-${checkout}`), inMemory: true };
  } catch {
    // no /dev/shm (not Linux): on disk
  }
  return { path: join(workspaceRoot, '.data/pg-test'), inMemory: false };
}

/** Test databases of earlier runs that crashed before their teardown; one still in use stays. */
async function dropAbandonedDatabases(adminUrl) {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'pathdesk_it_%'`);
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE ${client.escapeIdentifier(datname)}`).catch(() => undefined);
    }
  });
}

// Plain ES module, loaded by Node itself: it imports TypeScript files that Node can strip the
// types from (no decorators, no relative imports), so the database code is the app's own.
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
  const cluster = await startEmbeddedPostgres(join(workspaceRoot, '.data/pg-test'), { database: 'postgres' });
  globalThis.__embeddedPostgres = cluster;
  process.env[ADMIN_URL_ENV] = cluster.url;
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

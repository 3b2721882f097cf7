import { rmSync } from 'node:fs';
import { ADMIN_URL_ENV, RUN_PREFIX_ENV, withAdminClient } from './test-database.ts';

/** Drops every database this run created (a crashed test file leaves none behind), then the cluster (and its folder, if in memory). */
export default async function globalTeardown() {
  const adminUrl = process.env[ADMIN_URL_ENV];
  const prefix = process.env[RUN_PREFIX_ENV];
  if (adminUrl && prefix) {
    await withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    });
  }
  await globalThis.__embeddedPostgres?.stop();
  if (globalThis.__removeAfterRun) rmSync(globalThis.__removeAfterRun, { recursive: true, force: true });
}

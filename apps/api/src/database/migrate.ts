import type { IMigrator } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import pg from 'pg';

/**
 * Key of the session-level advisory lock held while migrating: replicas starting together (or the
 * deployment's migrate Job racing a replica) take turns; the later ones find nothing to apply.
 */
const MIGRATION_LOCK_KEY = 7_281_117_017;

/**
 * Key of the lock held while a replica starts (migrations, then the start-up seeds: demo accounts,
 * lookups, the first admin), so that replicas starting together on an empty database do not insert
 * the same rows twice. A separate key: migrate() takes its own lock inside this one.
 */
export const STARTUP_LOCK_KEY = 7_281_117_018;

/** Runs `work` while holding a session-level advisory lock of the database at `url`. */
export async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  // A connection of its own: the lock belongs to a session, and the work takes pool connections.
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // Ending the session releases the lock as well, also when the unlock itself fails.
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

interface Migratable {
  migrator: IMigrator;
  config: { get(key: 'clientUrl'): string | undefined };
}

/** Applies pending migrations under the advisory lock; returns the names applied (none on a second start). */
export async function migrate(orm: Migratable): Promise<string[]> {
  const logger = new Logger('Migrations');
  return withAdvisoryLock(orm.config.get('clientUrl')!, MIGRATION_LOCK_KEY, async () => {
    const applied = await orm.migrator.up();
    const names = applied.map((m) => m.name);
    logger.log(names.length ? `Applied ${names.length}: ${names.join(', ')}` : 'Database schema is up to date');
    return names;
  });
}

/** Names of migrations not yet applied (readiness: a replica serves only a migrated database). */
export async function pendingMigrations(orm: { migrator: IMigrator }): Promise<string[]> {
  return (await orm.migrator.getPending()).map((m) => m.name);
}

/**
 * MIGRATE_ON_START=false: waits until the deployment's migrate Job has applied every migration
 * (start-up hooks such as the seeds need the schema). Polls; logs once while waiting.
 */
export async function waitForMigrations(orm: { migrator: IMigrator }, pollMs = 1_000): Promise<void> {
  let logged = false;
  for (;;) {
    const pending = await pendingMigrations(orm).catch(() => null);
    if (pending?.length === 0) return;
    if (!logged) {
      new Logger('Migrations').log(`Waiting for the migrate command (${pending ? `${pending.length} pending` : 'no schema yet'})`);
      logged = true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

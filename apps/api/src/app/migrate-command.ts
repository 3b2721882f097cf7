import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { migrate } from '../database/migrate.js';
import { ormOptions } from './orm-options.js';

/**
 * `node dist/apps/api/main.js migrate`: applies pending migrations and exits, for a deployment's
 * migrate Job (then replicas run with MIGRATE_ON_START=false). Safe beside starting replicas: the
 * advisory lock in migrate() makes them take turns.
 */
export async function runMigrateCommand(config: AppConfig & { databaseUrl: string }): Promise<string[]> {
  const logger = new Logger('Migrations');
  const orm = await MikroORM.init(ormOptions(config.databaseUrl, { logger: (message) => logger.debug(message) }));
  try {
    const applied = await migrate(orm);
    logger.log(`migrate: ${applied.length} applied`);
    return applied;
  } finally {
    await orm.close(true);
  }
}

import type { IMigrator } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';

/** Applies pending migrations; returns the names applied (none on a second start). */
export async function migrate(orm: { migrator: IMigrator }): Promise<string[]> {
  const logger = new Logger('Migrations');
  const applied = await orm.migrator.up();
  const names = applied.map((m) => m.name);
  logger.log(names.length ? `Applied ${names.length}: ${names.join(', ')}` : 'Database schema is up to date');
  return names;
}

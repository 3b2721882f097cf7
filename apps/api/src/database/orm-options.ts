import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** Tables that belong to libraries, not to our entities: the schema diff must leave them alone. */
const FOREIGN_TABLES = ['session'];
/** Issue 15: tables written and read by SQL only (patients/, safety/), kept by migrations 012 and 016. */
const SQL_ONLY_TABLES = ['patient', 'patient_hn', 'lookback', 'critical_call', 'correlation'];
/** Issue 15.4: the screener workload tables (workload/), kept by migration 015. */
const WORKLOAD_TABLES = ['screening_day', 'screening'];

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    schemaGenerator: { skipTables: [...FOREIGN_TABLES, ...SQL_ONLY_TABLES, ...WORKLOAD_TABLES] },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    debug: false,
    ...overrides,
  });
}

import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../database/migrations/index.js';

/** Tables that belong to libraries, not to our entities: the schema diff must leave them alone. */
const FOREIGN_TABLES = ['session'];
/** Issue 15: tables written and read by SQL only (patients/, safety/), kept by migrations 012 and 016; issue 24.1's (summaries/), migration 021. */
const SQL_ONLY_TABLES = ['patient', 'patient_hn', 'lookback', 'critical_call', 'correlation', 'malignancy_review'];
/** Issue 15.4: the screener workload tables (workload/), kept by migration 015. */
const WORKLOAD_TABLES = ['screening_day', 'screening'];
/** Issue 31: custody (custody/), kept by migration 025. */
const CUSTODY_TABLES = ['custody_location', 'custody_item', 'custody_event', 'custody_disposal', 'custody_disposal_item', 'custody_legal_hold', 'custody_setting'];
/** Issue 33.4: the pinned versions of remotes (web/remote-pins.service.ts), kept by migration 026. */
const WEB_TABLES = ['remote_pin'];
/** Issue 28: the hospitals of an account (users/user-hospitals.ts), kept by migration 031; the hospital’s inbox (portal/), migration 032. */
const PORTAL_TABLES = ['app_user_hospital', 'report_receipt', 'portal_visit'];
/** Issue 32.4–32.6: the seals of issued documents and their PDFs (signing/), kept by migration 033. */
const SIGNING_TABLES = ['document_seal', 'sealed_pdf'];
/** Issue 29: the hospital's systems (interfaces/), kept by migrations 034 and 037 (orders in). */
const INTERFACE_TABLES = ['interface', 'interface_message', 'case_order'];
/** Issue 28.4: online requisitions (requisitions/), kept by migration 038. */
const REQUISITION_TABLES = ['requisition', 'requisition_counter'];

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
    schemaGenerator: {
      skipTables: [
        ...FOREIGN_TABLES,
        ...SQL_ONLY_TABLES,
        ...WORKLOAD_TABLES,
        ...CUSTODY_TABLES,
        ...WEB_TABLES,
        ...PORTAL_TABLES,
        ...SIGNING_TABLES,
        ...INTERFACE_TABLES,
        ...REQUISITION_TABLES,
      ],
    },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    allowGlobalContext: false,
    // Connections are kept once opened (pg-pool closes none below `min`): a new PostgreSQL backend
    // costs its first requests 30–70 ms (the fork, its catalog caches, pg_trgm's library, the
    // prepared statements) — with the default 10 s idle timeout the first click after a pause paid it.
    pool: { min: 10, max: 10 },
    debug: false,
    ...overrides,
  });
}

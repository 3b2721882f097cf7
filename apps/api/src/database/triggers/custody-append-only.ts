import type { CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps the custody trail forever — every scan (custody_event) and every disposal with its items
 * (custody_disposal, custody_disposal_item): UPDATE and DELETE (row triggers `<table>_no_change`)
 * and TRUNCATE (statement triggers `<table>_no_truncate`) raise insufficient_privilege. The tables
 * are custody's, by SQL only (no entity declares these triggers). Installed by migration 025.
 */
const TABLES = ['custody_event', 'custody_disposal', 'custody_disposal_item'];
const refuse = (table: string) => `begin raise exception '${table} is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end;`;

export const CUSTODY_APPEND_ONLY: CataloguedTrigger[] = TABLES.flatMap((table) => [
  {
    table,
    name: `${table}_no_change`,
    migration: '025',
    definition: `CREATE TRIGGER ${table}_no_change BEFORE DELETE OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only_fn()`,
    fn: `${table}_append_only_fn`,
    source: refuse(table),
  },
  {
    table,
    name: `${table}_no_truncate`,
    migration: '025',
    definition: `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only_fn()`,
    fn: `${table}_append_only_fn`,
    source: refuse(table),
  },
]);

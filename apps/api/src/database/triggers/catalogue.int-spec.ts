import { sql } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { MIGRATIONS } from '../migrations/index.js';
import { TRIGGER_CATALOGUE } from './catalogue.js';
import type { CataloguedTrigger } from './catalogued-trigger.js';

type Installed = Omit<CataloguedTrigger, 'migration'>;

const byPlace = (a: Installed, b: Installed) => `${a.table}.${a.name}`.localeCompare(`${b.table}.${b.name}`);

describe('the trigger catalogue (database/triggers/)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // migrated
  });
  afterAll(() => t.close());

  it('holds every trigger of the migrated database with its current body, and no other', async () => {
    const installed = await sql<Installed[]>(
      t,
      `select c.relname as "table", tg.tgname as name, replace(pg_get_triggerdef(tg.oid), ' ON public.', ' ON ') as definition,
              p.proname as fn, btrim(p.prosrc, E' \\n') as source
         from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace join pg_proc p on p.oid = tg.tgfoid
        where not tg.tgisinternal and n.nspname = 'public'`,
    );
    const catalogued = TRIGGER_CATALOGUE.map(({ migration: _migration, ...trigger }) => trigger);
    expect(catalogued.toSorted(byPlace)).toEqual(installed.toSorted(byPlace));
  });

  it('names, for each body, the migration that installed it', () => {
    const numbers = MIGRATIONS.map((m) => m.name.split('-')[1]);
    expect(TRIGGER_CATALOGUE.filter((trigger) => !numbers.includes(trigger.migration))).toEqual([]);
  });
});

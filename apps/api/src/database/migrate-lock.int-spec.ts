import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database.js';
import { loadConfig } from '../config/app-config.js';
import { runMigrateCommand } from '../app/migrate-command.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { ormOptions } from '../app/orm-options.js';

describe('migrations with several replicas', () => {
  it('run once when three processes start together (the advisory lock)', async () => {
    const database = await createTestDatabase();
    const orms = await Promise.all([1, 2, 3].map(() => MikroORM.init(ormOptions(database.url))));
    try {
      const applied = await Promise.all(orms.map((orm) => migrate(orm)));
      const all = MIGRATIONS.map((m) => m.name);
      // One of them applied everything; the others waited for the lock and found nothing to do.
      expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, all.length]);
      expect(applied.find((names) => names.length)).toEqual(all);
      const [{ count }] = await orms[0]!.em.getConnection().execute<{ count: string }[]>('select count(*) from mikro_orm_migrations');
      expect(Number(count)).toBe(all.length);
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await dropTestDatabase(database.name);
    }
  });

  it('run through the migrate command, which a second run finds done', async () => {
    const database = await createTestDatabase();
    try {
      const config = { ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url }), databaseUrl: database.url };
      await expect(runMigrateCommand(config)).resolves.toHaveLength(MIGRATIONS.length);
      await expect(runMigrateCommand(config)).resolves.toEqual([]);
    } finally {
      await dropTestDatabase(database.name);
    }
  });
});

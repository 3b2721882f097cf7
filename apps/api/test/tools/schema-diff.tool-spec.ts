// `npm run db:diff`: applies the committed migrations to an empty database and prints the SQL that
// would bring it to what the entities describe — the body of the next migration.
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/app/orm-options.js';
import { createTestDatabase, dropTestDatabase } from '../test-database.js';

it('prints the schema difference between the migrations and the entities', async () => {
  const db = await createTestDatabase();
  const orm = await MikroORM.init(ormOptions(db.url));
  try {
    await orm.migrator.up();
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    process.stdout.write(sql.trim() ? `\n-- SQL for the next migration:\n${sql}\n` : '\n-- The migrations match the entities.\n');
  } finally {
    await orm.close();
    await dropTestDatabase(db.name);
  }
});

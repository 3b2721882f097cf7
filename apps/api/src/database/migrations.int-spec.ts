import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';

describe('migrations', () => {
  let t: TestApp;
  let orm: MikroORM;
  beforeAll(async () => {
    t = await createTestApp(); // createApp migrates
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  it('were all applied at start, in order', async () => {
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });

  it('apply nothing on a second start', async () => {
    await expect(migrate(orm)).resolves.toEqual([]);
  });

  it('leave the schema exactly as the entities describe it', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('make the audit log append-only', async () => {
    const connection = orm.em.getConnection();
    await connection.execute(`insert into audit_log (action, entity, entity_id, after) values ('create', 'test', '1', '{"a":1}')`);
    await expect(connection.execute(`update audit_log set entity = 'changed'`)).rejects.toThrow(/append-only: UPDATE/);
    await expect(connection.execute(`delete from audit_log`)).rejects.toThrow(/append-only: DELETE/);
    await expect(connection.execute(`truncate audit_log`)).rejects.toThrow(/append-only: TRUNCATE/);
    const rows = await connection.execute(`select entity from audit_log where entity = 'test'`);
    expect(rows).toEqual([{ entity: 'test' }]);
  });
});

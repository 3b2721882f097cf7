import pg from 'pg';

/** Set by global-setup: a URL with rights to create databases, and this run's name prefix. */
export const ADMIN_URL_ENV = 'PATHDESK_TEST_ADMIN_URL';
export const RUN_PREFIX_ENV = 'PATHDESK_TEST_RUN_PREFIX';

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function runSettings(): { adminUrl: string; prefix: string } {
  const adminUrl = process.env[ADMIN_URL_ENV];
  const prefix = process.env[RUN_PREFIX_ENV];
  if (!adminUrl || !prefix) throw new Error('Integration tests run through jest.int.config.mjs (its global setup provides the database).');
  return { adminUrl, prefix };
}

/** Creates a database for one test file, empty or as a copy of `template`; returns its URL. */
export async function createTestDatabase(template?: string): Promise<{ name: string; url: string }> {
  const { adminUrl, prefix } = runSettings();
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`));
  return { name, url: databaseUrl(adminUrl, name) };
}

/**
 * The run's template database, made once by the first test file that asks (the others wait on an
 * advisory lock): `prepare` gets an empty database and leaves it as every app start would (migrated,
 * seeded, closed). It is renamed into place only when ready, so a failed preparation leaves none.
 */
export async function testTemplate(prepare: (database: { name: string; url: string }) => Promise<void>): Promise<string> {
  const { adminUrl, prefix } = runSettings();
  const template = `${prefix}_template`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      const database = await createTestDatabase();
      await prepare(database);
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(database.name)} RENAME TO ${client.escapeIdentifier(template)}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

export async function dropTestDatabase(name: string): Promise<void> {
  const adminUrl = process.env[ADMIN_URL_ENV]!;
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
}

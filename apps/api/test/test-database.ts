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

/** Creates an empty database for one test file; returns its URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const adminUrl = process.env[ADMIN_URL_ENV];
  const prefix = process.env[RUN_PREFIX_ENV];
  if (!adminUrl || !prefix) throw new Error('Integration tests run through jest.int.config.mjs (its global setup provides the database).');
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  return { name, url: databaseUrl(adminUrl, name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  const adminUrl = process.env[ADMIN_URL_ENV]!;
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
}

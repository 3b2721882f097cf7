import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config.js';
import { createTestDatabase, dropTestDatabase, withAdminClient } from '../../test/test-database.js';
import { JobsService } from './jobs.service.js';

/** The job queue's connections to `database` (pg-boss names them pathdesk-jobs). */
async function jobConnections(adminUrl: string, database: string): Promise<number> {
  return withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'pathdesk-jobs'`, [database]);
    return rows[0]!.n;
  });
}

describe('the job queue, started', () => {
  let database: { name: string; url: string };
  beforeAll(async () => {
    database = await createTestDatabase();
    Logger.overrideLogger(['error']);
  });
  afterAll(() => dropTestDatabase(database.name));

  it('stops what it had started when its start fails half-way: no worker polls on, no connection is left open', async () => {
    const jobs = new JobsService({ ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url }), databaseUrl: database.url });
    jobs.register('jobs-start-first', async () => undefined, { pollingSeconds: 0.5 });
    // pg-boss refuses this name when the queue is made: after the first queue's worker has started.
    jobs.register('jobs start refused', async () => undefined);
    const errors: string[] = [];
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(String(message)));
    try {
      jobs.onApplicationBootstrap();
      await expect(jobs.depth()).rejects.toThrow();
      expect(errors.some((message) => message.startsWith('Jobs did not start'))).toBe(true);
      const admin = new URL(database.url);
      admin.pathname = '/postgres';
      // The failed start's pool is closed (it held connections while it made the queues); a closed
      // connection's server process may take a moment to leave pg_stat_activity.
      let open = await jobConnections(admin.toString(), database.name);
      for (let tries = 0; open > 0 && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        open = await jobConnections(admin.toString(), database.name);
      }
      expect(open).toBe(0);
      await jobs.onModuleDestroy();
    } finally {
      logged.mockRestore();
    }
  });
});

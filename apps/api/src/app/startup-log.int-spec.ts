import { jest } from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database.js';
import { createApp } from './create-app.js';

/** What the API prints on stdout while it starts at a LOG_LEVEL (the real createApp, as main.ts calls it). */
async function startupOutput(database: { url: string }, level: 'log' | 'debug'): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_ROOT: 'none', LOG_LEVEL: level, SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: database.url });
  const printed: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    const app = await createApp({ ...config, databaseUrl: database.url }, { logLevels: config.logLevels });
    await app.init();
    await app.close();
  } finally {
    write.mockRestore();
  }
  return printed.join('');
}

describe('the start-up log', () => {
  let database: { name: string; url: string };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => dropTestDatabase(database.name));

  it('maps the routes silently at the default level, and names them at LOG_LEVEL=debug', async () => {
    const quiet = await startupOutput(database, 'log');
    expect(quiet).not.toMatch(/Mapped \{/);
    expect(quiet).not.toMatch(/dependencies initialized/);

    const chatty = await startupOutput(database, 'debug');
    expect(chatty).toMatch(/Mapped \{\/api\/auth\/login, POST\} route/);
    expect(chatty).toMatch(/AppModule dependencies initialized/);
  });
});

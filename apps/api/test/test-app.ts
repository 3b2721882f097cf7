import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { createApp } from '../src/app/create-app.js';
import { loadConfig, type AppConfig } from '../src/config/app-config.js';
import { createTestDatabase, dropTestDatabase, testTemplate } from './test-database.js';

const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';
export const DEMO_PASSWORD = 'pathdesk-demo';

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server, for supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig & { databaseUrl: string };
  database: { name: string; url: string };
  /** Stops the app; drops its database unless `keepDatabase`. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database (a restart of the API on the same data). */
  database?: { name: string; url: string };
  /** Log levels and a stream for the JSON log lines (tests of the logs); errors only to stdout otherwise. */
  logLevels?: LogLevel[];
  logStream?: DestinationStream;
}

// Settings read only while the app runs: an app started with these alone may start on a copy of the
// run's template database (migrated and seeded once) instead of migrating and seeding its own —
// about 1 s instead of 3–4 s on this machine, for some 250 app starts per run. Anything else (the
// environment that decides what is seeded, a given database, captured logs) starts from empty.
const RUNTIME_ONLY_SETTINGS = new Set([
  'TRUST_PROXY',
  'WEB_ROOT',
  'REMOTE_REPORTS_URL',
  'REMOTE_BILLING_URL',
  'REMOTE_RELEASES_TTL_SECONDS',
  'METRICS_PORT',
  'API_DOCS',
  'ALLOW_REGISTRATION',
  'LAB_BRAND',
  'HL7_LISTEN_PORT',
  'HL7_LISTEN_HOST',
  'HL7_ACK_TIMEOUT_MS',
  'INTERFACE_SECRET_KEY',
  'SESSION_IDLE_MINUTES',
  'SESSION_ABSOLUTE_HOURS',
  'PDF_POOL_SIZE',
  'PDF_TIMEOUT_MS',
  'JOBS_SUPERVISE_SECONDS',
  'PDF_AT_RELEASE',
]);

async function freshDatabase(env: Record<string, string>, options: TestAppOptions) {
  const fromTemplate = !options.logLevels && !options.logStream && Object.keys(env).every((key) => RUNTIME_ONLY_SETTINGS.has(key));
  if (!fromTemplate) return createTestDatabase();
  const template = await testTemplate(async (database) => {
    const started = await createTestApp({}, { database });
    await started.close({ keepDatabase: true });
  });
  return createTestDatabase(template);
}

/** The real app on a fresh database of its own; `env` adds environment variables. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase(env, options));
  let app: NestExpressApplication | undefined;
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', WEB_ROOT: 'none', SESSION_SECRET: TEST_SESSION_SECRET, DEMO_PASSWORD, DATABASE_URL: database.url, ...env }),
      databaseUrl: database.url,
    };
    app = await createApp(config, { logLevels: options.logLevels ?? ['error'], logStream: options.logStream });
    await app.init();
    return started(app, config, database);
  } catch (error) {
    // A start refused (a weak first password, a setting refused) may have opened its pool and queue:
    // close them and drop the database made for it, or the Jest worker keeps them to the end of the run.
    await app?.close().catch(() => undefined);
    if (!options.database) await dropTestDatabase(database.name).catch(() => undefined);
    throw error;
  }
}

function started(app: NestExpressApplication, config: TestApp['config'], database: TestApp['database']): TestApp {
  return {
    app,
    http: app.getHttpServer(),
    config,
    database,
    async close({ keepDatabase = false } = {}) {
      await app.close();
      if (!keepDatabase) await dropTestDatabase(database.name);
    },
  };
}

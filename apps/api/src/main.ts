import 'reflect-metadata';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, createWorker } from './app/create-app.js';
import { stopServing } from './app/graceful-shutdown.js';
import { loadConfig } from './config/app-config.js';
import { runMigrateCommand } from './app/migrate-command.js';
import { startBanner } from './app/start-banner.js';
import { runVerifyCommand } from './app/verify-command.js';
import { STARTUP_LOCK_KEY, withAdvisoryLock } from './database/migrate.js';
import type { EmbeddedDatabase } from './database/embedded-postgres.js';
import { ShutdownState } from './health/shutdown-state.js';

// The bundle lives in dist/apps/api; the built shell and remotes beside it, in dist/apps.
const bundleDir = dirname(fileURLToPath(import.meta.url));
const logger = new Logger('PathDesk');

/**
 * `node main.js` serves; `node main.js migrate` applies migrations and exits (a deployment's Job);
 * `node main.js verify` walks the seals' chains and exits 1 when one is broken (issue 32.4).
 */
const command = process.argv[2] ?? 'serve';

let app: NestExpressApplication | undefined;
let worker: INestApplicationContext | undefined;
let embedded: EmbeddedDatabase | undefined;
let shutdownTimeoutMs = 25_000;
let shutdownDelayMs = 0;

async function main(): Promise<void> {
  if (command !== 'serve' && command !== 'migrate' && command !== 'verify') throw new Error(`Unknown command "${command}": use "migrate", "verify" or none.`);
  const config = loadConfig(process.env, join(bundleDir, '..'));
  ({ shutdownTimeoutMs, shutdownDelayMs } = config.replicas);
  Logger.overrideLogger(config.logLevels);
  if (!config.databaseUrl) {
    // Loaded only when used: production images install no embedded PostgreSQL.
    const { startEmbeddedPostgres } = await import(/* webpackChunkName: "embedded-postgres" */ './database/embedded-postgres.js');
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'));
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  if (command === 'migrate') {
    await runMigrateCommand({ ...config, databaseUrl });
    return shutdown(0);
  }
  if (command === 'verify') return shutdown((await runVerifyCommand({ ...config, databaseUrl })) ? 0 : 1);
  if (config.replicas.workerOnly) {
    // No HTTP server at all: background work only (the jobs of the JobsModule, see docs/operations.md).
    worker = await withAdvisoryLock(databaseUrl, STARTUP_LOCK_KEY, () => createWorker({ ...config, databaseUrl }));
    logger.log(`PathDesk ${config.version} worker is running (WORKER_ONLY=true, no HTTP)`);
    return;
  }
  // Replicas starting together take turns through migrations and the start-up seeds (app.init()).
  app = await withAdvisoryLock(databaseUrl, STARTUP_LOCK_KEY, async () => (await createApp({ ...config, databaseUrl })).init());
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.log(`PathDesk ${config.version} is ready at http://localhost:${port}`);
  if (config.nodeEnv === 'development') {
    const logLevel = config.logLevels.at(-1) ?? 'error';
    process.stdout.write(`${startBanner({ version: config.version, url: `http://localhost:${port}`, demoPassword: config.auth.demoPassword, logLevel })}\n`);
  }
}

/**
 * SIGTERM: readiness turns 503, the server stops taking connections and finishes the requests in
 * flight, then the app closes (the PDF browser, the database pool) and the process exits.
 */
async function shutdown(code: number): Promise<never> {
  if (app) {
    app.get(ShutdownState).draining = true;
    // Time for the load balancer to see readiness fail; keep-alive clients are told to reconnect.
    if (shutdownDelayMs) await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
    const drainMs = await stopServing(app.getHttpServer(), shutdownTimeoutMs);
    logger.log(`Stopped serving: requests in flight finished in ${drainMs} ms`);
  }
  await (app ?? worker)?.close().catch((error: Error) => logger.error(`Closing the app failed: ${error.message}`));
  // The embedded cluster would otherwise outlive us; the next start copes, but stop it cleanly.
  await embedded?.stop().catch(() => undefined);
  logger.log('Shut down');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.log(`${signal} received: shutting down`);
    void shutdown(0);
  });
}

main().catch((error: unknown) => {
  // Nest holds the logs back until the app has started (bufferLogs): a start that fails (a migration
  // refused, the database gone) must still print them and its reason.
  Logger.flush();
  logger.error(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});

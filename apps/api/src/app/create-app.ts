import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { Logger, type INestApplicationContext, type LogLevel } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import compression from 'compression';
import { AppModule } from './app.module.js';
import type { AppConfig } from '../config/app-config.js';
import { migrate, waitForMigrations } from '../database/migrate.js';
import { bodyParserErrors } from '../common/body-parser-errors.js';
import { serveWeb } from '../web/serve-web.js';
import { installSessions } from '../auth/install-sessions.js';
import { FhirTokenMiddleware } from '../interfaces/fhir/fhir-token.middleware.js';
import { securityHeaders } from './security-headers.js';
import { ObservabilityModule, REQUEST_LOGGING, type RequestLogging } from '../observability/observability.module.js';
import { AppLogger } from '../observability/app-logger.js';
import { MetricsService } from '../observability/metrics.service.js';
import { ShutdownState } from '../health/shutdown-state.js';
import { OpenApiModule } from '../openapi/openapi.module.js';

export interface CreateAppOptions {
  logLevels?: LogLevel[] | false;
  /** Where the JSON log lines go (a test reads them); stdout by default. */
  logStream?: DestinationStream;
}

/** The app's root module with logging and metrics (ObservabilityModule) added. */
function rootModule(config: AppConfig & { databaseUrl: string }, options: CreateAppOptions) {
  const root = AppModule.forRoot(config);
  const logLevels = options.logLevels ?? config.logLevels;
  const added = [ObservabilityModule.forRoot({ logLevels, logStream: options.logStream }), OpenApiModule.forRoot(config)];
  return { ...root, imports: [...(root.imports ?? []), ...added] };
}

/** Nest's loggers write through pino from now on, at these levels (Nest filters before pino does). */
function useAppLogger(app: INestApplicationContext, logLevels: LogLevel[] | false): void {
  Logger.overrideLogger(logLevels);
  app.useLogger(app.get(AppLogger));
}

/**
 * WORKER_ONLY=true: the same modules as an application context, without an HTTP server (no port is
 * opened). Background jobs run here once the JobsModule registers them.
 */
export async function createWorker(config: AppConfig & { databaseUrl: string }, options: CreateAppOptions = {}): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(rootModule(config, options), { bufferLogs: true });
  useAppLogger(worker, options.logLevels ?? config.logLevels);
  if (config.replicas.migrateOnStart) await migrate(worker.get(MikroORM));
  else await waitForMigrations(worker.get(MikroORM));
  await worker.init();
  return worker;
}

/**
 * Builds the whole API (used by main.ts and by the integration tests): middleware in order, the
 * /api routes, the web app when configured, and migrations applied.
 */
export async function createApp(config: AppConfig & { databaseUrl: string }, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Routes match their exact spelling: /API/... is not /api/..., so no check keyed on the path can
  // be sidestepped by changing its case.
  const server = express();
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(rootModule(config, options), new ExpressAdapter(server), {
    bufferLogs: true,
    bodyParser: false,
  });
  useAppLogger(app, options.logLevels ?? config.logLevels);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');

  const orm = app.get(MikroORM);
  app.use(app.get<RequestLogging>(REQUEST_LOGGING));
  app.use(app.get(MetricsService).middleware());
  const shutdown = app.get(ShutdownState);
  // Draining after SIGTERM: every answer closes its connection, so keep-alive clients go elsewhere.
  app.use((_req: unknown, res: express.Response, next: () => void) => {
    if (shutdown.draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(compression());
  app.use(securityHeaders(config.remotes.map((remote) => remote.url)));
  // FHIR clients send application/fhir+json (orders in, issue 29.4).
  app.useBodyParser('json', { limit: '1mb', type: ['application/json', 'application/fhir+json'] });
  app.use(bodyParserErrors);
  // Each request gets its own identity map (see TOOLCHAIN.md: Passport sessions need it early).
  app.use((_req: unknown, _res: unknown, next: () => void) => RequestContext.create(orm.em, next));
  if (config.webRoot) serveWeb(app, config.webRoot, { sourceMaps: config.nodeEnv !== 'production' });
  await installSessions(app, config);
  // A hospital system's bearer token on the FHIR API (issue 29.2): after the session, which it overrides.
  const fhirToken = app.get(FhirTokenMiddleware);
  app.use('/api/fhir', (req: express.Request, res: express.Response, next: express.NextFunction) => void fhirToken.use(req, res, next).catch(next));

  // With MIGRATE_ON_START=false the deployment's migrate Job does it; start-up waits for it.
  if (config.replicas.migrateOnStart) await migrate(orm);
  else await waitForMigrations(orm);
  return app;
}

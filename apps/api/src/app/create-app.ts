import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { type LogLevel } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import compression from 'compression';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../config/app-config.js';
import { NestLogger } from '../config/nest-logger.js';
import { migrate } from '../database/migrate.js';
import { bodyParserErrors } from '../common/body-parser-errors.js';
import { serveWeb } from '../web/serve-web.js';
import { installSessions } from '../auth/install-sessions.js';
import { securityHeaders } from './security-headers.js';

export interface CreateAppOptions {
  logLevels?: LogLevel[] | false;
}

/**
 * Builds the whole API (used by main.ts and by the integration tests): middleware in order, the
 * /api routes, the web app when configured, and migrations applied.
 */
export async function createApp(
  config: AppConfig & { databaseUrl: string },
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  // Routes match their exact spelling: /API/... is not /api/..., so no check keyed on the path can
  // be sidestepped by changing its case.
  const server = express();
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(server), {
    // Route mapping only at LOG_LEVEL=debug (nest-logger.ts).
    logger: options.logLevels === false ? false : new NestLogger(options.logLevels ?? config.logLevels),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');

  const orm = app.get(MikroORM);
  app.use(compression());
  app.use(securityHeaders(config.remoteEntries));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(bodyParserErrors);
  // Each request gets its own identity map (see TOOLCHAIN.md: Passport sessions need it early).
  app.use((_req: unknown, _res: unknown, next: () => void) => RequestContext.create(orm.em, next));
  if (config.webRoot) serveWeb(app, config.webRoot, { sourceMaps: config.nodeEnv !== 'production' });
  await installSessions(app, config);

  await migrate(orm);
  return app;
}

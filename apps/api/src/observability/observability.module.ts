import { Global, Module, type DynamicModule, type LogLevel } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { pino, type DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';
import { PdfModule } from '../pdf/pdf.module.js';
import { AppLogger } from './app-logger.js';
import { pinoLevel } from './log-level.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsServer } from './metrics-server.js';
import { MetricsService } from './metrics.service.js';
import { requestLogOptions } from './request-log.js';

export interface ObservabilityOptions {
  logLevels: LogLevel[] | false;
  /** Where the JSON lines go: stdout unless a test captures them. */
  logStream?: DestinationStream;
}

/** Express middleware: one log line per finished /api request; the request's logger for Nest's logs inside it. */
export const REQUEST_LOGGING = Symbol('REQUEST_LOGGING');
export type RequestLogging = (req: Request, res: Response, next: NextFunction) => void;

/**
 * JSON logs (pino, pino-http) and Prometheus metrics (prom-client). One pino per app, not one per
 * process (as nestjs-pino keeps), so that each app of a test run writes where it was told.
 */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(options: ObservabilityOptions): DynamicModule {
    const root = pino({ level: pinoLevel(options.logLevels) }, options.logStream ?? pino.destination({ dest: 1, sync: true }));
    const appLogger = new AppLogger(root);
    const http = pinoHttp({ logger: root, ...requestLogOptions() });
    const requestLogging: RequestLogging = (req, res, next) => http(req, res, () => appLogger.requestLogger.run(req.log, next));
    return {
      module: ObservabilityModule,
      imports: [PdfModule],
      controllers: [MetricsController],
      providers: [{ provide: AppLogger, useValue: appLogger }, { provide: REQUEST_LOGGING, useValue: requestLogging }, MetricsService, MetricsServer],
      exports: [AppLogger, MetricsService, REQUEST_LOGGING],
    };
  }
}

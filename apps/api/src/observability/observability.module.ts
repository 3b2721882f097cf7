import { Global, Module, type DynamicModule, type LogLevel } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { pino, type DestinationStream } from 'pino';
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

/** JSON logs (nestjs-pino / pino-http) and Prometheus metrics (prom-client). */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(options: ObservabilityOptions): DynamicModule {
    const stream = options.logStream ?? pino.destination({ dest: 1, sync: true });
    return {
      module: ObservabilityModule,
      imports: [
        PdfModule,
        LoggerModule.forRoot({ pinoHttp: [{ level: pinoLevel(options.logLevels), ...requestLogOptions() }, stream] }),
      ],
      controllers: [MetricsController],
      providers: [AppLogger, MetricsService, MetricsServer],
      exports: [AppLogger, MetricsService],
    };
  }
}

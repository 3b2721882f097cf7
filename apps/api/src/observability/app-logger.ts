import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import type { Logger as Pino } from 'pino';

/** Start-up chatter: a line per route, module and migration step; printed at LOG_LEVEL=debug only. */
const START_UP_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader', 'MikroORM']);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's logger over pino: JSON lines with the context, and inside a request the request's own
 * child logger (its `reqId`), which request-log.ts puts in `requestLogger` for the request's duration.
 */
export class AppLogger implements LoggerService {
  readonly requestLogger = new AsyncLocalStorage<Pino>();

  constructor(private readonly root: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params.at(-1);
    this.write(typeof context === 'string' && START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    // Nest passes (message, stack, context) or (message, context).
    const [stack, context] = params.length >= 2 ? params : [undefined, params[0]];
    this.write('error', message, [context], typeof stack === 'string' ? { stack } : {});
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[], extra: Record<string, unknown> = {}): void {
    const logger = this.requestLogger.getStore() ?? this.root;
    if (!logger.isLevelEnabled(level)) return;
    const context = params.at(-1);
    const fields = { ...(typeof context === 'string' ? { context } : {}), ...extra };
    if (message instanceof Error) logger[level]({ ...fields, err: { type: message.name, message: message.message, stack: message.stack } }, message.message);
    else if (typeof message === 'object' && message !== null) logger[level]({ ...fields, ...message });
    else logger[level](fields, String(message));
  }
}

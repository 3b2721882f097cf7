import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/**
 * Nest's start-up chatter: every controller, route ("Mapped {/api/…, GET} route") and module
 * ("… dependencies initialized"), ~130 lines before "ready". Nest logs them at `log`; we print them
 * at `debug`, so they show only with LOG_LEVEL=debug (or verbose).
 */
const STARTUP_CONTEXTS: ReadonlySet<string> = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader']);

/** Nest's console logger with the start-up route mapping demoted to debug. */
export class NestLogger extends ConsoleLogger {
  constructor(logLevels: LogLevel[]) {
    super({ logLevels });
  }

  override log(message: unknown, ...params: unknown[]): void {
    const context = params.at(-1) ?? this.context;
    if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) {
      this.debug(message, ...params);
      return;
    }
    super.log(message, ...params);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { Logger, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';

/** Start-up chatter: a line per route, module and migration step; printed at LOG_LEVEL=debug only. */
const START_UP_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader', 'MikroORM']);

/** Nest's logger over pino (JSON lines, with the request id inside a request). */
@Injectable()
export class AppLogger extends Logger {
  constructor(logger: PinoLogger, @Inject(PARAMS_PROVIDER_TOKEN) params: Params) {
    super(logger, params);
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

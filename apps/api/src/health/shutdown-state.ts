import { Injectable } from '@nestjs/common';

/**
 * Set when SIGTERM arrives: readiness answers 503 at once, so the load balancer stops sending new
 * requests while the ones in flight finish (see main.ts and docs/operations.md).
 */
@Injectable()
export class ShutdownState {
  draining = false;
}

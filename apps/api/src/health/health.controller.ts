import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { HealthResponse, LivenessResponse, PublicHealthResponse, ReadinessResponse } from '@pathdesk/contracts';
import { Public } from '../auth/access.decorators.js';
import { HealthService } from './health.service.js';

@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * 200 while the database answers (load balancers keep the instance), 503 when it does not.
   * Anonymous callers get the status only; the version, errors and browser path are for signed-in users.
   */
  @Get()
  async get(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthResponse | PublicHealthResponse> {
    const health = await this.health.check();
    res.status(health.database.ready ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return req.user ? health : { status: health.status };
  }

  /** Liveness: the process and its event loop answer. Nothing else is checked (a restart cures neither a database outage nor a drain). */
  @Get('live')
  live(@Res({ passthrough: true }) res: Response): LivenessResponse {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  /** Readiness: 503 while draining after SIGTERM, when the database does not answer or is not migrated. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponse> {
    const readiness = await this.health.readiness();
    res.status(readiness.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return readiness;
  }
}

import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  hasRole,
  type HealthResponse,
  type LivenessResponse,
  type PublicHealthResponse,
  type ReadinessResponse,
  type SessionUser,
  type SignedInHealthResponse,
} from '@pathdesk/contracts';
import { Public } from '../identity/access.decorators.js';
import { HealthService } from './health.service.js';

@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * 200 while the database answers (load balancers keep the instance), 503 when it does not.
   * Anonymous callers get the status only, other signed-in users what is ready; the version,
   * errors and the browser's path are for administrators (issue 24.16).
   */
  @Get()
  async get(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthResponse | SignedInHealthResponse | PublicHealthResponse> {
    const health = await this.health.check();
    res.status(health.database.ready ? 200 : 503).setHeader('Cache-Control', 'no-store');
    const user = req.user as SessionUser | undefined;
    if (!user) return { status: health.status };
    if (hasRole(user.role, ['admin'])) return health;
    return { status: health.status, database: { ready: health.database.ready }, pdf: { ready: health.pdf.ready } };
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

import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { HealthResponse } from '@pathdesk/contracts';
import { Public } from '../auth/access.decorators.js';
import { HealthService } from './health.service.js';

@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 while the database answers (load balancers keep the instance), 503 when it does not. */
  @Get()
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const health = await this.health.check();
    res.status(health.database.ready ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return health;
  }
}

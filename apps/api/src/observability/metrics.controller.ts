import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../identity/access.decorators.js';
import { MetricsService } from './metrics.service.js';

/** Prometheus text for admins; scrapers without a session use METRICS_PORT instead (metrics-server.ts). */
@Controller('metrics')
@Roles('admin')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  async get(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.text();
    res.status(200).setHeader('Content-Type', contentType).setHeader('Cache-Control', 'no-store').send(body);
  }
}

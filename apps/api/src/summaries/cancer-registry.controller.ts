import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { cancerRegistryQuerySchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CancerRegistryService } from './cancer-registry.js';

/** GET /api/surgicals/summary/cancer-registry?month=yyyy-mm&format=xlsx|csv: patients' identifiers — administrators and lab staff only. */
@Controller('surgicals/summary/cancer-registry')
@Roles('admin', 'user')
export class CancerRegistryController {
  constructor(private readonly registry: CancerRegistryService) {}

  @Get()
  async export(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(cancerRegistryQuerySchema)) query: { month: string; format: 'xlsx' | 'csv' },
    @Res() res: Response,
  ): Promise<void> {
    const { bytes, filename, contentType } = await this.registry.export(actor, query.month, query.format);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.send(bytes);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import type { SynopticCompletenessQuery, SynopticCompletenessResponse } from '@pathdesk/contracts';
import { synopticCompletenessQuerySchema } from '@pathdesk/contracts/schemas';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SynopticCompletenessService } from './synoptic-completeness.service.js';

/** The lab head, the front desk and the pathologists read the completeness record (issue 30.6). */
const COMPLETENESS_READERS = ['admin', 'user', 'doctor'] as const;

/** GET /api/surgicals/summary/synoptic-completeness?from=yyyy-mm&to=yyyy-mm. */
@Controller('surgicals/summary/synoptic-completeness')
@Roles(...COMPLETENESS_READERS)
export class SynopticCompletenessController {
  constructor(private readonly completeness: SynopticCompletenessService) {}

  @Get()
  report(@Query(new ZodValidationPipe(synopticCompletenessQuerySchema)) query: SynopticCompletenessQuery): Promise<SynopticCompletenessResponse> {
    return this.completeness.report(query);
  }
}

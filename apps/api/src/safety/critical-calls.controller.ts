import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import type { CriticalCallCountResponse, CriticalCallListResponse, CriticalCallResponse, RecordCallRequest } from '@pathdesk/contracts';
import { criticalCallListQuerySchema, idParamSchema, recordCallSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CriticalCallsService } from './critical-calls.service.js';
import { SAFETY_REVIEWERS } from './safety-access.js';

/** /api/notifications: critical-result calls to the hospitals (issue 15.5). Doctors read theirs; lab staff record the calls. */
@Controller('notifications')
@Roles(...SAFETY_REVIEWERS)
export class CriticalCallsController {
  constructor(private readonly calls: CriticalCallsService) {}

  /** Query: open (true: still to call) → `{ notifications, total, summary }`, oldest release first. */
  @Get()
  list(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(criticalCallListQuerySchema)) query: { open?: boolean }): Promise<CriticalCallListResponse> {
    return this.calls.list(actor, query);
  }

  /** The open calls the user sees: for the dashboard's badge. */
  @Get('count')
  count(@CurrentActor() actor: Actor): Promise<CriticalCallCountResponse> {
    return this.calls.count(actor);
  }

  @Post(':id')
  @Roles('admin', 'user')
  async record(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(recordCallSchema)) body: RecordCallRequest,
  ): Promise<CriticalCallResponse> {
    return { notification: await this.calls.record(actor, id, body) };
  }
}

import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { REPORT_ROUTES, type LookbackListResponse, type LookbackResponse, type LookbackReviewRequest } from '@pathdesk/contracts';
import { idParamSchema, lookbackListQuerySchema, lookbackReviewSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SAFETY_REVIEWERS } from './safety-access.js';
import { LookbacksService } from './lookbacks.service.js';

/** /api/reports/gynecologicals/lookbacks: the 5-year look-back queue (registered before the report routes' `:id`). */
@Controller(`reports/${REPORT_ROUTES.gynecological.plural}/lookbacks`)
@Roles(...SAFETY_REVIEWERS)
export class LookbacksController {
  constructor(private readonly lookbacks: LookbacksService) {}

  /** Query: pending (true: the queue; false: the reviewed) → `{ lookbacks, total }`, oldest first. */
  @Get()
  list(@Query(new ZodValidationPipe(lookbackListQuerySchema)) query: { pending?: boolean }): Promise<LookbackListResponse> {
    return this.lookbacks.list(query);
  }

  /** The second reader's review: `{ lookback }`. */
  @Post(':id')
  async review(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(lookbackReviewSchema)) body: LookbackReviewRequest,
  ): Promise<LookbackResponse> {
    return { lookback: await this.lookbacks.review(actor, id, body) };
  }
}

import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { REPORT_ROUTES, type CorrelationListResponse, type CorrelationResponse, type CorrelationReviewRequest, type CorrelationSummaryResponse } from '@pathdesk/contracts';
import { correlationListQuerySchema, correlationReviewSchema, correlationSummaryQuerySchema, idParamSchema, type CorrelationListQuery } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CorrelationsService } from './correlations.service.js';
import { CORRELATION_REVIEWERS, SAFETY_REVIEWERS } from './safety-access.js';

/**
 * /api/reports/gynecologicals/correlations: the cyto-histologic correlation worklist (issue 15.2;
 * registered before the report routes' `:id`). Lab staff read it; pathologists (and administrators) record.
 */
@Controller(`reports/${REPORT_ROUTES.gynecological.plural}/correlations`)
@Roles(...SAFETY_REVIEWERS)
export class CorrelationsController {
  constructor(private readonly correlations: CorrelationsService) {}

  /** Query: status (pending, reviewed, agree, minor, major), from/to (the biopsy's sign-out days), first/rows → `{ correlations, total }`. */
  @Get()
  list(@Query(new ZodValidationPipe(correlationListQuerySchema)) query: CorrelationListQuery): Promise<CorrelationListResponse> {
    return this.correlations.list(query);
  }

  /** Per lab month of the biopsy's sign-out: pairs, outcomes, discrepancy rate → `{ periods, total }`. */
  @Get('summary')
  summary(@Query(new ZodValidationPipe(correlationSummaryQuerySchema)) query: { from?: string; to?: string }): Promise<CorrelationSummaryResponse> {
    return this.correlations.summary(query);
  }

  /** Records the outcome of a pending pair: `{ correlation }`. */
  @Post(':id')
  @Roles(...CORRELATION_REVIEWERS)
  async record(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(correlationReviewSchema)) body: CorrelationReviewRequest,
  ): Promise<CorrelationResponse> {
    return { correlation: await this.correlations.review(actor, id, body, false) };
  }

  /** Corrects a recorded outcome (audited with the one before): `{ correlation }`. */
  @Put(':id')
  @Roles(...CORRELATION_REVIEWERS)
  async correct(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(correlationReviewSchema)) body: CorrelationReviewRequest,
  ): Promise<CorrelationResponse> {
    return { correlation: await this.correlations.review(actor, id, body, true) };
  }
}

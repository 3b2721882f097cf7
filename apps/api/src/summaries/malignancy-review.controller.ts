import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import type { MalignancyReviewListResponse, MalignancyReviewRequest, MalignancyReviewResponse } from '@pathdesk/contracts';
import { idParamSchema, malignancyReviewListQuerySchema, malignancyReviewSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { MalignancyReviewService } from './malignancy-review.service.js';

/** Pathologists confirm a migrated category; administrators oversee it (issue 24.1). */
const MALIGNANCY_REVIEWERS = ['admin', 'doctor'] as const;

/** /api/surgicals/summary/malignancy-reviews: the surgical versions whose migrated category a pathologist re-reads. */
@Controller('surgicals/summary/malignancy-reviews')
@Roles(...MALIGNANCY_REVIEWERS)
export class MalignancyReviewController {
  constructor(private readonly reviews: MalignancyReviewService) {}

  /** Query: pending (true: not reviewed yet), first, rows → `{ reviews, total }`. */
  @Get()
  list(@Query(new ZodValidationPipe(malignancyReviewListQuerySchema)) query: { pending?: boolean; first: number; rows: number }): Promise<MalignancyReviewListResponse> {
    return this.reviews.list(query);
  }

  @Post(':reportId')
  async review(
    @CurrentActor() actor: Actor,
    @Param('reportId', new ZodValidationPipe(idParamSchema)) reportId: number,
    @Body(new ZodValidationPipe(malignancyReviewSchema)) body: MalignancyReviewRequest,
  ): Promise<MalignancyReviewResponse> {
    return { review: await this.reviews.review(actor, reportId, body) };
  }
}

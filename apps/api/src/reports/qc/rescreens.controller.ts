import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  envelope,
  labDayBounds,
  REPORT_ROUTES,
  type RescreenListResponse,
  type RescreenRequest,
  type RescreenReviewResponse,
  type ReviewSummaryResponse,
} from '@pathdesk/contracts';
import { idParamSchema, rescreenListQuerySchema, rescreenSchema, reviewSummaryQuerySchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { RESCREENERS } from '../report-access.js';
import { ReportsService } from '../reports.service.js';
import { QcService } from './qc.service.js';

/**
 * Gynecological quality control at /api/reports/gynecologicals/rescreens (registered before the
 * report routes, whose `:id` would otherwise take "rescreens").
 */
@Controller(`reports/${REPORT_ROUTES.gynecological.plural}/rescreens`)
@Roles(...RESCREENERS)
export class RescreensController {
  constructor(
    private readonly qc: QcService,
    private readonly reports: ReportsService,
  ) {}

  /** Query: pending (true: the queue, oldest first), first, rows → `{ rescreens, total }`. */
  @Get()
  list(@Query(new ZodValidationPipe(rescreenListQuerySchema)) query: { pending?: boolean; first: number; rows: number }): Promise<RescreenListResponse> {
    return this.qc.list(query);
  }

  /** The gynecological review report over the lab's days `from`–`to` (inclusive): `{ review }`. */
  @Get('summary')
  async summary(@Query(new ZodValidationPipe(reviewSummaryQuerySchema)) query: { from?: string; to?: string }): Promise<ReviewSummaryResponse> {
    const from = query.from ? labDayBounds(query.from).start : undefined;
    const to = query.to ? labDayBounds(query.to).end : undefined;
    return { review: await this.qc.reviewSummary({ from, to }) };
  }

  /** The review: agree → `{ gynecologicalreport }` (released now); disagree → `{ rescreen }` (case back in progress). */
  @Post(':id')
  async review(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(rescreenSchema)) body: RescreenRequest,
  ): Promise<RescreenReviewResponse> {
    const outcome = await this.qc.review(actor, id, body);
    if ('rescreen' in outcome) return outcome;
    return envelope(REPORT_ROUTES.gynecological.one, await this.reports.find('gynecological', outcome.reportId));
  }
}

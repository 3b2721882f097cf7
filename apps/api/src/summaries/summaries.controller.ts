import { Body, Controller, Get, HttpCode, Post, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { CASE_ROUTES, type CaseKind, type JobRunResponse, type SummaryCasesResponse, type SummaryParams, type SummaryResponse } from '@pathdesk/contracts';
import { summaryCasesQuerySchema, summaryExportQuerySchema, summaryQuerySchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { controllersFor } from '../common/controller-for.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SummaryExportJobs, type SummaryExportQuery } from './summary-export-jobs.js';
import { SummariesService } from './summaries.service.js';
import type { SummaryCasesQuery } from './sql/summary-cases.js';

/** Summary reports are the lab head's and the front desk's (the /report pages): administrators and lab staff. */
const SUMMARY_READERS = ['admin', 'user'] as const;

/**
 * GET /api/{plural}/summary, …/summary/cases, …/summary/export (spec §7: these paths "serve summary
 * lists"). Registered before the cases' module, whose `/:id` would otherwise take "summary".
 */
function summariesController(kind: CaseKind): Type<unknown> {
  @Controller(`${CASE_ROUTES[kind].plural}/summary`)
  @Roles(...SUMMARY_READERS)
  class SummariesController {
    constructor(
      private readonly summaries: SummariesService,
      private readonly exports: SummaryExportJobs,
    ) {}

    @Get()
    async summary(@Query(new ZodValidationPipe(summaryQuerySchema(kind))) query: SummaryParams): Promise<SummaryResponse> {
      return { summary: await this.summaries.summary(kind, query) };
    }

    @Get('cases')
    async cases(@Query(new ZodValidationPipe(summaryCasesQuerySchema(kind))) query: SummaryCasesQuery): Promise<SummaryCasesResponse> {
      const { items, total } = await this.summaries.cases(kind, query);
      return { cases: items, total };
    }

    @Get('export')
    async export(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(summaryExportQuerySchema(kind))) query: SummaryExportQuery, @Res() res: Response): Promise<void> {
      const { bytes, filename, contentType } = await this.exports.build(kind, query, await this.exports.languageOf(actor));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Type', contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.send(bytes);
    }

    /** The same export as a background job: 202 `{ job }`; its file at GET /api/jobs/{jobId}/file when done. */
    @Post('export/jobs')
    @HttpCode(202)
    async queueExport(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(summaryExportQuerySchema(kind))) body: SummaryExportQuery): Promise<JobRunResponse> {
      return { job: await this.exports.queue(actor, kind, body) };
    }
  }
  return SummariesController;
}

export const SUMMARIES_CONTROLLERS = controllersFor('Summaries', summariesController);

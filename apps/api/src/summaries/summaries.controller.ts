import { Controller, Get, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { CASE_ROUTES, MAX_EXPORT_ROWS, type CaseKind, type SummaryCasesResponse, type SummaryExportFormat, type SummaryParams, type SummaryResponse } from '@pathdesk/contracts';
import { summaryCasesQuerySchema, summaryExportQuerySchema, summaryQuerySchema } from '@pathdesk/contracts/schemas';
import { Roles } from '../auth/access.decorators.js';
import { controllersFor } from '../common/controller-for.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { exportFilename, summaryCsv, summaryXlsx } from './summary-export.js';
import { SummariesService } from './summaries.service.js';
import type { SummaryCasesQuery } from './sql/summary-cases.js';

/** Summary reports are the lab head's and the front desk's (the /report pages): administrators and lab staff. */
const SUMMARY_READERS = ['admin', 'user'] as const;

const CONTENT_TYPES: Record<SummaryExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * GET /api/{plural}/summary, …/summary/cases, …/summary/export (spec §7: these paths "serve summary
 * lists"). Registered before the cases' module, whose `/:id` would otherwise take "summary".
 */
function summariesController(kind: CaseKind): Type<unknown> {
  @Controller(`${CASE_ROUTES[kind].plural}/summary`)
  @Roles(...SUMMARY_READERS)
  class SummariesController {
    constructor(private readonly summaries: SummariesService) {}

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
    async export(@Query(new ZodValidationPipe(summaryExportQuerySchema(kind))) query: SummaryParams & { format: SummaryExportFormat }, @Res() res: Response): Promise<void> {
      const { format, ...params } = query;
      const summary = await this.summaries.summary(kind, params);
      const { items } = await this.summaries.cases(kind, { ...params, sortField: 'receivedAt', sortOrder: 1, first: 0, rows: MAX_EXPORT_ROWS });
      const body = format === 'csv' ? summaryCsv(items) : await summaryXlsx(summary, items);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Type', CONTENT_TYPES[format]);
      res.setHeader('Content-Disposition', `attachment; filename="${exportFilename(summary, format)}"`);
      res.send(body);
    }
  }
  return SummariesController;
}

export const SUMMARIES_CONTROLLERS = controllersFor('Summaries', summariesController);

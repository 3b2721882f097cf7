import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import {
  envelope,
  INCLUDE_REPORT_KEYS,
  type CaseKind,
  type CreateDispatchRequest,
  type DispatchListResponse,
  type DispatchResponse,
  type IncludeReportListResponse,
  type IncludeReportKey,
  type JobRunResponse,
} from '@pathdesk/contracts';
import { createDispatchSchema, dispatchListQuerySchema, idParamSchema, includeReportQuerySchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { controllersFor } from '../common/controller-for.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { DispatchService, type DispatchListQuery } from './dispatch.service.js';
import type { IncludeReportQuery } from './sql/include-reports.js';

/** Dispatch is lab work: administrators and lab staff (guests and pathologists read reports, not the outbox). */
const DISPATCHERS = ['admin', 'user'] as const;

const id = new ZodValidationPipe(idParamSchema);
const includeQuery = new ZodValidationPipe(includeReportQuerySchema);

/** GET /api/reports/{kind}includereports: `{ surgicalincludereports: [...], total, totalCapped }` (spec §7; total stops at REPORT_COUNT_CAP). */
function includeReportsController(kind: CaseKind): Type<unknown> {
  const key = INCLUDE_REPORT_KEYS[kind];

  @Controller(`reports/${key}`)
  @Roles(...DISPATCHERS)
  class IncludeReportsController {
    constructor(private readonly dispatch: DispatchService) {}

    @Get()
    async list(@Query(includeQuery) query: IncludeReportQuery): Promise<IncludeReportListResponse<IncludeReportKey>> {
      const { items, total, totalCapped } = await this.dispatch.includeReports(kind, query);
      return { ...envelope(key, items), total, totalCapped } as IncludeReportListResponse<IncludeReportKey>;
    }
  }
  return IncludeReportsController;
}

export const INCLUDE_REPORTS_CONTROLLERS = controllersFor('IncludeReports', includeReportsController);

/** /api/reports/dispatches: send, list, read and reprint; a dispatch never changes (PUT/DELETE 409). */
@Controller('reports/dispatches')
@Roles(...DISPATCHERS)
export class DispatchesController {
  constructor(private readonly dispatch: DispatchService) {}

  @Post()
  async create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createDispatchSchema)) body: CreateDispatchRequest): Promise<DispatchResponse> {
    return { dispatch: await this.dispatch.create(actor, body) };
  }

  /** The dispatch as a background job: 202 `{ job }` at once; the page polls GET /api/jobs/{jobId}. */
  @Post('jobs')
  @HttpCode(202)
  async queue(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createDispatchSchema)) body: CreateDispatchRequest): Promise<JobRunResponse> {
    return { job: await this.dispatch.queue(actor, body) };
  }

  @Get()
  async list(@Query(new ZodValidationPipe(dispatchListQuerySchema)) query: DispatchListQuery): Promise<DispatchListResponse> {
    const { items, total } = await this.dispatch.list(query);
    return { dispatches: items, total };
  }

  @Get(':id')
  async get(@Param('id', id) dispatchId: number): Promise<DispatchResponse> {
    return { dispatch: await this.dispatch.find(dispatchId) };
  }

  @Get(':id/pdf')
  async pdf(@CurrentActor() actor: Actor, @Param('id', id) dispatchId: number, @Res() res: Response): Promise<void> {
    const doc = await this.dispatch.pdfOf(actor, dispatchId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${doc.filename}"`);
    res.send(Buffer.from(doc.pdf));
  }

  @Put(':id')
  async update(@Param('id', id) dispatchId: number): Promise<never> {
    return this.dispatch.refuseChange(dispatchId);
  }

  @Delete(':id')
  async remove(@Param('id', id) dispatchId: number): Promise<never> {
    return this.dispatch.refuseChange(dispatchId);
  }
}

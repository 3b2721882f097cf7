import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { labDay, type DeclareHoursRequest, type WorkloadDayResponse, type WorkloadListQuery, type WorkloadListResponse } from '@pathdesk/contracts';
import { declareHoursSchema, idParamSchema, workloadDaySchema, workloadListQuerySchema, workloadLogQuerySchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { sendPdf } from '../pdf/send-pdf.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { PdfService } from '../pdf/pdf.service.js';
import { WORKLOAD_READERS, WORKLOAD_WRITERS } from './workload-access.js';
import { workloadLogHtml } from './workload-log.js';
import { WorkloadService } from './workload.service.js';

const screenerParam = new ZodValidationPipe(idParamSchema);
const dateParam = new ZodValidationPipe(workloadDaySchema);

/** /api/workload: screener workload (issue 15.4, 42 CFR 493.1274(d)). */
@Controller('workload')
@Roles(...WORKLOAD_READERS)
export class WorkloadController {
  constructor(
    private readonly workload: WorkloadService,
    private readonly pdf: PdfService,
    private readonly labSettings: LabSettingsService,
  ) {}

  /** `{ days, total }`: screener days, newest first; lab staff see their own record's only. */
  @Get()
  list(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(workloadListQuerySchema)) query: WorkloadListQuery): Promise<WorkloadListResponse> {
    return this.workload.list(actor, query);
  }

  /** `{ day }`: the day's hours, slides counted, limit, and its screenings. */
  @Get(':screenerId/days/:date')
  async day(@CurrentActor() actor: Actor, @Param('screenerId', screenerParam) screenerId: number, @Param('date', dateParam) date: string): Promise<WorkloadDayResponse> {
    return { day: await this.workload.day(actor, screenerId, date) };
  }

  /** Declares the day's hours of screening (0 < hours ≤ 24): the screener, or an administrator. */
  @Put(':screenerId/days/:date')
  @Roles(...WORKLOAD_WRITERS)
  async declare(
    @CurrentActor() actor: Actor,
    @Param('screenerId', screenerParam) screenerId: number,
    @Param('date', dateParam) date: string,
    @Body(new ZodValidationPipe(declareHoursSchema)) body: DeclareHoursRequest,
  ): Promise<WorkloadDayResponse> {
    return { day: await this.workload.declareHours(actor, screenerId, date, body.hours) };
  }

  /** The printable workload log (PDF) of one screener, a day per line; default: this month to today. */
  @Get(':screenerId/log')
  async log(
    @CurrentActor() actor: Actor,
    @Param('screenerId', screenerParam) screenerId: number,
    @Query(new ZodValidationPipe(workloadLogQuerySchema)) query: { from?: string; to?: string },
    @Res() res: Response,
  ): Promise<void> {
    const screener = await this.workload.screener(screenerId);
    const to = query.to ?? labDay();
    const from = query.from ?? `${to.slice(0, 8)}01`;
    const days = await this.workload.period(actor, screenerId, from, to);
    const { labName, dateFormat, buddhistEra } = await this.labSettings.get();
    const html = workloadLogHtml({ labName, screener, from, to, days, printedAt: new Date(), display: { dateFormat, buddhistEra } });
    sendPdf(res, { pdf: await this.pdf.render(html), filename: `workload-${screenerId}-${from}-${to}.pdf` });
  }
}

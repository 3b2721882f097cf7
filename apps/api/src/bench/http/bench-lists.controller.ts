import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { AdditionalResponse, AdditionalWorklistResponse, BarcodeResponse, MarkDoneByScanRequest, ParaffinsResponse } from '@pathdesk/contracts';
import { additionalListQuerySchema, labelsDayQuerySchema, markDoneByScanSchema, paraffinListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { AdditionalsService, type AdditionalListQuery } from '../additionals.service.js';
import { BENCH_READERS, BENCH_STAFF } from '../domain/bench-access.js';
import { LabelsService } from '../labels.service.js';
import { ParaffinsService } from '../paraffins.service.js';
import { lookupBarcode } from '../sql/barcode-lookup.js';
import { sendPdf } from '../../pdf/send-pdf.js';

const additionalQuery = new ZodValidationPipe(additionalListQuerySchema);
const paraffinQuery = new ZodValidationPipe(paraffinListQuerySchema);
const markDone = new ZodValidationPipe(markDoneByScanSchema);
const labelsDay = new ZodValidationPipe(labelsDayQuerySchema);

/** GET /api/additionals: the open-orders worklist across cases; POST /api/additionals/done: a scanned slide's order done. */
@Controller('additionals')
export class AdditionalWorklistController {
  constructor(@Inject(AdditionalsService) private readonly additionals: AdditionalsService) {}

  @Get()
  @Roles(...BENCH_READERS)
  list(@Query(additionalQuery) query: AdditionalListQuery): Promise<AdditionalWorklistResponse> {
    return this.additionals.worklist(query);
  }

  @Post('done')
  @HttpCode(200)
  @Roles(...BENCH_STAFF)
  async markDone(@CurrentActor() actor: Actor, @Body(markDone) body: MarkDoneByScanRequest): Promise<AdditionalResponse> {
    return { additional: await this.additionals.markDoneByScan(actor, body as never) };
  }
}

/** GET /api/paraffins: requests across cases (`overdue=true`: what is out past its due date; `open=true`: requested or out). */
@Controller('paraffins')
export class ParaffinListController {
  constructor(@Inject(ParaffinsService) private readonly paraffins: ParaffinsService) {}

  @Get()
  @Roles(...BENCH_READERS)
  list(@Query(paraffinQuery) query: z.output<typeof paraffinListQuerySchema>): Promise<ParaffinsResponse> {
    return this.paraffins.list(query);
  }
}

/** GET /api/labels/pdf?day=yyyy-mm-dd: the labels of every block grossed that lab day (default today). */
@Controller('labels')
export class DayLabelsController {
  constructor(@Inject(LabelsService) private readonly labels: LabelsService) {}

  @Get('pdf')
  @Roles(...BENCH_STAFF)
  async pdf(@CurrentActor() actor: Actor, @Query(labelsDay) query: { day?: string }, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.labels.ofDay(actor, query.day));
  }
}

/** GET /api/barcodes/:code: the case, block and slide a scanned code names. */
@Controller('barcodes')
export class BarcodesController {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  @Get(':code')
  @Roles(...BENCH_READERS)
  async lookup(@Param('code') code: string): Promise<BarcodeResponse> {
    return { barcode: await lookupBarcode(this.em, code) };
  }
}

import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { PrepareRequisitionResponse, ReceiveRequisitionResponse, RequisitionListResponse, RequisitionResponse, RequisitionStatus } from '@pathdesk/contracts';
import { createRequisitionSchema, idParamSchema, receiveRequisitionSchema, requisitionListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { PdfService } from '../pdf/pdf.service.js';
import { sendPdf } from '../pdf/send-pdf.js';
import { requisitionSheetHtml } from './requisition-sheet.js';
import { RequisitionsService } from './requisitions.service.js';

const id = new ZodValidationPipe(idParamSchema);

/**
 * Online requisitions (issue 28.4): client hospitals' accounts (guests whose account may order) order
 * and print them; lab staff list them and receive them. A guest's reads are its hospitals' only.
 */
@Controller('requisitions')
@Roles('admin', 'user', 'guest')
export class RequisitionsController {
  constructor(
    private readonly requisitions: RequisitionsService,
    private readonly pdf: PdfService,
  ) {}

  /** Query: first, rows, status (ordered, received), search (a code, an HN or an accession number, by prefix). */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(requisitionListQuerySchema)) query: { first: number; rows: number; status?: RequisitionStatus; search?: string },
  ): Promise<RequisitionListResponse> {
    return this.requisitions.list(actor, query);
  }

  /** What the ordering form offers: the caller's hospitals, their doctors, the kinds' types, and whether it may order. */
  @Get('prepare')
  prepare(@CurrentActor() actor: Actor): Promise<PrepareRequisitionResponse> {
    return this.requisitions.prepare(actor);
  }

  @Post()
  async create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createRequisitionSchema)) body: z.output<typeof createRequisitionSchema>): Promise<RequisitionResponse> {
    return { requisition: await this.requisitions.create(actor, body) };
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id', id) requisitionId: number): Promise<RequisitionResponse> {
    return { requisition: await this.requisitions.get(actor, requisitionId) };
  }

  /** The printed requisition with its code as a QR code (Chromium, like the other PDFs). */
  @Get(':id/pdf')
  async pdfOf(@CurrentActor() actor: Actor, @Param('id', id) requisitionId: number, @Res() res: Response): Promise<void> {
    const requisition = await this.requisitions.get(actor, requisitionId);
    const pdf = await this.pdf.render(requisitionSheetHtml(requisition), { format: 'A4' });
    sendPdf(res, { pdf, filename: `${requisition.code}.pdf` });
  }

  /** Lab staff receive it: the case registered from it, with its accession number; a second receipt is 409. */
  @Post(':id/receive')
  @Roles('admin', 'user')
  receive(
    @CurrentActor() actor: Actor,
    @Param('id', id) requisitionId: number,
    @Body(new ZodValidationPipe(receiveRequisitionSchema)) body: { changes?: Record<string, unknown> },
  ): Promise<ReceiveRequisitionResponse> {
    return this.requisitions.receive(actor, requisitionId, body.changes ?? {});
  }
}

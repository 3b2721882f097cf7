import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type {
  AcknowledgeReceiptsRequest,
  AcknowledgeReceiptsResponse,
  InboxResponse,
  PortalCaseLoansResponse,
  PortalLoan,
  PortalCriticalResult,
  PortalCriticalResultsResponse,
  PortalLoansResponse,
  PortalVisitResponse,
} from '@pathdesk/contracts';
import { acknowledgeReceiptsSchema, idParamSchema, inboxQuerySchema, mergedReportsPdfSchema, portalLoanRequestSchema, portalLoansQuerySchema } from '@pathdesk/contracts/schemas';
import { sendPdf } from '../pdf/send-pdf.js';
import type { z } from 'zod';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CriticalCallsService } from '../safety/critical-calls.service.js';
import { PortalLoansService } from './portal-loans.service.js';
import { PortalService } from './portal.service.js';

const id = new ZodValidationPipe(idParamSchema);

/** The hospital's inbox (issue 28.3): the accounts of client hospitals (guests) only. */
@Controller('portal')
@Roles('guest')
export class PortalController {
  constructor(
    private readonly portal: PortalService,
    private readonly loans: PortalLoansService,
    private readonly critical: CriticalCallsService,
  ) {}

  /** Query: first, rows, received (default false: the unreceived only). */
  @Get('inbox')
  inbox(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(inboxQuerySchema)) query: { first: number; rows: number; received: boolean }): Promise<InboxResponse> {
    return this.portal.inbox(actor, query);
  }

  @Post('visits')
  visit(@CurrentActor() actor: Actor): Promise<PortalVisitResponse> {
    return this.portal.visit(actor);
  }

  /** Acknowledges receipt of the versions (their hospital's; another hospital's: 404, nothing written). */
  @Post('receipts')
  acknowledge(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(acknowledgeReceiptsSchema)) body: AcknowledgeReceiptsRequest): Promise<AcknowledgeReceiptsResponse> {
    return this.portal.acknowledge(actor, body.reportIds);
  }

  /** The ticked reports of its hospitals as one PDF, in the order given (each print audited; another hospital's: 404). */
  @Post('reports/pdf')
  @HttpCode(200)
  async mergedPdf(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(mergedReportsPdfSchema)) body: { reportIds: number[] }, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.portal.mergedPdf(actor, body.reportIds));
  }

  /** The critical results of the account's hospitals not yet acknowledged online (issue 28.3), oldest first. */
  @Get('critical-results')
  async criticalResults(@CurrentActor() actor: Actor): Promise<PortalCriticalResultsResponse> {
    return this.critical.forHospitals(actor);
  }

  /** Acknowledges one online: who and when, once (another hospital's: 404, nothing written). */
  @Post('critical-results/:id/acknowledgement')
  async acknowledgeCritical(@CurrentActor() actor: Actor, @Param('id', id) callId: number): Promise<{ criticalResult: PortalCriticalResult }> {
    return { criticalResult: await this.critical.acknowledge(actor, callId) };
  }

  /** The loans of the account's hospitals' cases (issue 28.5), newest first. Query: first, rows. */
  @Get('loans')
  loanList(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(portalLoansQuerySchema)) query: { first: number; rows: number }): Promise<PortalLoansResponse> {
    return this.loans.list(actor, query);
  }

  /** One of its hospitals' released cases: its blocks and its loans (another hospital's: 404). */
  @Get('cases/:caseId/loans')
  caseLoans(@CurrentActor() actor: Actor, @Param('caseId', id) caseId: number): Promise<PortalCaseLoansResponse> {
    return this.loans.ofCase(actor, caseId);
  }

  /** Asks for blocks or unstained slides of one of its hospitals' cases on loan: a paraffin request, status 'requested'. */
  @Post('cases/:caseId/loans')
  async requestLoan(
    @CurrentActor() actor: Actor,
    @Param('caseId', id) caseId: number,
    @Body(new ZodValidationPipe(portalLoanRequestSchema)) body: z.output<typeof portalLoanRequestSchema>,
  ): Promise<{ loan: PortalLoan }> {
    return { loan: await this.loans.request(actor, caseId, body) };
  }
}

import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, type Type } from '@nestjs/common';
import {
  CASE_ROUTES,
  type CaseKind,
  type ColleaguesResponse,
  type ConsultationOpinionRequest,
  type ConsultationResponse,
  type ConsultationsResponse,
  type ConsultationSummaryResponse,
  type OutsideReportRequest,
  type RequestConsultationRequest,
} from '@pathdesk/contracts';
import {
  consultationListQuerySchema,
  consultationOpinionSchema,
  consultationSummaryQuerySchema,
  idParamSchema,
  outsideReportSchema,
  requestConsultationSchema,
} from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { controllersFor } from '../../common/controller-for.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ConsultationsService } from '../consultations.service.js';

const id = new ZodValidationPipe(idParamSchema);
const requestBody = new ZodValidationPipe(requestConsultationSchema);

/** A case's second opinions (`/api/surgicals/12/consultations`): read by the lab, asked by pathologists (issue 32.2). */
function caseConsultationsController(kind: CaseKind): Type<unknown> {
  @Controller(CASE_ROUTES[kind].plural)
  class CaseConsultationsController {
    constructor(@Inject(ConsultationsService) private readonly consultations: ConsultationsService) {}

    @Get(':id/consultations')
    @Roles('admin', 'user', 'doctor')
    async list(@Param('id', id) caseId: number): Promise<ConsultationsResponse> {
      const consultations = await this.consultations.ofCase(kind, caseId);
      return { consultations, total: consultations.length };
    }

    @Post(':id/consultations')
    @Roles('doctor')
    async request(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(requestBody) body: RequestConsultationRequest): Promise<ConsultationResponse> {
      return { consultation: await this.consultations.request(actor, kind, caseId, body) };
    }
  }
  return CaseConsultationsController;
}

/** The consultations asked of a pathologist, their answer, and the monthly report. */
@Controller('consultations')
class ConsultationsController {
  constructor(@Inject(ConsultationsService) private readonly consultations: ConsultationsService) {}

  @Get('colleagues')
  @Roles('admin', 'doctor')
  async colleagues(@CurrentActor() actor: Actor): Promise<ColleaguesResponse> {
    return { colleagues: await this.consultations.colleagues(actor) };
  }

  @Get('summary')
  @Roles('admin', 'user', 'doctor')
  async summary(@Query(new ZodValidationPipe(consultationSummaryQuerySchema)) query: { from: string; to: string }): Promise<ConsultationSummaryResponse> {
    return { rows: await this.consultations.summary(query.from, query.to) };
  }

  @Get()
  @Roles('doctor')
  askedOfMe(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(consultationListQuerySchema)) query: { open?: boolean; first: number; rows: number },
  ): Promise<ConsultationsResponse> {
    return this.consultations.askedOf(actor, query.open, query.first, query.rows);
  }

  @Post(':id/outside-report')
  @HttpCode(200)
  @Roles('doctor')
  async outsideReport(
    @CurrentActor() actor: Actor,
    @Param('id', id) consultationId: number,
    @Body(new ZodValidationPipe(outsideReportSchema)) body: OutsideReportRequest,
  ): Promise<ConsultationResponse> {
    return { consultation: await this.consultations.recordOutsideReport(actor, consultationId, body) };
  }

  @Post(':id/opinion')
  @HttpCode(200)
  @Roles('doctor')
  async answer(
    @CurrentActor() actor: Actor,
    @Param('id', id) consultationId: number,
    @Body(new ZodValidationPipe(consultationOpinionSchema)) body: ConsultationOpinionRequest,
  ): Promise<ConsultationResponse> {
    return { consultation: await this.consultations.answer(actor, consultationId, body) };
  }
}

export const CONSULTATION_CONTROLLERS = [ConsultationsController, ...controllersFor('Consultations', caseConsultationsController)];

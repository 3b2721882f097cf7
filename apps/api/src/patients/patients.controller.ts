import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { CasePatientResponse, PatientAccessLogResponse, PatientCasesResponse, PatientMatchQuery, PatientMatchResponse, PatientResponse } from '@pathdesk/contracts';
import { idParamSchema, patientAccessLogQuerySchema, patientExportQuerySchema, patientMatchQuerySchema, type PatientAccessLogQuery } from '@pathdesk/contracts/schemas';
import { CurrentActor, type Actor } from '../identity/actor.js';
import { sendPdf } from '../pdf/send-pdf.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { PATIENT_READERS } from './patient-access.js';
import { PatientsService } from './patients.service.js';

const id = new ZodValidationPipe(idParamSchema);

/** /api/patients: the person behind the cases and their prior history (issue 15.1). */
@Controller('patients')
@Roles(...PATIENT_READERS)
export class PatientsController {
  constructor(private readonly patients: PatientsService) {}

  /** Query: citizenId, hospitalId + hn, firstName + lastName + birthDate. */
  @Get('match')
  match(@Query(new ZodValidationPipe(patientMatchQuerySchema)) query: PatientMatchQuery): Promise<PatientMatchResponse> {
    return this.patients.match(query);
  }

  @Get('for-case/:caseId')
  forCase(@Param('caseId', id) caseId: number): Promise<CasePatientResponse> {
    return this.patients.forCase(caseId);
  }

  @Get(':id')
  get(@Param('id', id) patientId: number): Promise<PatientResponse> {
    return this.patients.get(patientId);
  }

  @Get(':id/cases')
  cases(@Param('id', id) patientId: number): Promise<PatientCasesResponse> {
    return this.patients.cases(patientId);
  }

  /** Who saw this patient (issue 28.6, PDPA): administrators only. Query: first, rows. */
  @Get(':id/access-log')
  @Roles('admin')
  accessLog(@Param('id', id) patientId: number, @Query(new ZodValidationPipe(patientAccessLogQuerySchema)) page: PatientAccessLogQuery): Promise<PatientAccessLogResponse> {
    return this.patients.accessLog(patientId, page);
  }

  /** Everything held on the patient (issue 28.6, PDPA): `format=json` (default) or `pdf`, as a download; administrators only, audited. */
  @Get(':id/export')
  @Roles('admin')
  async export(
    @CurrentActor() actor: Actor,
    @Param('id', id) patientId: number,
    @Query(new ZodValidationPipe(patientExportQuerySchema)) query: { format: 'json' | 'pdf' },
    @Res() res: Response,
  ): Promise<void> {
    const out = await this.patients.export(actor, patientId, query.format);
    if ('pdf' in out) return sendPdf(res, out);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename="patient-${patientId}.json"`);
    res.json(out.json);
  }
}

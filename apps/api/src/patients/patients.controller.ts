import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CasePatientResponse, PatientAccessLogResponse, PatientCasesResponse, PatientMatchQuery, PatientMatchResponse, PatientResponse } from '@pathdesk/contracts';
import { idParamSchema, patientAccessLogQuerySchema, patientMatchQuerySchema, type PatientAccessLogQuery } from '@pathdesk/contracts/schemas';
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
}

import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { createDoctorSchema, doctorListQuerySchema, doctorsByHospitalQuerySchema, idParamSchema, updateDoctorSchema } from '@pathdesk/contracts/schemas';
import type { CreateDoctorRequest, DoctorResponse, DoctorsResponse, HospitalDoctorsResponse, UpdateDoctorRequest } from '@pathdesk/contracts';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { LOOKUP_READERS, REFERRER_EDITORS } from '../lookup-access.js';
import { DoctorsService, type DoctorListQuery } from './doctors.service.js';

const id = new ZodValidationPipe(idParamSchema);

@Controller('doctors')
@Roles(...LOOKUP_READERS)
export class DoctorsController {
  constructor(private readonly doctors: DoctorsService) {}

  /** Query: first, rows, sortField, sortOrder, search, filters. */
  @Get()
  list(@Query(new ZodValidationPipe(doctorListQuerySchema)) query: DoctorListQuery): Promise<DoctorsResponse> {
    return this.doctors.list(query);
  }

  /** Query: hospitalId. The active doctors of that hospital. */
  @Get('hospital')
  byHospital(@Query(new ZodValidationPipe(doctorsByHospitalQuerySchema)) query: { hospitalId: number }): Promise<HospitalDoctorsResponse> {
    return this.doctors.byHospital(query.hospitalId);
  }

  @Post()
  @Roles(...REFERRER_EDITORS)
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createDoctorSchema)) body: CreateDoctorRequest): Promise<DoctorResponse> {
    return this.doctors.create(actor, body);
  }

  @Put(':id')
  @Roles(...REFERRER_EDITORS)
  update(@CurrentActor() actor: Actor, @Param('id', id) doctorId: number, @Body(new ZodValidationPipe(updateDoctorSchema)) body: UpdateDoctorRequest): Promise<DoctorResponse> {
    return this.doctors.update(actor, doctorId, body);
  }
}

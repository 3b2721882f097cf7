import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { createHospitalSchema, hospitalListQuerySchema, idParamSchema, updateHospitalSchema } from '@pathdesk/contracts/schemas';
import type { CreateHospitalRequest, HospitalResponse, HospitalsResponse, UpdateHospitalRequest } from '@pathdesk/contracts';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { LOOKUP_READERS, REFERRER_EDITORS } from '../lookup-access.js';
import { HospitalsService, type HospitalListQuery } from './hospitals.service.js';

const id = new ZodValidationPipe(idParamSchema);

@Controller('hospitals')
@Roles(...LOOKUP_READERS)
export class HospitalsController {
  constructor(private readonly hospitals: HospitalsService) {}

  /** Query: first, rows, sortField, sortOrder, search, filters. */
  @Get()
  list(@Query(new ZodValidationPipe(hospitalListQuerySchema)) query: HospitalListQuery): Promise<HospitalsResponse> {
    return this.hospitals.list(query);
  }

  @Post()
  @Roles(...REFERRER_EDITORS)
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createHospitalSchema)) body: CreateHospitalRequest): Promise<HospitalResponse> {
    return this.hospitals.create(actor, body);
  }

  @Put(':id')
  @Roles(...REFERRER_EDITORS)
  update(
    @CurrentActor() actor: Actor,
    @Param('id', id) hospitalId: number,
    @Body(new ZodValidationPipe(updateHospitalSchema)) body: UpdateHospitalRequest,
  ): Promise<HospitalResponse> {
    return this.hospitals.update(actor, hospitalId, body);
  }
}

import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { cfgDoctorsQuerySchema, cfgvalueListQuerySchema, createCfgvalueSchema, deleteByIdsSchema, idParamSchema, updateCfgvalueSchema } from '@pathdesk/contracts/schemas';
import type {
  CfgOptionsResponse,
  CfgvalueResponse,
  CfgvaluesDeleteResponse,
  CfgvaluesResponse,
  CreateCfgvalueRequest,
  DeleteByIdsRequest,
  DoctorOptionsResponse,
  HospitalOptionsResponse,
  UpdateCfgvalueRequest,
} from '@pathdesk/contracts';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { DoctorsService, type DoctorOptionsQuery } from '../doctors/doctors.service.js';
import { HospitalsService } from '../hospitals/hospitals.service.js';
import { LOOKUP_READERS, SETTINGS_EDITORS } from '../lookup-access.js';
import { CfgvaluesService, type CfgvalueListQuery } from './cfgvalues.service.js';

const id = new ZodValidationPipe(idParamSchema);
const listQuery = new ZodValidationPipe(cfgvalueListQuerySchema);

/** Config values (spec §7), and the dropdown lists built from the lookups. */
@Controller('cfgvalues')
@Roles(...LOOKUP_READERS)
export class CfgvaluesController {
  constructor(
    private readonly cfgvalues: CfgvaluesService,
    private readonly hospitals: HospitalsService,
    private readonly doctors: DoctorsService,
  ) {}

  /** Query: category, first, rows, sortField, sortOrder, search, filters. */
  @Get()
  list(@Query(listQuery) query: CfgvalueListQuery): Promise<CfgvaluesResponse> {
    return this.cfgvalues.list(query);
  }

  // The dropdown lists: static routes, declared before any :id route.
  @Get('prefixs')
  prefixs(): Promise<CfgOptionsResponse<'prefixs'>> {
    return this.cfgvalues.options('prefixs');
  }

  @Get('cytologicaltypes')
  cytologicaltypes(): Promise<CfgOptionsResponse<'cytologicaltypes'>> {
    return this.cfgvalues.options('cytologicaltypes');
  }

  @Get('gynecologicaltypes')
  gynecologicaltypes(): Promise<CfgOptionsResponse<'gynecologicaltypes'>> {
    return this.cfgvalues.options('gynecologicaltypes');
  }

  @Get('gynecologicalcomments')
  gynecologicalcomments(): Promise<CfgOptionsResponse<'gynecologicalcomments'>> {
    return this.cfgvalues.options('gynecologicalcomments');
  }

  @Get('screeners')
  screeners(): Promise<CfgOptionsResponse<'screeners'>> {
    return this.cfgvalues.options('screeners');
  }

  @Get('pathologists')
  pathologists(): Promise<CfgOptionsResponse<'pathologists'>> {
    return this.cfgvalues.options('pathologists');
  }

  @Get('companies')
  companies(): Promise<CfgOptionsResponse<'companies'>> {
    return this.cfgvalues.options('companies');
  }

  @Get('hospitals')
  hospitalOptions(): Promise<HospitalOptionsResponse> {
    return this.hospitals.options();
  }

  /** Query: hospitalId, search. */
  @Get('doctors')
  doctorOptions(@Query(new ZodValidationPipe(cfgDoctorsQuerySchema)) query: DoctorOptionsQuery): Promise<DoctorOptionsResponse> {
    return this.doctors.options(query);
  }

  @Post()
  @Roles(...SETTINGS_EDITORS)
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createCfgvalueSchema)) body: CreateCfgvalueRequest): Promise<CfgvalueResponse> {
    return this.cfgvalues.create(actor, body);
  }

  @Put(':id')
  @Roles(...SETTINGS_EDITORS)
  update(
    @CurrentActor() actor: Actor,
    @Param('id', id) entryId: number,
    @Body(new ZodValidationPipe(updateCfgvalueSchema)) body: UpdateCfgvalueRequest,
  ): Promise<CfgvalueResponse> {
    return this.cfgvalues.update(actor, entryId, body);
  }

  /** Deletes (or, when in use, deactivates) the entries in the body and answers the list as the query asks. */
  @Delete()
  @Roles(...SETTINGS_EDITORS)
  remove(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(deleteByIdsSchema)) body: DeleteByIdsRequest,
    @Query(listQuery) query: CfgvalueListQuery,
  ): Promise<CfgvaluesDeleteResponse> {
    return this.cfgvalues.remove(actor, body.ids, query);
  }
}

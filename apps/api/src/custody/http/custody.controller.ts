import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type {
  BenchTurnaroundResponse,
  CustodySettings,
  CustodySettingsResponse,
  DisposalResponse,
  DisposalsResponse,
  DueItemsResponse,
  LabelsResponse,
  LegalHoldResponse,
  LocationResponse,
  LocationsResponse,
  ScanResponse,
  WhereaboutsResponse,
} from '@pathdesk/contracts';
import {
  createLocationSchema,
  custodySettingsSchema,
  disposalSchema,
  dueQuerySchema,
  idParamSchema,
  labelsSchema,
  legalHoldSchema,
  listPageSchema,
  retrievalSchema,
  returnSchema,
  scanSchema,
  turnaroundQuerySchema,
  updateLocationSchema,
  whereaboutsQuerySchema,
} from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ArchiveService } from '../archive.service.js';
import { CustodyLabelsService } from '../custody-labels.service.js';
import { CustodySettingsService } from '../custody-settings.service.js';
import { CUSTODY_READERS, CUSTODY_STAFF, CUSTODY_SUPERVISORS, HOLD_KEEPERS } from '../domain/custody-access.js';
import { RetentionService } from '../retention.service.js';
import { ScansService } from '../scans.service.js';
import { BenchTurnaroundService } from '../turnaround.service.js';

const pipe = <S extends z.ZodType>(schema: S): ZodValidationPipe<S> => new ZodValidationPipe(schema);
const id = pipe(idParamSchema);

/** /api/custody: scans at the stations, the archive, retention, device labels, settings. */
@Controller('custody')
export class CustodyController {
  constructor(
    @Inject(ScansService) private readonly scans: ScansService,
    @Inject(ArchiveService) private readonly archive: ArchiveService,
    @Inject(RetentionService) private readonly retention: RetentionService,
    @Inject(CustodyLabelsService) private readonly labels: CustodyLabelsService,
    @Inject(CustodySettingsService) private readonly settings: CustodySettingsService,
    @Inject(BenchTurnaroundService) private readonly turnaround: BenchTurnaroundService,
  ) {}

  /** A station's scan: `{code, step, station?, location?, caseId?, override?, print?}`; out of order is 409 with the reason. */
  @Post('scans')
  @Roles(...CUSTODY_STAFF)
  async scan(@CurrentActor() actor: Actor, @Body(pipe(scanSchema)) body: z.output<typeof scanSchema>): Promise<ScanResponse> {
    return { scan: await this.scans.scan(actor, body) };
  }

  @Post('retrievals')
  @Roles(...CUSTODY_STAFF)
  async retrieve(@CurrentActor() actor: Actor, @Body(pipe(retrievalSchema)) body: z.output<typeof retrievalSchema>): Promise<ScanResponse> {
    return { scan: await this.scans.retrieve(actor, body) };
  }

  @Post('returns')
  @Roles(...CUSTODY_STAFF)
  async giveBack(@CurrentActor() actor: Actor, @Body(pipe(returnSchema)) body: z.output<typeof returnSchema>): Promise<ScanResponse> {
    return { scan: await this.scans.giveBack(actor, body) };
  }

  @Get('whereabouts')
  @Roles(...CUSTODY_READERS)
  async whereabouts(@Query(pipe(whereaboutsQuerySchema)) query: { q: string }): Promise<WhereaboutsResponse> {
    return { items: await this.archive.whereabouts(query.q) };
  }

  @Get('locations')
  @Roles(...CUSTODY_READERS)
  async locations(): Promise<LocationsResponse> {
    const locations = await this.archive.listLocations();
    return { locations, total: locations.length };
  }

  @Post('locations')
  @Roles(...CUSTODY_SUPERVISORS)
  async createLocation(@CurrentActor() actor: Actor, @Body(pipe(createLocationSchema)) body: z.output<typeof createLocationSchema>): Promise<LocationResponse> {
    return { location: await this.archive.createLocation(actor, body) };
  }

  @Put('locations/:id')
  @Roles(...CUSTODY_SUPERVISORS)
  async updateLocation(
    @CurrentActor() actor: Actor,
    @Param('id', id) locationId: number,
    @Body(pipe(updateLocationSchema)) body: z.output<typeof updateLocationSchema>,
  ): Promise<LocationResponse> {
    return { location: await this.archive.updateLocation(actor, locationId, body) };
  }

  @Get('settings')
  @Roles(...CUSTODY_STAFF)
  async getSettings(): Promise<CustodySettingsResponse> {
    return { settings: await this.settings.get() };
  }

  @Put('settings')
  @Roles(...CUSTODY_SUPERVISORS)
  async putSettings(@CurrentActor() actor: Actor, @Body(pipe(custodySettingsSchema)) body: CustodySettings): Promise<CustodySettingsResponse> {
    return { settings: await this.settings.update(actor, body) };
  }

  /** `output`: printer (raw TCP), zpl (the file), hot-folder (one file per cassette). */
  @Post('labels')
  @HttpCode(200)
  @Roles(...CUSTODY_STAFF)
  async printLabels(
    @CurrentActor() actor: Actor,
    @Body(pipe(labelsSchema)) body: z.output<typeof labelsSchema>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LabelsResponse | string> {
    if (body.output !== 'zpl') return this.labels.print(actor, body.codes, body.output);
    const zpl = await this.labels.zpl(actor, body.codes);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="labels.zpl"');
    return zpl;
  }

  @Get('holds/:caseId')
  @Roles(...CUSTODY_READERS)
  async hold(@Param('caseId', id) caseId: number): Promise<LegalHoldResponse> {
    return { hold: await this.retention.hold(caseId) };
  }

  @Put('holds/:caseId')
  @Roles(...HOLD_KEEPERS)
  async setHold(@CurrentActor() actor: Actor, @Param('caseId', id) caseId: number, @Body(pipe(legalHoldSchema)) body: { reason: string }): Promise<LegalHoldResponse> {
    return { hold: await this.retention.setHold(actor, caseId, body.reason) };
  }

  @Delete('holds/:caseId')
  @Roles(...HOLD_KEEPERS)
  async liftHold(@CurrentActor() actor: Actor, @Param('caseId', id) caseId: number): Promise<LegalHoldResponse> {
    await this.retention.liftHold(actor, caseId);
    return { hold: null };
  }

  @Get('retention/due')
  @Roles(...CUSTODY_STAFF)
  due(@Query(pipe(dueQuerySchema)) query: z.output<typeof dueQuerySchema>): Promise<DueItemsResponse> {
    return this.retention.due(query);
  }

  @Post('disposals')
  @Roles(...CUSTODY_STAFF)
  async dispose(@CurrentActor() actor: Actor, @Body(pipe(disposalSchema)) body: z.output<typeof disposalSchema>): Promise<DisposalResponse> {
    return { disposal: await this.retention.dispose(actor, body) };
  }

  @Get('disposals')
  @Roles(...CUSTODY_STAFF)
  disposals(@Query(pipe(listPageSchema)) query: z.output<typeof listPageSchema>): Promise<DisposalsResponse> {
    return this.retention.disposals(query);
  }

  @Get('disposals/:id')
  @Roles(...CUSTODY_STAFF)
  async disposal(@Param('id', id) disposalId: number): Promise<DisposalResponse> {
    return { disposal: await this.retention.disposal(disposalId) };
  }

  @Get('turnaround')
  @Roles(...CUSTODY_STAFF)
  benchTurnaround(@Query(pipe(turnaroundQuerySchema)) query: z.output<typeof turnaroundQuerySchema>): Promise<BenchTurnaroundResponse> {
    return this.turnaround.of(query);
  }
}

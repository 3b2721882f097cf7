import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { IcdO3CodesResponse, IcdO3ImportResponse, IcdO3Kind } from '@pathdesk/contracts';
import { icdO3KindSchema, icdO3ListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { IcdO3Service } from '../icdo3.service.js';
import { SYNOPTIC_ADMINS, SYNOPTIC_READERS } from '../synoptic-access.js';
import { readCsvBody } from './csv-body.js';

const kind = new ZodValidationPipe(icdO3KindSchema);
const listQuery = new ZodValidationPipe(icdO3ListQuerySchema);

/** /api/synoptic/icdo3/{topography|morphology}: the lab's ICD-O-3 lists, searched by code or term; administrators load them as CSV. */
@Controller('synoptic/icdo3')
export class IcdO3Controller {
  constructor(@Inject(IcdO3Service) private readonly icdo3: IcdO3Service) {}

  @Get(':kind')
  @Roles(...SYNOPTIC_READERS)
  search(@Param('kind', kind) k: IcdO3Kind, @Query(listQuery) query: z.output<typeof icdO3ListQuerySchema>): Promise<IcdO3CodesResponse> {
    return this.icdo3.search(k, query);
  }

  /** text/csv with a header naming `code` and `term`: codes added, terms updated; a bad line refuses the whole file (400, by line). */
  @Post(':kind/import')
  @HttpCode(200)
  @Roles(...SYNOPTIC_ADMINS)
  async import(@CurrentActor() actor: Actor, @Param('kind', kind) k: IcdO3Kind, @Req() req: Request): Promise<IcdO3ImportResponse> {
    return this.icdo3.import(actor, k, await readCsvBody(req));
  }
}

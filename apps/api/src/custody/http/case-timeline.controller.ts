import { Controller, Get, Inject, Param, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import { CASE_ROUTES, type CaseKind } from '@pathdesk/contracts';
import { idParamSchema } from '@pathdesk/contracts/schemas';
import { Roles } from '../../identity/access.decorators.js';
import { readBenchCase } from '../../bench/domain/bench-case.js';
import { controllersFor } from '../../common/controller-for.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CUSTODY_READERS } from '../domain/custody-access.js';
import { TimelineCache } from '../domain/timeline-cache.js';
import { readTimeline } from '../sql/custody-events.js';

const id = new ZodValidationPipe(idParamSchema);

/** GET /api/{kind}/{id}/timeline: every custody event of the case's specimens, blocks and slides, in order. */
function caseTimelineController(kind: CaseKind): Type<unknown> {
  @Controller(CASE_ROUTES[kind].plural)
  class CaseTimelineController {
    constructor(
      @Inject(EntityManager) private readonly em: EntityManager,
      @Inject(TimelineCache) private readonly cache: TimelineCache,
    ) {}

    @Get(':id/timeline')
    @Roles(...CUSTODY_READERS)
    async timeline(@Param('id', id) caseId: number, @Res() res: Response): Promise<void> {
      await readBenchCase(this.em, kind, caseId);
      // TimelineResponse, written by readTimeline.
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.send(await readTimeline(this.em, caseId, this.cache));
    }
  }
  return CaseTimelineController;
}

export const CASE_TIMELINE_CONTROLLERS = controllersFor('Timeline', caseTimelineController);

import { Body, Controller, HttpCode, Get, Inject, Param, Post, Query, type Type } from '@nestjs/common';
import {
  CASE_ROUTES,
  type CaseKind,
  type CreateFrozenSectionRequest,
  type FrozenConcordanceResponse,
  type FrozenSectionResponse,
  type FrozenSectionsResponse,
  type RecordFrozenCallRequest,
  type ReportFrozenSectionRequest,
} from '@pathdesk/contracts';
import { createFrozenSectionSchema, frozenConcordanceQuerySchema, idParamSchema, recordFrozenCallSchema, reportFrozenSectionSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { controllersFor } from '../../common/controller-for.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { FrozenSectionsService } from '../frozen-sections.service.js';
import { FROZEN_READERS, FROZEN_RECEIVERS, FROZEN_REPORTERS } from '../frozen-access.js';

const id = new ZodValidationPipe(idParamSchema);
const create = new ZodValidationPipe(createFrozenSectionSchema);
const report = new ZodValidationPipe(reportFrozenSectionSchema);
const call = new ZodValidationPipe(recordFrozenCallSchema);

/**
 * A case's frozen sections under its kind's plural (`/api/surgicals/12/frozen-sections`): received,
 * reported, called. Another kind's case answers 400 (a frozen section is a surgical case's).
 */
function frozenSectionsController(kind: CaseKind): Type<unknown> {
  @Controller(CASE_ROUTES[kind].plural)
  class FrozenSectionsController {
    constructor(@Inject(FrozenSectionsService) private readonly frozen: FrozenSectionsService) {}

    @Get(':id/frozen-sections')
    @Roles(...FROZEN_READERS)
    async list(@Param('id', id) caseId: number): Promise<FrozenSectionsResponse> {
      return { frozenSections: await this.frozen.list(kind, caseId) };
    }

    @Post(':id/frozen-sections')
    @Roles(...FROZEN_RECEIVERS)
    async create(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(create) body: CreateFrozenSectionRequest): Promise<FrozenSectionResponse> {
      return { frozenSection: await this.frozen.create(actor, kind, caseId, body) };
    }
  }
  return FrozenSectionsController;
}

/** A surgical case's frozen section's next steps: its diagnosis (pathologists), the call to theatre. */
@Controller('surgicals')
class FrozenSectionStepsController {
  constructor(@Inject(FrozenSectionsService) private readonly frozen: FrozenSectionsService) {}

  @Post(':id/frozen-sections/:fsId/report')
  @HttpCode(200)
  @Roles(...FROZEN_REPORTERS)
  async report(
    @CurrentActor() actor: Actor,
    @Param('id', id) caseId: number,
    @Param('fsId', id) fsId: number,
    @Body(report) body: ReportFrozenSectionRequest,
  ): Promise<FrozenSectionResponse> {
    return { frozenSection: await this.frozen.report(actor, caseId, fsId, body) };
  }

  @Post(':id/frozen-sections/:fsId/call')
  @HttpCode(200)
  @Roles(...FROZEN_RECEIVERS)
  async call(
    @CurrentActor() actor: Actor,
    @Param('id', id) caseId: number,
    @Param('fsId', id) fsId: number,
    @Body(call) body: RecordFrozenCallRequest,
  ): Promise<FrozenSectionResponse> {
    return { frozenSection: await this.frozen.call(actor, caseId, fsId, body) };
  }
}

/** GET /api/surgicals/summary/frozen-concordance?from=yyyy-mm&to=yyyy-mm: the monthly concordance report (issue 32.3). */
@Controller('surgicals/summary/frozen-concordance')
@Roles(...FROZEN_READERS)
class FrozenConcordanceController {
  constructor(@Inject(FrozenSectionsService) private readonly frozen: FrozenSectionsService) {}

  @Get()
  report(@Query(new ZodValidationPipe(frozenConcordanceQuerySchema)) query: { from: string; to: string }): Promise<FrozenConcordanceResponse> {
    return this.frozen.concordance(query.from, query.to);
  }
}

// The concordance's static path before the cases' `:id` routes.
export const FROZEN_SECTION_CONTROLLERS = [FrozenConcordanceController, ...controllersFor('FrozenSections', frozenSectionsController), FrozenSectionStepsController];

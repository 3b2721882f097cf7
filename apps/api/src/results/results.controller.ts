import { Body, Controller, Get, Inject, Param, Put, type Type } from '@nestjs/common';
import { CASE_ROUTES, type CaseKind, type ResultResponse, type SaveResultRequest } from '@pathdesk/contracts';
import { idParamSchema, saveResultSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { controllersFor } from '../common/controller-for.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { RESULT_WRITERS } from './result-access.js';
import { ResultsService } from './results.service.js';

const id = new ZodValidationPipe(idParamSchema);

/** GET/PUT /api/<plural>/:id/result of one case kind: `{ result: ResultDto }`. */
function resultsController<K extends CaseKind>(kind: K): Type<unknown> {
  const { plural } = CASE_ROUTES[kind];
  const save = new ZodValidationPipe(saveResultSchema(kind));

  @Controller(plural)
  @Roles(...RESULT_WRITERS)
  class ResultsController {
    constructor(@Inject(ResultsService) private readonly results: ResultsService) {}

    @Get(':id/result')
    async get(@Param('id', id) caseId: number): Promise<ResultResponse> {
      return { result: await this.results.get(kind, caseId) };
    }

    /** A draft, `complete: true` (→ diagnosed), or after sign-out an amendment draft (`amendment: true`). */
    @Put(':id/result')
    async save(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(save) body: SaveResultRequest): Promise<ResultResponse> {
      return { result: await this.results.save(actor, kind, caseId, body) };
    }
  }

  return ResultsController;
}

export const RESULTS_CONTROLLERS = controllersFor('Results', resultsController);

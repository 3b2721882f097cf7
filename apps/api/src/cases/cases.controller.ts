import { Body, Controller, Get, Inject, Param, Post, Put, Query, type Type } from '@nestjs/common';
import { CASE_KINDS, CASE_ROUTES, type CaseInput, type CaseKind, type CaseUpdate } from '@pathdesk/contracts';
import { caseListQuerySchema, createCaseBatchSchema, createCaseSchema, idParamSchema, updateCaseSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../audit/actor.js';
import { Roles } from '../auth/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CASE_READERS, CASE_REGISTRARS } from './case-access.js';
import type { CaseListQuery } from './case-list.js';
import { CasesService } from './cases.service.js';

const id = new ZodValidationPipe(idParamSchema);
const listQuery = new ZodValidationPipe(caseListQuerySchema);

/**
 * The routes of one case kind (spec §7: the three kinds share one shape), at /api/<plural> with
 * the spec's envelope keys: `{ surgicals: [...] }`, `{ surgical: {...} }`. Static routes come
 * before `:id`. A case of another kind is not found here (404).
 */
export function casesControllerFor(kind: CaseKind): Type<unknown> {
  const { plural, singular } = CASE_ROUTES[kind];
  const create = new ZodValidationPipe(createCaseSchema(kind));
  const createBatch = new ZodValidationPipe(createCaseBatchSchema(kind));
  const update = new ZodValidationPipe(updateCaseSchema(kind));

  @Controller(plural)
  @Roles(...CASE_READERS)
  class CasesController {
    constructor(@Inject(CasesService) private readonly cases: CasesService) {}

    /** Query: first, rows, sortField, sortOrder (default -1: newest first), search, filters, status, hospitalId, doctorId, receivedFrom, receivedTo, cursor. */
    @Get()
    async list(@Query(listQuery) query: CaseListQuery) {
      const { items, ...page } = await this.cases.list(kind, query);
      return { [plural]: items, ...page };
    }

    @Get('prepare-register')
    prepareRegister() {
      return this.cases.prepareRegister(kind);
    }

    /** Several specimens of one requisition, registered together or not at all. */
    @Post('new')
    @Roles(...CASE_REGISTRARS)
    async registerBatch(@CurrentActor() actor: Actor, @Body(createBatch) body: { cases: CaseInput[] }) {
      return { [plural]: await this.cases.register(actor, kind, body.cases, { batch: true }) };
    }

    @Get(':id')
    async get(@Param('id', id) caseId: number) {
      return { [singular]: await this.cases.get(kind, caseId) };
    }

    @Get(':id/history')
    async history(@Param('id', id) caseId: number) {
      return { history: await this.cases.history(kind, caseId) };
    }

    @Post()
    @Roles(...CASE_REGISTRARS)
    async register(@CurrentActor() actor: Actor, @Body(create) body: CaseInput) {
      const [registered] = await this.cases.register(actor, kind, [body]);
      return { [singular]: registered };
    }

    /** An edit (with `version`) or a cancellation; doctors may send the clinical fields only. */
    @Put(':id')
    async update(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(update) body: CaseUpdate) {
      return { [singular]: await this.cases.update(actor, kind, caseId, body) };
    }
  }

  Object.defineProperty(CasesController, 'name', { value: `${kind[0]!.toUpperCase()}${kind.slice(1)}CasesController` });
  return CasesController;
}

/** One controller per kind: surgicals, cytologicals, gynecologicals. */
export const CASES_CONTROLLERS = CASE_KINDS.map(casesControllerFor);

import { Body, Controller, Get, Inject, Param, Post, Put, Query, type Type } from '@nestjs/common';
import {
  CASE_ROUTES,
  envelope,
  type CaseBatchResponse,
  type CaseHistoryResponse,
  type CaseKind,
  type CaseListResponse,
  type CaseResponse,
  type CaseUpdate,
  type CaseValues,
  type PluralOf,
  type PrepareRegisterResponse,
  type SingularOf,
} from '@pathdesk/contracts';
import { caseListQuerySchema, createCaseBatchSchema, createCaseSchema, idParamSchema, updateCaseSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { controllersFor } from '../../common/controller-for.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CASE_READERS, CASE_REGISTRARS } from './case-access.js';
import type { CaseListQuery } from '../sql/case-list.js';
import { CasesService } from '../cases.service.js';

const id = new ZodValidationPipe(idParamSchema);
const listQuery = new ZodValidationPipe(caseListQuerySchema);

/**
 * The routes of one case kind (spec §7: the three kinds share one shape), at /api/<plural> with
 * the spec's envelope keys: `{ surgicals: [...] }`, `{ surgical: {...} }`. Static routes come
 * before `:id`. A case of another kind is not found here (404).
 */
function casesController<K extends CaseKind>(kind: K): Type<unknown> {
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
    async list(@Query(listQuery) query: CaseListQuery): Promise<CaseListResponse<PluralOf<K>>> {
      const { items, ...page } = await this.cases.list(kind, query);
      return { ...envelope(plural, items), ...page };
    }

    @Get('prepare-register')
    prepareRegister(): Promise<PrepareRegisterResponse> {
      return this.cases.prepareRegister(kind);
    }

    /** Several specimens of one requisition, registered together or not at all. */
    @Post('new')
    @Roles(...CASE_REGISTRARS)
    async registerBatch(@CurrentActor() actor: Actor, @Body(createBatch) body: { cases: CaseValues[] }): Promise<CaseBatchResponse<PluralOf<K>>> {
      return envelope(plural, await this.cases.register(actor, kind, body.cases, { batch: true }));
    }

    @Get(':id')
    async get(@Param('id', id) caseId: number): Promise<CaseResponse<SingularOf<K>>> {
      return envelope(singular, await this.cases.get(kind, caseId));
    }

    @Get(':id/history')
    async history(@Param('id', id) caseId: number): Promise<CaseHistoryResponse> {
      return { history: await this.cases.history(kind, caseId) };
    }

    @Post()
    @Roles(...CASE_REGISTRARS)
    async register(@CurrentActor() actor: Actor, @Body(create) body: CaseValues): Promise<CaseResponse<SingularOf<K>>> {
      const [registered] = await this.cases.register(actor, kind, [body]);
      return envelope(singular, registered!);
    }

    /** An edit (with `version`) or a cancellation; doctors may send the clinical fields only. */
    @Put(':id')
    async update(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(update) body: CaseUpdate): Promise<CaseResponse<SingularOf<K>>> {
      return envelope(singular, await this.cases.update(actor, kind, caseId, body));
    }
  }

  return CasesController;
}

/** One controller per kind: surgicals, cytologicals, gynecologicals. */
export const CASES_CONTROLLERS = controllersFor('Cases', casesController);

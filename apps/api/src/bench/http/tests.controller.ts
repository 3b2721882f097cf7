import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import type { CreateTestRequest, TestResponse, TestsResponse, UpdateTestRequest } from '@pathdesk/contracts';
import { createTestSchema, idParamSchema, testListQuerySchema, updateTestSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { BENCH_READERS, CATALOGUE_EDITORS } from '../domain/bench-access.js';
import { TestsService } from '../tests.service.js';

const id = new ZodValidationPipe(idParamSchema);
const listQuery = new ZodValidationPipe(testListQuerySchema);
const create = new ZodValidationPipe(createTestSchema);
const update = new ZodValidationPipe(updateTestSchema);

/** /api/tests: the test catalogue with its prices (Settings → Tests); administrators write. */
@Controller('tests')
export class TestsController {
  constructor(@Inject(TestsService) private readonly tests: TestsService) {}

  @Get()
  @Roles(...BENCH_READERS)
  list(@Query(listQuery) query: z.output<typeof testListQuerySchema>): Promise<TestsResponse> {
    return this.tests.list(query);
  }

  @Get(':id')
  @Roles(...BENCH_READERS)
  async get(@Param('id', id) testId: number): Promise<TestResponse> {
    return { test: await this.tests.get(testId) };
  }

  @Post()
  @Roles(...CATALOGUE_EDITORS)
  async create(@CurrentActor() actor: Actor, @Body(create) body: CreateTestRequest): Promise<TestResponse> {
    return { test: await this.tests.create(actor, body as never) };
  }

  @Put(':id')
  @Roles(...CATALOGUE_EDITORS)
  async update(@CurrentActor() actor: Actor, @Param('id', id) testId: number, @Body(update) body: UpdateTestRequest): Promise<TestResponse> {
    return { test: await this.tests.update(actor, testId, body as never) };
  }

  /** Refused (409) once the test has orders: deactivate it instead. */
  @Delete(':id')
  @Roles(...CATALOGUE_EDITORS)
  async delete(@CurrentActor() actor: Actor, @Param('id', id) testId: number): Promise<TestResponse> {
    return { test: await this.tests.delete(actor, testId) };
  }
}

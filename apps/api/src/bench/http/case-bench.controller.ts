import { Body, Controller, Get, Inject, Param, Post, Put, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import {
  CASE_ROUTES,
  type AdditionalResponse,
  type AdditionalsResponse,
  type BiomarkerResponse,
  type BiomarkersResponse,
  type SaveBiomarkerRequest,
  type BlockResponse,
  type BlocksResponse,
  type CaseKind,
  type CreateAdditionalsRequest,
  type CreateBlocksRequest,
  type CreateParaffinRequest,
  type CreateSlidesRequest,
  type ParaffinResponse,
  type ParaffinsResponse,
  type UpdateAdditionalRequest,
  type UpdateBlockRequest,
  type UpdateParaffinRequest,
} from '@pathdesk/contracts';
import {
  createAdditionalsSchema,
  createBlocksSchema,
  createParaffinSchema,
  createSlidesSchema,
  idParamSchema,
  saveBiomarkerSchema,
  updateAdditionalSchema,
  updateBlockSchema,
  updateParaffinSchema,
} from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { controllersFor } from '../../common/controller-for.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { AdditionalsService } from '../additionals.service.js';
import { BiomarkersService } from '../biomarkers.service.js';
import { BlocksService } from '../blocks.service.js';
import { BENCH_READERS, BENCH_STAFF, TEST_ORDERERS } from '../domain/bench-access.js';
import { LabelsService } from '../labels.service.js';
import { ParaffinsService } from '../paraffins.service.js';
import { sendPdf } from '../../pdf/send-pdf.js';

const id = new ZodValidationPipe(idParamSchema);
const createBlocks = new ZodValidationPipe(createBlocksSchema);
const updateBlock = new ZodValidationPipe(updateBlockSchema);
const createSlides = new ZodValidationPipe(createSlidesSchema);
const createAdditionals = new ZodValidationPipe(createAdditionalsSchema);
const updateAdditional = new ZodValidationPipe(updateAdditionalSchema);
const createParaffin = new ZodValidationPipe(createParaffinSchema);
const updateParaffin = new ZodValidationPipe(updateParaffinSchema);
const saveBiomarker = new ZodValidationPipe(saveBiomarkerSchema);

/**
 * A case's bench work under its kind's plural (`/api/surgicals/12/blocks`…): blocks and slides,
 * additional-test orders, paraffin requests and the case's label sheet. The route's kind must be
 * the case's (404 otherwise); a cancelled case takes no change (409).
 */
function caseBenchController(kind: CaseKind): Type<unknown> {
  const { plural } = CASE_ROUTES[kind];

  @Controller(plural)
  class CaseBenchController {
    constructor(
      @Inject(BlocksService) private readonly blocks: BlocksService,
      @Inject(AdditionalsService) private readonly additionals: AdditionalsService,
      @Inject(ParaffinsService) private readonly paraffins: ParaffinsService,
      @Inject(LabelsService) private readonly labels: LabelsService,
      @Inject(BiomarkersService) private readonly biomarkers: BiomarkersService,
    ) {}

    @Get(':id/blocks')
    @Roles(...BENCH_READERS)
    listBlocks(@Param('id', id) caseId: number): Promise<BlocksResponse> {
      return this.blocks.list(kind, caseId);
    }

    /** `{ range: { part: 'A', from: 1, to: 4, slidesEach: 1 } }` or `{ blocks: [...] }`: answers all the case's blocks. */
    @Post(':id/blocks')
    @Roles(...BENCH_STAFF)
    createBlocks(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(createBlocks) body: CreateBlocksRequest): Promise<BlocksResponse> {
      return this.blocks.create(actor, kind, caseId, body as never);
    }

    @Put(':id/blocks/:blockId')
    @Roles(...BENCH_STAFF)
    async updateBlock(
      @CurrentActor() actor: Actor,
      @Param('id', id) caseId: number,
      @Param('blockId', id) blockId: number,
      @Body(updateBlock) body: UpdateBlockRequest,
    ): Promise<BlockResponse> {
      return { block: await this.blocks.update(actor, kind, caseId, blockId, body as never) };
    }

    @Post(':id/slides')
    @Roles(...BENCH_STAFF)
    addSlides(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(createSlides) body: CreateSlidesRequest): Promise<BlocksResponse> {
      return this.blocks.addSlides(actor, kind, caseId, body as never);
    }

    @Get(':id/additionals')
    @Roles(...BENCH_READERS)
    listAdditionals(@Param('id', id) caseId: number): Promise<AdditionalsResponse> {
      return this.additionals.listOfCase(kind, caseId);
    }

    /** Several tests at once, on a block or the case: answers the orders made. */
    @Post(':id/additionals')
    @Roles(...TEST_ORDERERS)
    createAdditionals(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(createAdditionals) body: CreateAdditionalsRequest): Promise<AdditionalsResponse> {
      return this.additionals.create(actor, kind, caseId, body as never);
    }

    /** A status move or notes; doctors may cancel and edit notes, lab staff also perform. */
    @Put(':id/additionals/:orderId')
    @Roles(...BENCH_READERS)
    async updateAdditional(
      @CurrentActor() actor: Actor,
      @Param('id', id) caseId: number,
      @Param('orderId', id) orderId: number,
      @Body(updateAdditional) body: UpdateAdditionalRequest,
    ): Promise<AdditionalResponse> {
      return { additional: await this.additionals.update(actor, kind, caseId, orderId, body as never) };
    }

    /** Issue 30.3: the case's orders with a result template, and their biomarker results. */
    @Get(':id/biomarkers')
    @Roles(...BENCH_READERS)
    async listBiomarkers(@Param('id', id) caseId: number): Promise<BiomarkersResponse> {
      return { biomarkers: await this.biomarkers.listOfCase(kind, caseId) };
    }

    /** The pathologist enters (or corrects) a biomarker's result. */
    @Put(':id/biomarkers/:orderId')
    @Roles(...TEST_ORDERERS)
    async saveBiomarker(
      @CurrentActor() actor: Actor,
      @Param('id', id) caseId: number,
      @Param('orderId', id) orderId: number,
      @Body(saveBiomarker) body: SaveBiomarkerRequest,
    ): Promise<BiomarkerResponse> {
      return { biomarker: await this.biomarkers.save(actor, kind, caseId, orderId, body) };
    }

    @Get(':id/paraffins')
    @Roles(...BENCH_READERS)
    listParaffins(@Param('id', id) caseId: number): Promise<ParaffinsResponse> {
      return this.paraffins.listOfCase(kind, caseId);
    }

    @Post(':id/paraffins')
    @Roles(...BENCH_STAFF)
    async createParaffin(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(createParaffin) body: CreateParaffinRequest): Promise<ParaffinResponse> {
      return { paraffin: await this.paraffins.create(actor, kind, caseId, body as never) };
    }

    @Put(':id/paraffins/:requestId')
    @Roles(...BENCH_STAFF)
    async updateParaffin(
      @CurrentActor() actor: Actor,
      @Param('id', id) caseId: number,
      @Param('requestId', id) requestId: number,
      @Body(updateParaffin) body: UpdateParaffinRequest,
    ): Promise<ParaffinResponse> {
      return { paraffin: await this.paraffins.update(actor, kind, caseId, requestId, body as never) };
    }

    /** The case's cassette and slide labels (PDF). */
    @Get(':id/labels/pdf')
    @Roles(...BENCH_STAFF)
    async labelsPdf(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Res() res: Response): Promise<void> {
      sendPdf(res, await this.labels.ofCase(actor, kind, caseId));
    }
  }

  return CaseBenchController;
}

export const CASE_BENCH_CONTROLLERS = controllersFor('Bench', caseBenchController);

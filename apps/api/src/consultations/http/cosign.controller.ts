import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, type Type } from '@nestjs/common';
import { CASE_ROUTES, type CaseKind, type CosignRequest, type CosignResponse, type RequestCosignRequest } from '@pathdesk/contracts';
import { cosignSchema, idParamSchema, requestCosignSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { controllersFor } from '../../common/controller-for.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CosignService } from '../cosign.service.js';

const id = new ZodValidationPipe(idParamSchema);
const requestBody = new ZodValidationPipe(requestCosignSchema);
const signBody = new ZodValidationPipe(cosignSchema);

/** A case's co-signature (`/api/surgicals/12/cosign`): asked by a pathologist, signed by the one named (issue 32.2). */
function cosignController(kind: CaseKind): Type<unknown> {
  @Controller(CASE_ROUTES[kind].plural)
  class CosignController {
    constructor(@Inject(CosignService) private readonly cosign: CosignService) {}

    @Get(':id/cosign')
    @Roles('admin', 'user', 'doctor')
    async get(@Param('id', id) caseId: number): Promise<CosignResponse> {
      return { cosign: await this.cosign.get(kind, caseId) };
    }

    @Put(':id/cosign')
    @Roles('admin', 'doctor')
    async request(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(requestBody) body: RequestCosignRequest): Promise<CosignResponse> {
      return { cosign: await this.cosign.request(actor, kind, caseId, body.username) };
    }

    @Delete(':id/cosign')
    @HttpCode(204)
    @Roles('admin', 'doctor')
    async withdraw(@CurrentActor() actor: Actor, @Param('id', id) caseId: number): Promise<void> {
      await this.cosign.withdraw(actor, kind, caseId);
    }

    @Post(':id/cosign')
    @HttpCode(200)
    @Roles('doctor')
    async sign(@CurrentActor() actor: Actor, @Param('id', id) caseId: number, @Body(signBody) body: CosignRequest): Promise<CosignResponse> {
      return { cosign: await this.cosign.sign(actor, kind, caseId, body.password) };
    }
  }
  return CosignController;
}

export const COSIGN_CONTROLLERS = controllersFor('Cosign', cosignController);

import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import type { SynopticTemplateResponse, SynopticTemplatesResponse, SynopticTemplateStateRequest } from '@pathdesk/contracts';
import { synopticTemplateIdParamSchema, synopticTemplateStateSchema, synopticVersionParamSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { SYNOPTIC_ADMINS, SYNOPTIC_READERS } from '../synoptic-access.js';
import { SynopticTemplatesService } from '../templates.service.js';

const templateId = new ZodValidationPipe(synopticTemplateIdParamSchema);
const version = new ZodValidationPipe(synopticVersionParamSchema);
const state = new ZodValidationPipe(synopticTemplateStateSchema);

/** /api/synoptic/templates: the ICCR-based templates with each version's state; administrators retire a version. */
@Controller('synoptic/templates')
export class SynopticTemplatesController {
  constructor(@Inject(SynopticTemplatesService) private readonly templates: SynopticTemplatesService) {}

  @Get()
  @Roles(...SYNOPTIC_READERS)
  async list(): Promise<SynopticTemplatesResponse> {
    return { templates: await this.templates.list() };
  }

  /** `{ retired, reason }`: retire the version (refused on new cases from then on) or bring it back. */
  @Put(':templateId/versions/:version')
  @Roles(...SYNOPTIC_ADMINS)
  async setState(
    @CurrentActor() actor: Actor,
    @Param('templateId', templateId) id: string,
    @Param('version', version) v: number,
    @Body(state) body: SynopticTemplateStateRequest,
  ): Promise<SynopticTemplateResponse> {
    return { template: await this.templates.setState(actor, id, v, body) };
  }
}

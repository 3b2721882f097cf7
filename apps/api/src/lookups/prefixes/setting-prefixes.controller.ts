import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { idParamSchema, settingPrefixQuerySchema, settingPrefixSchema, updateSettingPrefixSchema } from '@pathdesk/contracts/schemas';
import type { SettingPrefixesResponse, SettingPrefixRequest, SettingPrefixResponse } from '@pathdesk/contracts';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { LOOKUP_READERS, SETTINGS_EDITORS } from '../lookup-access.js';
import { SettingPrefixesService, type SettingPrefixQuery } from './setting-prefixes.service.js';

const id = new ZodValidationPipe(idParamSchema);

/** Accession-number prefixes (spec §7: /api/setting). */
@Controller('setting')
@Roles(...LOOKUP_READERS)
export class SettingPrefixesController {
  constructor(private readonly prefixes: SettingPrefixesService) {}

  /** Query: kind, status. An array, as the spec has it. */
  @Get()
  list(@Query(new ZodValidationPipe(settingPrefixQuerySchema)) query: SettingPrefixQuery): Promise<SettingPrefixesResponse> {
    return this.prefixes.list(query);
  }

  @Post()
  @Roles(...SETTINGS_EDITORS)
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(settingPrefixSchema)) body: SettingPrefixRequest): Promise<SettingPrefixResponse> {
    return this.prefixes.create(actor, body);
  }

  @Put(':id')
  @Roles(...SETTINGS_EDITORS)
  update(
    @CurrentActor() actor: Actor,
    @Param('id', id) prefixId: number,
    @Body(new ZodValidationPipe(updateSettingPrefixSchema)) body: Partial<SettingPrefixRequest>,
  ): Promise<SettingPrefixResponse> {
    return this.prefixes.update(actor, prefixId, body);
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import type { LabSettings, LabSettingsResponse } from '@pathdesk/contracts';
import { labSettingsSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { LabSettingsService } from './lab-settings.service.js';

/** GET/PUT /api/lab-settings: `{ labSettings }`. Everyone who works on cases reads them; administrators change them. */
@Controller('lab-settings')
@Roles('admin', 'user', 'doctor')
export class LabSettingsController {
  constructor(private readonly settings: LabSettingsService) {}

  @Get()
  async get(): Promise<LabSettingsResponse> {
    return { labSettings: await this.settings.get() };
  }

  @Put()
  @Roles('admin')
  async update(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(labSettingsSchema)) body: Partial<LabSettings>): Promise<LabSettingsResponse> {
    return { labSettings: await this.settings.update(actor, body) };
  }
}

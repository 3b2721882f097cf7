import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import type { LabCalendarResponse, TurnaroundSettingsResponse, UpdateTurnaroundRequest } from '@pathdesk/contracts';
import { labCalendarQuerySchema, updateTurnaroundSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CalendarService } from './calendar.service.js';
import { TurnaroundService } from './turnaround.service.js';

/** Lab settings → turnaround: TAT targets and closures (administrators change them), and the year's days off. */
@Controller('lab-settings')
@Roles('admin', 'user', 'doctor')
export class TurnaroundController {
  constructor(
    private readonly turnaround: TurnaroundService,
    private readonly calendar: CalendarService,
  ) {}

  @Get('turnaround')
  async get(): Promise<TurnaroundSettingsResponse> {
    return { turnaround: await this.turnaround.get() };
  }

  @Put('turnaround')
  @Roles('admin')
  async update(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(updateTurnaroundSchema)) body: UpdateTurnaroundRequest): Promise<TurnaroundSettingsResponse> {
    return { turnaround: await this.turnaround.update(actor, body) };
  }

  @Get('calendar')
  async daysOff(@Query(new ZodValidationPipe(labCalendarQuerySchema)) query: { year: number }): Promise<LabCalendarResponse> {
    return { calendar: { year: query.year, daysOff: await this.calendar.daysOff(query.year) } };
  }
}

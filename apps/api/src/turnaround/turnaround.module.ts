import { Module } from '@nestjs/common';
import { CalendarService } from './calendar.service.js';
import { TurnaroundController } from './turnaround.controller.js';
import { TurnaroundService } from './turnaround.service.js';

/** Turnaround in working days: the calendar (holidays and closures) and the targets. */
@Module({ controllers: [TurnaroundController], providers: [CalendarService, TurnaroundService], exports: [TurnaroundService] })
export class TurnaroundModule {}

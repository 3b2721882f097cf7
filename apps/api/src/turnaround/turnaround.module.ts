import { Module, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { CalendarService } from './calendar.service.js';
import { tatMonthOnRelease } from './tat-month-release.js';
import { TurnaroundController } from './turnaround.controller.js';
import { TurnaroundService } from './turnaround.service.js';

/** Turnaround in working days: the calendar (holidays and closures), the targets, the TAT histogram of first releases (report.released). */
@Module({ controllers: [TurnaroundController], providers: [CalendarService, TurnaroundService], exports: [TurnaroundService, CalendarService] })
export class TurnaroundModule implements OnModuleInit {
  constructor(private readonly events: EventBus) {}

  onModuleInit(): void {
    this.events.subscribe('report.released', 'turnaround', tatMonthOnRelease);
  }
}

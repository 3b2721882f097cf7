import { Module, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { DispatchesController, INCLUDE_REPORTS_CONTROLLERS } from './dispatch.controller.js';
import { DispatchService } from './dispatch.service.js';
import { outboxOnRelease } from './sql/outbox-release.js';

/** Include-report lists and dispatches (README.md); each release enters the outbox (report.released). */
@Module({
  imports: [ReportsModule, PdfModule, LabSettingsModule, JobsModule],
  controllers: [...INCLUDE_REPORTS_CONTROLLERS, DispatchesController],
  providers: [DispatchService],
})
export class DispatchModule implements OnModuleInit {
  constructor(private readonly events: EventBus) {}

  onModuleInit(): void {
    this.events.subscribe('report.released', 'dispatch', outboxOnRelease);
  }
}

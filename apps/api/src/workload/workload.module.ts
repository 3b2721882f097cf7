import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { EventBus } from '../events/event-bus.js';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { PrimaryScreeners } from '../results/primary-screeners.js';
import { ResultsModule } from '../results/results.module.js';
import { screenedByRecord } from './primary-screener.js';
import { recordScreening } from './screening-record.js';
import { WorkloadController } from './workload.controller.js';
import { WorkloadService } from './workload.service.js';

/** Screener workload (issue 15.4): the days, the hours declared, the printable log; each complete result's screening (result.completed). */
@Module({ imports: [LabSettingsModule, PdfModule, ResultsModule], controllers: [WorkloadController], providers: [WorkloadService] })
export class WorkloadModule implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly audit: AuditService,
    private readonly primaryScreeners: PrimaryScreeners,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('result.completed', 'workload', recordScreening(this.audit));
    this.primaryScreeners.register(screenedByRecord);
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { EventBus } from '../events/event-bus.js';
import { ResultsModule } from '../results/results.module.js';
import { CriticalCallsController } from './critical-calls.controller.js';
import { CriticalCallsService } from './critical-calls.service.js';
import { CorrelationsController } from './correlations.controller.js';
import { CorrelationsService } from './correlations.service.js';
import { LookbacksController } from './lookbacks.controller.js';
import { LookbacksService } from './lookbacks.service.js';
import { safetyOnRelease } from './release-subscriber.js';

/** Patient safety (README.md): look-back, critical calls, correlation — set off by each release (report.released). */
@Module({
  imports: [ResultsModule],
  controllers: [LookbacksController, CriticalCallsController, CorrelationsController],
  providers: [LookbacksService, CriticalCallsService, CorrelationsService],
  exports: [CriticalCallsService],
})
export class SafetyModule implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('report.released', 'safety', safetyOnRelease(this.audit));
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { CalendarService } from '../turnaround/calendar.service.js';
import { TurnaroundModule } from '../turnaround/turnaround.module.js';
import { UsersModule } from '../users/users.module.js';
import { caseFactOnRelease } from './sql/case-fact-release.js';
import { refreshTatDays } from './sql/case-fact-tat.js';
import { MalignancyReviewController } from './malignancy-review.controller.js';
import { SynopticCompletenessController } from './synoptic-completeness.controller.js';
import { CancerRegistryController } from './cancer-registry.controller.js';
import { CancerRegistryService } from './cancer-registry.js';
import { SynopticCompletenessService } from './synoptic-completeness.service.js';
import { MalignancyReviewService } from './malignancy-review.service.js';
import { SUMMARIES_CONTROLLERS } from './summaries.controller.js';
import { SummariesService } from './summaries.service.js';
import { SummaryExportJobs } from './summary-export-jobs.js';

/** Summary reports of each kind over the cases' facts, with TAT in working days, and their Excel/CSV exports; the malignancy review of migrated surgical reports. */
@Module({
  imports: [TurnaroundModule, JobsModule, UsersModule, LabSettingsModule],
  controllers: [MalignancyReviewController, SynopticCompletenessController, CancerRegistryController, ...SUMMARIES_CONTROLLERS],
  providers: [SummariesService, SummaryExportJobs, MalignancyReviewService, SynopticCompletenessService, CancerRegistryService],
  exports: [SummariesService],
})
export class SummariesModule implements OnModuleInit {
  /** case_fact is the summaries': its stored TAT follows every change of the calendar, and it takes each release. */
  constructor(
    calendar: CalendarService,
    private readonly events: EventBus,
  ) {
    calendar.onRefill(refreshTatDays);
  }

  onModuleInit(): void {
    this.events.subscribe('report.released', 'summaries', caseFactOnRelease);
  }
}

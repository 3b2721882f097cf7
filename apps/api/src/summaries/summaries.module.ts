import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { TurnaroundModule } from '../turnaround/turnaround.module.js';
import { SUMMARIES_CONTROLLERS } from './summaries.controller.js';
import { SummariesService } from './summaries.service.js';
import { SummaryExportJobs } from './summary-export-jobs.js';

/** Summary reports of each kind, with TAT in working days, and their Excel/CSV exports. */
@Module({ imports: [TurnaroundModule, JobsModule], controllers: SUMMARIES_CONTROLLERS, providers: [SummariesService, SummaryExportJobs], exports: [SummariesService] })
export class SummariesModule {}

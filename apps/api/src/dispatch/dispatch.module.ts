import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { DispatchesController, INCLUDE_REPORTS_CONTROLLERS } from './dispatch.controller.js';
import { DispatchService } from './dispatch.service.js';

/** Include-report lists and dispatches (DESIGN.md §7 `dispatch`). */
@Module({
  imports: [ReportsModule, PdfModule, LabSettingsModule, JobsModule],
  controllers: [...INCLUDE_REPORTS_CONTROLLERS, DispatchesController],
  providers: [DispatchService],
})
export class DispatchModule {}

import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { ResultsModule } from '../results/results.module.js';
import { FrozenSectionsModule } from '../frozen-sections/frozen-sections.module.js';
import { ConsultationsModule } from '../consultations/consultations.module.js';
import { UsersModule } from '../users/users.module.js';
import { QcRandom } from './qc/qc-random.js';
import { QcService } from './qc/qc.service.js';
import { RescreensController } from './qc/rescreens.controller.js';
import { ReportPdfCache } from './report-pdf-cache.js';
import { REPORTS_CONTROLLERS } from './reports.controller.js';
import { ReportsService } from './reports.service.js';
import { SignOutService } from './sign-out.service.js';
import { AddendumService } from './addendum.service.js';

/** Sign-out, released report versions and their PDFs, amendments, addenda, gynecological quality control. */
@Module({
  imports: [LabSettingsModule, PdfModule, UsersModule, ResultsModule, FrozenSectionsModule, ConsultationsModule],
  // The rescreens' static path first: the gynecological reports' `:id` would take it.
  controllers: [RescreensController, ...REPORTS_CONTROLLERS],
  providers: [ReportsService, SignOutService, AddendumService, QcService, QcRandom, { provide: ReportPdfCache, useFactory: () => new ReportPdfCache() }],
  exports: [ReportsService, QcService, SignOutService],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { WorkloadController } from './workload.controller.js';
import { WorkloadService } from './workload.service.js';

/** Screener workload (issue 15.4): the days, the hours declared, the printable log. Screenings are counted by screening-record.ts at result completion and release. */
@Module({ imports: [LabSettingsModule, PdfModule], controllers: [WorkloadController], providers: [WorkloadService] })
export class WorkloadModule {}

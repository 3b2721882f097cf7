import { Module } from '@nestjs/common';
import { LabSettingsController } from './lab-settings.controller.js';
import { LabSettingsService } from './lab-settings.service.js';

/** The lab's own settings: report head, who may release NILM Paps, the QC rescreen rate. */
@Module({ controllers: [LabSettingsController], providers: [LabSettingsService], exports: [LabSettingsService] })
export class LabSettingsModule {}

import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { PatientsController } from './patients.controller.js';
import { PatientsService } from './patients.service.js';

/** Patients: identity across cases and the prior history shown before sign-out (README.md). */
@Module({ imports: [LabSettingsModule, PdfModule], controllers: [PatientsController], providers: [PatientsService] })
export class PatientsModule {}

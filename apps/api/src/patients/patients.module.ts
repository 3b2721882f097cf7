import { Module } from '@nestjs/common';
import { PatientsController } from './patients.controller.js';
import { PatientsService } from './patients.service.js';

/** Patients: identity across cases and the prior history shown before sign-out (README.md). */
@Module({ controllers: [PatientsController], providers: [PatientsService] })
export class PatientsModule {}

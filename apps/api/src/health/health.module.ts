import { Module } from '@nestjs/common';
import { PdfModule } from '../pdf/pdf.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { ShutdownState } from './shutdown-state.js';

@Module({ imports: [PdfModule], controllers: [HealthController], providers: [HealthService, ShutdownState], exports: [ShutdownState] })
export class HealthModule {}

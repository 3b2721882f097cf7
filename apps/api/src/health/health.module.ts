import { Module } from '@nestjs/common';
import { PdfModule } from '../pdf/pdf.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ imports: [PdfModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}

import { Module } from '@nestjs/common';
import { TurnaroundModule } from '../turnaround/turnaround.module.js';
import { DashboardController, ReportIndexController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The dashboard's panels per role, and the report index's counts. */
@Module({ imports: [TurnaroundModule], controllers: [DashboardController, ReportIndexController], providers: [DashboardService] })
export class DashboardModule {}

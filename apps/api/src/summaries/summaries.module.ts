import { Module } from '@nestjs/common';
import { TurnaroundModule } from '../turnaround/turnaround.module.js';
import { SUMMARIES_CONTROLLERS } from './summaries.controller.js';
import { SummariesService } from './summaries.service.js';

/** Summary reports of each kind, with TAT in working days, and their Excel/CSV exports. */
@Module({ imports: [TurnaroundModule], controllers: SUMMARIES_CONTROLLERS, providers: [SummariesService], exports: [SummariesService] })
export class SummariesModule {}

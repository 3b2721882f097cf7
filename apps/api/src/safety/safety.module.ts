import { Module } from '@nestjs/common';
import { LookbacksController } from './lookbacks.controller.js';
import { LookbacksService } from './lookbacks.service.js';

/** Patient safety (DESIGN.md §7): look-back, correlation, workload, critical calls. */
@Module({ controllers: [LookbacksController], providers: [LookbacksService], exports: [LookbacksService] })
export class SafetyModule {}

import { Module } from '@nestjs/common';
import { CriticalCallsController } from './critical-calls.controller.js';
import { CriticalCallsService } from './critical-calls.service.js';
import { CorrelationsController } from './correlations.controller.js';
import { CorrelationsService } from './correlations.service.js';
import { LookbacksController } from './lookbacks.controller.js';
import { LookbacksService } from './lookbacks.service.js';

/** Patient safety (DESIGN.md §7): look-back, critical calls (correlation and workload to come). */
@Module({ controllers: [LookbacksController, CriticalCallsController, CorrelationsController], providers: [LookbacksService, CriticalCallsService, CorrelationsService] })
export class SafetyModule {}

import { Module } from '@nestjs/common';
import { BenchModule } from '../bench/bench.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { SafetyModule } from '../safety/safety.module.js';
import { PortalController } from './portal.controller.js';
import { PortalLoansService } from './portal-loans.service.js';
import { PortalService } from './portal.service.js';

/** The client hospitals' portal (issue 28): their inbox and receipts, their critical results acknowledged online, the loans they ask for. */
@Module({ imports: [BenchModule, SafetyModule, ReportsModule], controllers: [PortalController], providers: [PortalService, PortalLoansService] })
export class PortalModule {}

import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module.js';
import { ResultsModule } from '../results/results.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { BenchModule } from '../bench/bench.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { InitialLookups } from './initial-lookups.js';
import { InitialAccounts } from './initial-accounts.js';
import { DemoCases } from './demo-cases.js';
import { DemoLab } from './demo-lab.js';

/**
 * What an empty database gets at start (composition: it may use every domain): the lookups'
 * essentials and the first accounts everywhere; outside production the demo cases, and in demo
 * mode the demo lab's results, reports, bench work and invoices. Each awaits what it builds on.
 */
@Module({
  imports: [CasesModule, ResultsModule, ReportsModule, BenchModule, BillingModule],
  providers: [InitialLookups, InitialAccounts, DemoCases, DemoLab],
})
export class SeedModule {}

import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module.js';
import { ResultsModule } from '../results/results.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { BenchModule } from '../bench/bench.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { DemoLab } from './demo-lab.js';

/** The demo lab's results, reports and bench work (demo-lab.ts); CasesModule first, its demo cases start-up seeding them. */
@Module({ imports: [CasesModule, ResultsModule, ReportsModule, BenchModule, BillingModule], providers: [DemoLab] })
export class DemoLabModule {}

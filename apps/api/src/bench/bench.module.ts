import { Module, type OnModuleInit } from '@nestjs/common';
import { LookupsModule } from '../lookups/lookups.module.js';
import { LookupUsage } from '../lookups/lookup-usage.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { AdditionalsService } from './additionals.service.js';
import { BiomarkersService } from './biomarkers.service.js';
import { BlocksService } from './blocks.service.js';
import { AdditionalWorklistController, BarcodesController, DayLabelsController, ParaffinListController } from './http/bench-lists.controller.js';
import { CASE_BENCH_CONTROLLERS } from './http/case-bench.controller.js';
import { TestsController } from './http/tests.controller.js';
import { LabelsService } from './labels.service.js';
import { ParaffinsService } from './paraffins.service.js';
import { BENCH_LOOKUP_USAGE } from './sql/bench-lookup-usage.js';
import { TestsService } from './tests.service.js';

/** The bench: blocks and slides, the test catalogue, additional-test orders, paraffin requests, labels. */
@Module({
  imports: [PdfModule, LookupsModule],
  controllers: [...CASE_BENCH_CONTROLLERS, AdditionalWorklistController, ParaffinListController, DayLabelsController, BarcodesController, TestsController],
  providers: [BlocksService, AdditionalsService, ParaffinsService, TestsService, LabelsService, BiomarkersService],
  // The demo lab (seed/demo-lab.ts) records its bench work through them.
  exports: [BlocksService, AdditionalsService, ParaffinsService],
})
export class BenchModule implements OnModuleInit {
  constructor(private readonly usage: LookupUsage) {}

  onModuleInit(): void {
    for (const check of BENCH_LOOKUP_USAGE) this.usage.register(check);
  }
}

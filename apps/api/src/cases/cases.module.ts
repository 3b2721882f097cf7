import { Module, type OnModuleInit } from '@nestjs/common';
import { LookupsModule } from '../lookups/lookups.module.js';
import { LookupUsage } from '../lookups/lookup-usage.js';
import { CaseClock } from './domain/case-clock.js';
import { CASE_LOOKUP_USAGE } from './sql/case-lookup-usage.js';
import { CASES_CONTROLLERS } from './http/cases.controller.js';
import { CasesService } from './cases.service.js';

/** Surgical, cytological and gynecological cases: registration, worklists, edits, cancellation. */
@Module({
  imports: [LookupsModule],
  controllers: CASES_CONTROLLERS,
  providers: [CasesService, CaseClock],
  exports: [CasesService, CaseClock],
})
export class CasesModule implements OnModuleInit {
  constructor(private readonly usage: LookupUsage) {}

  onModuleInit(): void {
    for (const check of CASE_LOOKUP_USAGE) this.usage.register(check);
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LookupsModule } from '../lookups/lookups.module.js';
import { LookupUsage } from '../lookups/lookup-usage.js';
import { CaseClock } from './domain/case-clock.js';
import { CASE_LOOKUP_USAGE } from './sql/case-lookup-usage.js';
import { CASES_CONTROLLERS } from './http/cases.controller.js';
import { CasesService } from './cases.service.js';
import { DemoCases } from '../seed/demo-cases.js';

/** Surgical, cytological and gynecological cases: registration, worklists, edits, cancellation. */
@Module({
  // AuthModule for InitialAccounts: the demo cases are registered by the demo 'user' account.
  imports: [LookupsModule, AuthModule],
  controllers: CASES_CONTROLLERS,
  providers: [CasesService, CaseClock, DemoCases],
  exports: [CasesService],
})
export class CasesModule implements OnModuleInit {
  constructor(private readonly usage: LookupUsage) {}

  onModuleInit(): void {
    for (const check of CASE_LOOKUP_USAGE) this.usage.register(check);
  }
}

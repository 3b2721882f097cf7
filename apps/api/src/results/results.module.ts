import { Module, type OnModuleInit } from '@nestjs/common';
import { LookupsModule } from '../lookups/lookups.module.js';
import { SynopticModule } from '../synoptic/synoptic.module.js';
import { ResultSynoptic } from './result-synoptic.js';
import { LookupUsage } from '../lookups/lookup-usage.js';
import { RESULT_COMMENT_USAGE, RESULT_LOOKUP_USAGE } from './result-lookup-usage.js';
import { PrimaryScreeners } from './primary-screeners.js';
import { RESULTS_CONTROLLERS } from './results.controller.js';
import { ResultsService } from './results.service.js';

/** Results of the three case kinds: drafts, completion, amendment drafts. */
@Module({
  imports: [LookupsModule, SynopticModule],
  controllers: RESULTS_CONTROLLERS,
  providers: [ResultsService, PrimaryScreeners, ResultSynoptic],
  exports: [ResultsService, PrimaryScreeners, ResultSynoptic],
})
export class ResultsModule implements OnModuleInit {
  constructor(private readonly usage: LookupUsage) {}

  onModuleInit(): void {
    for (const check of [...RESULT_LOOKUP_USAGE, RESULT_COMMENT_USAGE]) this.usage.register(check);
  }
}

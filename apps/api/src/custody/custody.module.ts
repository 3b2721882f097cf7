import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ArchiveService } from './archive.service.js';
import { CustodyLabelsService } from './custody-labels.service.js';
import { CustodySettingsService } from './custody-settings.service.js';
import { TimelineCache } from './domain/timeline-cache.js';
import { CASE_TIMELINE_CONTROLLERS } from './http/case-timeline.controller.js';
import { CustodyController } from './http/custody.controller.js';
import { RetentionService } from './retention.service.js';
import { ScansService } from './scans.service.js';
import { BenchTurnaroundService } from './turnaround.service.js';

/**
 * Custody (issue 31): scans at the bench's stations, the case's timeline, the archive, retention and
 * disposal, labels for the bench's devices. A consumer of the case's life: it reads cases, blocks,
 * slides and paraffin loans, and safety's open reviews; nothing below imports it.
 */
@Module({
  imports: [UsersModule],
  controllers: [CustodyController, ...CASE_TIMELINE_CONTROLLERS],
  providers: [
    ScansService,
    ArchiveService,
    RetentionService,
    CustodyLabelsService,
    CustodySettingsService,
    BenchTurnaroundService,
    { provide: TimelineCache, useFactory: () => new TimelineCache() },
  ],
})
export class CustodyModule {}

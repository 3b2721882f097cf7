import { Module } from '@nestjs/common';
import { JobsService } from './jobs.service.js';

/**
 * Background jobs (pg-boss on the app's database, schema "pgboss"). A domain imports this module,
 * registers its queues' handlers in onModuleInit and queues jobs with JobsService.send.
 */
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}

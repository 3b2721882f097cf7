import { Module } from '@nestjs/common';
import { JobRunsService } from './job-runs.service.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/**
 * Background jobs (pg-boss on the app's database, schema "pgboss"). A domain imports this module,
 * registers its queues' handlers in onModuleInit and queues jobs with JobsService.send — or, for a
 * job the web app follows (progress, file), registers with JobRunsService and starts it there.
 */
@Module({ controllers: [JobsController], providers: [JobsService, JobRunsService], exports: [JobsService, JobRunsService] })
export class JobsModule {}

import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { JobRunResponse } from '@pathdesk/contracts';
import { jobIdParamSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { JobRunsService } from './job-runs.service.js';

const jobId = new ZodValidationPipe(jobIdParamSchema);

/**
 * GET /api/jobs/{jobId}: the progress of a job the page follows (a merged dispatch PDF, a summary
 * export), whichever replica runs it; …/file: the file it made, to the account that started the job
 * or an administrator (issue 24.13). The lab's work: admins and lab staff.
 */
@Controller('jobs')
@Roles('admin', 'user')
export class JobsController {
  constructor(private readonly runs: JobRunsService) {}

  @Get(':jobId')
  async get(@Param('jobId', jobId) id: string): Promise<JobRunResponse> {
    return { job: await this.runs.get(id) };
  }

  @Get(':jobId/file')
  async file(@CurrentActor() actor: Actor, @Param('jobId', jobId) id: string, @Res() res: Response): Promise<void> {
    const { bytes, filename, contentType } = await this.runs.file(actor, id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.send(bytes);
  }
}

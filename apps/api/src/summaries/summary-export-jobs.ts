import { Injectable } from '@nestjs/common';
import { MAX_EXPORT_ROWS, type CaseKind, type JobRunDto, type SummaryExportFormat, type SummaryParams } from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import { JobRunsService, type JobRunContext } from '../jobs/job-runs.service.js';
import { exportFilename, summaryCsv, summaryXlsx } from './summary-export.js';
import { SummariesService } from './summaries.service.js';

const SUMMARY_EXPORT_CONTENT_TYPES: Record<SummaryExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export type SummaryExportQuery = SummaryParams & { format: SummaryExportFormat };
type SummaryExportJob = SummaryExportQuery & { kind: CaseKind };

/**
 * A summary export (the figures and up to MAX_EXPORT_ROWS cases, as Excel or CSV) — answered at once
 * by GET …/summary/export, or made by a background job (POST …/summary/export/jobs) whose file the
 * page downloads from GET /api/jobs/{jobId}/file when done. Three steps: figures, cases, the file.
 */
@Injectable()
export class SummaryExportJobs {
  constructor(
    private readonly summaries: SummariesService,
    private readonly runs: JobRunsService,
  ) {
    runs.register<SummaryExportJob>('summary-export', (run) => this.run(run));
  }

  async queue(actor: Actor, kind: CaseKind, query: SummaryExportQuery): Promise<JobRunDto> {
    return this.runs.start(actor, 'summary-export', { kind, ...query });
  }

  async build(kind: CaseKind, query: SummaryExportQuery, progress: (done: number) => Promise<void> = async () => undefined) {
    const { format, ...params } = query;
    const summary = await this.summaries.summary(kind, params);
    await progress(1);
    const { items } = await this.summaries.cases(kind, { ...params, sortField: 'receivedAt', sortOrder: 1, first: 0, rows: MAX_EXPORT_ROWS });
    await progress(2);
    const bytes = format === 'csv' ? summaryCsv(items) : await summaryXlsx(summary, items);
    return { bytes, filename: exportFilename(summary, format), contentType: SUMMARY_EXPORT_CONTENT_TYPES[format] };
  }

  private async run(run: JobRunContext<SummaryExportJob>): Promise<void> {
    const { kind, ...query } = run.params;
    await run.progress(0, 3);
    const file = await this.build(kind, query, (done) => run.progress(done, 3));
    await this.runs.complete(run.id, { file });
  }
}

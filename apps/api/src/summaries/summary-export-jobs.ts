import { Injectable } from '@nestjs/common';
import { MAX_EXPORT_ROWS, type CaseKind, type JobRunDto, type Language, type SummaryExportFormat, type SummaryParams } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { JobRunsService, type JobRunContext } from '../jobs/job-runs.service.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { UsersService } from '../users/users.service.js';
import { exportFilename, summaryCsv, summaryXlsx } from './summary-export.js';
import { SummariesService } from './summaries.service.js';

const SUMMARY_EXPORT_CONTENT_TYPES: Record<SummaryExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export type SummaryExportQuery = SummaryParams & { format: SummaryExportFormat };
/** A queued export: its language fixed when it was asked for (the asker's, else the lab's). */
type SummaryExportJob = SummaryExportQuery & { kind: CaseKind; language?: Language };

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
    private readonly users: UsersService,
    private readonly labSettings: LabSettingsService,
  ) {
    runs.register<SummaryExportJob>('summary-export', (run) => this.run(run));
  }

  async queue(actor: Actor, kind: CaseKind, query: SummaryExportQuery): Promise<JobRunDto> {
    return this.runs.start(actor, 'summary-export', { kind, ...query, language: await this.languageOf(actor) });
  }

  /** The export's language (issue 26.6): the user's own choice, else the lab's default — as the interface they read. */
  async languageOf(actor: Actor): Promise<Language> {
    const { language, labLanguage } = await this.users.language(actor);
    return language ?? labLanguage;
  }

  async build(kind: CaseKind, query: SummaryExportQuery, language: Language = 'en', progress: (done: number) => Promise<void> = async () => undefined) {
    const { format, ...params } = query;
    const summary = await this.summaries.summary(kind, params);
    await progress(1);
    const { items } = await this.summaries.cases(kind, { ...params, sortField: 'receivedAt', sortOrder: 1, first: 0, rows: MAX_EXPORT_ROWS });
    await progress(2);
    const display = await this.labSettings.dateDisplay();
    const bytes = format === 'csv' ? summaryCsv(items, display, language) : await summaryXlsx(summary, items, display, language);
    return { bytes, filename: exportFilename(summary, format), contentType: SUMMARY_EXPORT_CONTENT_TYPES[format] };
  }

  private async run(run: JobRunContext<SummaryExportJob>): Promise<void> {
    const { kind, language = 'en', ...query } = run.params;
    await run.progress(0, 3);
    const file = await this.build(kind, query, language, (done) => run.progress(done, 3));
    await this.runs.complete(run.id, { file });
  }
}

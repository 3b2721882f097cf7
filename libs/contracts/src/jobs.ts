import type { Envelope } from './envelopes.js';
import type { JobState } from './invoices.js';

/* ---------------------------------------------------------------------------------------------
 * Background jobs the web app follows (issue 17.2): a merged dispatch PDF, a summary export, a
 * month-end billing run (issue 25.6; its page reads it through the invoices' month-end routes). Each
 * is a pg-boss job that any API replica or worker may run, exactly once; the page polls its status.
 * ------------------------------------------------------------------------------------------- */

export const JOB_RUN_KINDS = ['dispatch-pdf', 'summary-export', 'billing-month-end'] as const;
export type JobRunKind = (typeof JOB_RUN_KINDS)[number];

/** GET /api/jobs/{jobId}: a job's progress, as the page's progress bar reads it. */
export interface JobRunDto {
  /** The job's id (a UUID, the pg-boss job's too). */
  id: string;
  kind: JobRunKind;
  state: JobState;
  /** Steps of the job (known once it has started; 0 before): PDFs to render, export stages. */
  total: number;
  /** Steps done so far. */
  done: number;
  /** Set when a try failed (state queued: it is retried; failed: it is not). */
  error: string | null;
  /** What the job made: the dispatch (dispatch-pdf), null until done. */
  dispatchId: number | null;
  /** A file to download at GET /api/jobs/{jobId}/file (summary-export, state done). */
  filename: string | null;
  /** Tries started so far (a retry after a failure or a dead worker adds one). */
  attempts: number;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** POST (202) and GET /api/jobs/{jobId}: `{ job: {...} }`. */
export type JobRunResponse = Envelope<'job', JobRunDto>;

export const JOB_API = {
  job: (jobId: string) => `/api/jobs/${jobId}`,
  file: (jobId: string) => `/api/jobs/${jobId}/file`,
  /** POST: the body of POST /api/reports/dispatches; answers 202 `{ job }` at once. */
  dispatchJobs: '/api/reports/dispatches/jobs',
  /** POST: the query of GET …/summary/export as a body; answers 202 `{ job }`. */
  summaryExportJobs: (plural: string) => `/api/${plural}/summary/export/jobs`,
} as const;

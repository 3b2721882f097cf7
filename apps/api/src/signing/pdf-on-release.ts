import { HttpException, Logger } from '@nestjs/common';
import type { Subscriber } from '../events/event-bus.js';
import type { JobHandler, JobsService } from '../jobs/jobs.service.js';

/** The pg-boss queue that makes, seals and keeps a released version's PDF. */
export const RELEASE_PDF_QUEUE = 'report-pdf-at-release';

/**
 * Subscriber of `report.released` (issue 32.5, 34.2): queues, in the release's transaction, the job
 * that makes the version's PDF — stamped, signed and kept with its SHA-256 chained to the version's
 * seal — so the PDF's hash is stored at release, not at whoever first downloads it, and no reader
 * waits for Chromium. A release that rolls back queues nothing.
 */
export function pdfOnRelease(jobs: JobsService): Subscriber<'report.released'> {
  return async (release, { em }) => {
    await jobs.sendInTransaction(em, RELEASE_PDF_QUEUE, { reportId: release.reportId });
  };
}

/**
 * The job: the version's issued PDF (`issuedPdf` makes and keeps it once; a PDF already kept — a
 * reader was first — is left as it is). Without the lab's certificate (production, not configured)
 * there is nothing to retry: the first download answers 503 as before, and the log says why.
 */
export function releasePdfHandler(issuedPdf: (reportId: number) => Promise<Uint8Array>): JobHandler<{ reportId: number }> {
  const logger = new Logger('ReleasePdf');
  return async ({ reportId }) => {
    try {
      await issuedPdf(reportId);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 503) {
        logger.warn(`Report version ${reportId}: its PDF was not made at release (${error.message})`);
        return 'failed';
      }
      throw error;
    }
  };
}

import { useEffect, useRef } from 'react';
import { ProgressBar } from 'primereact/progressbar';
import type { JobRunDto } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { useGetJobQuery } from '../../api/jobs-api';
import { useReportsT, type ReportsT } from '../../i18n';

const POLL_MS = 500;

const ended = (job: JobRunDto | undefined) => job?.state === 'done' || job?.state === 'failed';

/** What the bar says: waiting for a worker, the PDFs printed so far, a try that failed and waits for its retry. */
export function dispatchJobText(t: ReportsT, job: JobRunDto): string {
  if (job.state === 'queued') return job.error ? t('dispatch.job.retrying', { error: job.error }) : t('dispatch.job.waiting');
  if (job.state === 'running') return job.total ? t('dispatch.job.printing', { n: Math.min(job.done + 1, job.total), total: job.total }) : t('dispatch.job.starting');
  if (job.state === 'done') return t('dispatch.job.done');
  return t('dispatch.job.failed', { error: job.error ?? t('dispatch.job.failedUnknown') });
}

/**
 * A dispatch job's progress: its status polled (GET /api/jobs/{jobId}) until it ends, whichever
 * API replica or worker runs it; then `onEnd(job)`, once.
 */
export function DispatchJobProgress({ jobId, onEnd }: { jobId: string; onEnd: (job: JobRunDto) => void }) {
  const { t } = useReportsT();
  const { data: job, isError, error } = useGetJobQuery(jobId, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  const reported = useRef(false);
  useEffect(() => {
    if (!job || !ended(job) || reported.current) return;
    reported.current = true;
    onEnd(job);
  }, [job, onEnd]);
  const percent = job?.total ? Math.round((100 * job.done) / job.total) : 0;
  return (
    <div className="mb-3" aria-label={t('dispatch.job.progress')} role="group">
      <ProgressBar
        value={percent}
        mode={!job || job.state === 'queued' ? 'indeterminate' : 'determinate'}
        aria-label={t('dispatch.job.label')}
        aria-valuenow={percent}
        style={{ height: '0.75rem' }}
      />
      <p role="status" className="mt-2 mb-0 text-color-secondary">
        {isError ? t('dispatch.job.unreadable', { error: apiErrorMessage(error) }) : job ? dispatchJobText(t, job) : t('dispatch.job.queued')}
      </p>
    </div>
  );
}

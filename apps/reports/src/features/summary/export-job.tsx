import { useEffect, useRef } from 'react';
import type { JobRunDto } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { useGetJobQuery } from '../../api/jobs-api';
import { useReportsT } from '../../i18n';

const POLL_MS = 500;

/**
 * Follows a summary export job (GET /api/jobs/{jobId}, whichever API replica or worker runs it):
 * a status line while it runs, then `onEnd(job)`, once.
 */
export function ExportJob({ jobId, label, onEnd }: { jobId: string; label: string; onEnd: (job: JobRunDto) => void }) {
  const { t } = useReportsT();
  const { data: job, isError, error } = useGetJobQuery(jobId, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  const reported = useRef(false);
  useEffect(() => {
    if (!job || (job.state !== 'done' && job.state !== 'failed') || reported.current) return;
    reported.current = true;
    onEnd(job);
  }, [job, onEnd]);
  const step = job?.state === 'running' && job.total ? t('summary.job.step', { n: Math.min(job.done + 1, job.total), total: job.total }) : '';
  return (
    <p role="status" className="m-0 text-color-secondary">
      {isError ? t('summary.job.unreadable', { error: apiErrorMessage(error) }) : t('summary.job.preparing', { label, step })}
    </p>
  );
}

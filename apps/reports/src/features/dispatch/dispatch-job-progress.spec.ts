import type { JobRunDto } from '@pathdesk/contracts';
import { englishT } from '../../testing/english-t';
import { dispatchJobText as text } from './dispatch-job-progress';

const dispatchJobText = (j: JobRunDto) => text(englishT, j);

const job = (extra: Partial<JobRunDto>): JobRunDto => ({
  id: 'j',
  kind: 'dispatch-pdf',
  state: 'queued',
  total: 0,
  done: 0,
  error: null,
  dispatchId: null,
  filename: null,
  attempts: 0,
  createdBy: 'user',
  createdAt: '2026-11-24T04:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...extra,
});

describe('what the dispatch progress says', () => {
  it('follows the job from the queue to its end', () => {
    expect(dispatchJobText(job({}))).toBe('Waiting for a worker…');
    expect(dispatchJobText(job({ state: 'running' }))).toBe('Starting…');
    expect(dispatchJobText(job({ state: 'running', done: 2, total: 9 }))).toBe('Printing PDF 3 of 9…');
    expect(dispatchJobText(job({ state: 'running', done: 9, total: 9 }))).toBe('Printing PDF 9 of 9…');
    expect(dispatchJobText(job({ state: 'done', done: 9, total: 9 }))).toBe('Dispatched.');
  });

  it('says when a try failed and is retried, and why a job failed', () => {
    expect(dispatchJobText(job({ error: 'the database went away', attempts: 1 }))).toBe('A try failed (the database went away); trying again…');
    expect(dispatchJobText(job({ state: 'failed', error: 'Some reports were sent meanwhile' }))).toBe('Not dispatched: Some reports were sent meanwhile');
  });
});

import type { ReportsT } from '../../i18n';
import type { InvoiceKind, MonthEndJobDto } from '@pathdesk/contracts';

/**
 * Where the page remembers the month-end run it follows: the address (`?job=…`, so a reload or a
 * shared link shows it) and, per kind, the browser's storage (so coming back to the list shows it).
 */
export const JOB_PARAM = 'job';
const storageKey = (kind: InvoiceKind) => `pathdesk.invoices.monthEnd.${kind}`;
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function rememberedJob(kind: InvoiceKind, fromAddress: string | null, storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  const id = fromAddress ?? storage.getItem(storageKey(kind));
  return id && JOB_ID.test(id) ? id : null;
}

export function rememberJob(kind: InvoiceKind, jobId: string | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  if (jobId) storage.setItem(storageKey(kind), jobId);
  else storage.removeItem(storageKey(kind));
}

/** A run still moving: the page asks for its progress again. */
export const isRunning = (job: Pick<MonthEndJobDto, 'state'> | undefined): boolean => !!job && (job.state === 'queued' || job.state === 'running');

/**
 * What a run offers to download: its merged PDF and workbook (`ready`), nothing because it issued
 * no invoice (`none`), or not yet (`pending`: under way, failed, or its files still being made).
 */
export function runFiles(job: Pick<MonthEndJobDto, 'state' | 'filesReady' | 'invoiceIds'>): 'ready' | 'none' | 'pending' {
  if (job.filesReady) return 'ready';
  return job.state === 'done' && job.invoiceIds.length === 0 ? 'none' : 'pending';
}

/** The bar's value, 0–100: payers done of payers to do (0 before the run has counted them). */
export function progressPercent(job: Pick<MonthEndJobDto, 'state' | 'done' | 'total'>): number {
  if (job.state === 'done') return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

/** What the run is doing, in words, under the bar. */
export function progressText(t: ReportsT, job: Pick<MonthEndJobDto, 'state' | 'done' | 'total' | 'invoiceIds' | 'error'>): string {
  switch (job.state) {
    case 'queued':
      return t('monthEnd.queued');
    case 'running':
      return job.total > 0 ? t('monthEnd.running', { done: job.done, total: job.total }) : t('monthEnd.counting');
    case 'done':
      if (job.invoiceIds.length === 0) return t('monthEnd.doneNone');
      return job.invoiceIds.length === 1 ? t('monthEnd.doneOne', { n: job.invoiceIds.length }) : t('monthEnd.doneMany', { n: job.invoiceIds.length });
    case 'failed':
      return t('monthEnd.failedWith', { reason: job.error ?? t('monthEnd.noReason') });
  }
}

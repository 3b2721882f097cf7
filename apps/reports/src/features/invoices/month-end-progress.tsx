import { useEffect, useState } from 'react';
import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { INVOICE_API, type InvoiceKind } from '@pathdesk/contracts';
import { apiErrorMessage, useAppDispatch } from '@pathdesk/web-data';
import { useFormatMonth } from '@pathdesk/web-ui';
import { invoiceListsChanged, useGetMonthEndJobQuery } from './billing-api';
import { isRunning, progressPercent, progressText, runFiles } from './month-end-job';

const POLL_MS = 1000;

export interface MonthEndProgressProps {
  kind: InvoiceKind;
  jobId: string;
  onDismiss: () => void;
}

/**
 * A month-end run's progress, read from the job (so it survives a reload or a restart of the API),
 * then its merged PDF and Excel workbook (none when it issued nothing). Keeps its height from first
 * render to the end.
 */
export function MonthEndProgress({ kind, jobId, onDismiss }: MonthEndProgressProps) {
  const { t } = useReportsT();
  const formatMonth = useFormatMonth();
  const [poll, setPoll] = useState(POLL_MS);
  const { data: job, isError, error, refetch } = useGetMonthEndJobQuery({ kind, jobId }, { pollingInterval: poll, skipPollingIfUnfocused: false });
  const running = isRunning(job);
  const dispatch = useAppDispatch();
  const finished = job?.state === 'done';
  const files = job ? runFiles(job) : 'pending';
  // Nothing more will change once the run failed, or ended with its files (or with none to make).
  const settled = job?.state === 'failed' || (finished && files !== 'pending');

  useEffect(() => setPoll(settled ? 0 : POLL_MS), [settled]);

  // The run issued invoices: the lists and their sums are out of date once it ends.
  useEffect(() => {
    if (finished) dispatch(invoiceListsChanged(kind));
  }, [finished, kind, dispatch]);

  return (
    <section aria-label={t('monthEnd.title')} className="surface-ground border-round p-3 mb-3" style={{ minHeight: '7rem' }}>
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 className="text-lg font-semibold m-0">{job ? t('monthEnd.titleOf', { month: formatMonth(job.month) }) : t('monthEnd.title')}</h2>
        {running ? null : <Button type="button" icon="pi pi-times" text rounded aria-label={t('monthEnd.dismiss')} onClick={onDismiss} />}
      </div>
      {isError ? (
        <div role="alert" className="p-error">
          {t('monthEnd.unreadable', { reason: apiErrorMessage(error) })}{' '}
          <button type="button" className="p-link text-primary" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <ProgressBar
            value={job ? progressPercent(job) : 0}
            mode={job?.state === 'queued' ? 'indeterminate' : 'determinate'}
            aria-label={t('monthEnd.progress')}
            aria-valuenow={job ? progressPercent(job) : 0}
            style={{ height: '1rem' }}
            color={job?.state === 'failed' ? 'var(--red-500)' : undefined}
          />
          <p role="status" className="mt-2 mb-2">
            {job ? progressText(t, job) : t('monthEnd.reading')}
          </p>
          {finished && files === 'ready' ? (
            <div className="flex flex-wrap gap-2">
              <a className="p-button p-component p-button-outlined no-underline" href={INVOICE_API.monthEndPdf(kind, jobId)} target="_blank" rel="noopener">
                <span className="p-button-icon p-button-icon-left pi pi-file-pdf" aria-hidden />
                <span className="p-button-label">{t('monthEnd.pdf')}</span>
              </a>
              <a className="p-button p-component p-button-outlined no-underline" href={INVOICE_API.monthEndXlsx(kind, jobId)} download>
                <span className="p-button-icon p-button-icon-left pi pi-file-excel" aria-hidden />
                <span className="p-button-label">{t('monthEnd.xlsx')}</span>
              </a>
            </div>
          ) : null}
          {finished && files === 'pending' ? <p className="m-0 text-color-secondary">{t('monthEnd.preparing')}</p> : null}
        </>
      )}
    </section>
  );
}

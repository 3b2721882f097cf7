import { useCallback, useMemo, useState } from 'react';
import { useReportsT } from '../../i18n';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { JOB_API, type CaseKind, type JobRunDto, type SummaryExportFormat } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useGetSummaryQuery } from '../../api/reports-api';
import { useQueueSummaryExportJobMutation } from '../../api/jobs-api';
import { LoadError, PageCard, useApiFailure, useFormatDate } from '@pathdesk/web-ui';
import { pageText, SUMMARY_PAGES } from '../../report-pages';
import { SummaryCases } from './summary-cases';
import { SummaryCharts } from './summary-charts';
import { SummaryFilters, type SummaryFilterValues } from './summary-filters';
import { SummaryTables, SummaryTotals } from './summary-figures';
import { BenchTurnaround } from './bench-turnaround';
import { ExportJob } from './export-job';
import { MalignancyReviewNotice } from './malignancy-review-notice';
import { defaultFilters, exportFilename, summaryParams } from './summary-query';
import { useFileDownload } from './use-file-download';
import styles from './summary.module.css';

const EXPORTS: { format: SummaryExportFormat; label: string; icon: string }[] = [
  { format: 'xlsx', label: 'Excel', icon: 'pi pi-file-excel' },
  { format: 'csv', label: 'CSV', icon: 'pi pi-file' },
];

/**
 * /report/{kind}-summary-report: the cases received in a period (optionally of a hospital,
 * pathologist or screener) — counted in SQL by the API — drawn, tabled, listed and exported. An
 * export is a background job (any API replica or worker makes it); its file is downloaded when done.
 */
export default function SummaryPage({ kind }: { kind: CaseKind }) {
  const { t } = useReportsT();
  const formatDate = useFormatDate();
  const page = pageText(t, SUMMARY_PAGES[kind]);
  const [linked] = useSearchParams();
  const [filters, setFilters] = useState<SummaryFilterValues>(() => defaultFilters(new Date(), linked));
  const params = useMemo(() => summaryParams(kind, filters), [kind, filters]);
  const { data: summary, isFetching, isError, error, refetch } = useGetSummaryQuery({ kind, params });
  const { download } = useFileDownload();
  const [queueExport] = useQueueSummaryExportJobMutation();
  const [exporting, setExporting] = useState<{ format: SummaryExportFormat; label: string; jobId: string | null } | null>(null);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const startExport = async (format: SummaryExportFormat, label: string) => {
    setExporting({ format, label, jobId: null });
    const result = await queueExport({ kind, params, format });
    if ('error' in result) {
      setExporting(null);
      return failed(t('summary.exportFailed'), result.error);
    }
    setExporting({ format, label, jobId: result.data.id });
  };
  const exported = useCallback(
    async (job: JobRunDto, format: SummaryExportFormat) => {
      if (job.state === 'done') await download(JOB_API.file(job.id), job.filename ?? exportFilename(kind, params, format));
      else dispatch(notify({ severity: 'error', summary: t('summary.exportFailed'), detail: job.error ?? t('summary.exportJobFailed') }));
      setExporting(null);
    },
    [dispatch, download, kind, params, t],
  );

  return (
    <PageCard
      title={page.title}
      subtitle={
        params.from === params.to
          ? t('summary.receivedOn', { day: formatDate(params.from) })
          : t('summary.receivedFromTo', { from: formatDate(params.from), to: formatDate(params.to) })
      }
      actions={EXPORTS.map(({ format, label, icon }) => (
        <Button
          key={format}
          label={label}
          icon={icon}
          outlined
          loading={exporting?.format === format}
          disabled={exporting !== null && exporting.format !== format}
          onClick={() => void startExport(format, label)}
          aria-label={t('summary.download', { format: label })}
        />
      ))}
    >
      {exporting?.jobId ? <ExportJob jobId={exporting.jobId} label={exporting.label} onEnd={(job) => void exported(job, exporting.format)} /> : null}
      {kind === 'surgical' ? <MalignancyReviewNotice /> : null}
      <SummaryFilters kind={kind} value={filters} onChange={(changes) => setFilters((f) => ({ ...f, ...changes }))} />
      {isError ? <LoadError what={t('summary.what')} error={error} onRetry={refetch} /> : null}
      {summary ? (
        <div aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1 }}>
          <SummaryTotals summary={summary} />
          <SummaryCharts summary={summary} />
          <SummaryTables summary={summary} />
          <BenchTurnaround from={params.from} to={params.to} />
        </div>
      ) : isError ? null : (
        <div className={styles.placeholder} aria-busy>
          <Skeleton height="9rem" className="mb-3" />
          <Skeleton height="18rem" className="mb-3" />
          <Skeleton height="12rem" />
        </div>
      )}
      <SummaryCases kind={kind} params={params} />
    </PageCard>
  );
}

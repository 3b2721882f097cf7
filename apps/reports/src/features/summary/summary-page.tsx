import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { CaseKind, SummaryExportFormat } from '@pathdesk/contracts';
import { useGetSummaryQuery } from '@pathdesk/web-data';
import { LoadError, PageCard } from '@pathdesk/web-ui';
import { SUMMARY_PAGES } from '../../report-pages';
import { SummaryCases } from './summary-cases';
import { SummaryCharts } from './summary-charts';
import { SummaryFilters, type SummaryFilterValues } from './summary-filters';
import { SummaryTables, SummaryTotals } from './summary-figures';
import { defaultFilters, exportFilename, exportUrl, summaryParams } from './summary-query';
import { useFileDownload } from './use-file-download';
import styles from './summary.module.css';

const EXPORTS: { format: SummaryExportFormat; label: string; icon: string }[] = [
  { format: 'xlsx', label: 'Excel', icon: 'pi pi-file-excel' },
  { format: 'csv', label: 'CSV', icon: 'pi pi-file' },
];

/**
 * /report/{kind}-summary-report: the cases received in a period (optionally of a hospital,
 * pathologist or screener) — counted in SQL by the API — drawn, tabled, listed and exported.
 */
export default function SummaryPage({ kind }: { kind: CaseKind }) {
  const page = SUMMARY_PAGES[kind];
  const [linked] = useSearchParams();
  const [filters, setFilters] = useState<SummaryFilterValues>(() => defaultFilters(new Date(), linked));
  const params = useMemo(() => summaryParams(kind, filters), [kind, filters]);
  const { data: summary, isFetching, isError, error, refetch } = useGetSummaryQuery({ kind, params });
  const { download, downloading } = useFileDownload();

  return (
    <PageCard
      title={page.title}
      subtitle={`Cases received ${params.from === params.to ? `on ${params.from}` : `from ${params.from} to ${params.to}`}`}
      actions={EXPORTS.map(({ format, label, icon }) => (
        <Button
          key={format}
          label={label}
          icon={icon}
          outlined
          loading={downloading === exportUrl(kind, params, format)}
          onClick={() => void download(exportUrl(kind, params, format), exportFilename(kind, params, format))}
          aria-label={`Download ${label}`}
        />
      ))}
    >
      <SummaryFilters kind={kind} value={filters} onChange={(changes) => setFilters((f) => ({ ...f, ...changes }))} />
      {isError ? <LoadError what="summary" error={error} onRetry={refetch} /> : null}
      {summary ? (
        <div aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1 }}>
          <SummaryTotals summary={summary} />
          <SummaryCharts summary={summary} />
          <SummaryTables summary={summary} />
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

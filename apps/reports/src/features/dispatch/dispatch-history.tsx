import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DISPATCH_API, type CaseKind, type DispatchSummaryDto } from '@pathdesk/contracts';
import { useListDispatchesQuery } from '../../api/reports-api';
import { usePdfDownload } from '@pathdesk/web-reports';
import { DateText, LoadError, StatusTag, DataTable } from '@pathdesk/web-ui';
import { dispatchPdfFilename } from './dispatch-selection';

const ROWS = 10;

/** Past dispatches of a kind (of the picked hospital, if any), newest first; Reprint downloads the PDF as it was sent. */
export function DispatchHistory({ kind, hospitalId }: { kind: CaseKind; hospitalId: number | null }) {
  const { t } = useReportsT();
  const [first, setFirst] = useState(0);
  const { data, isFetching, isError, error, refetch } = useListDispatchesQuery({ kind, first, rows: ROWS, ...(hospitalId ? { hospitalId } : {}) });
  const { download, downloading } = usePdfDownload();
  return (
    <section aria-labelledby={`dispatches-${kind}-title`} className="mt-4">
      <h3 id={`dispatches-${kind}-title`} className="text-lg font-semibold mt-0 mb-2">
        {t('dispatch.past')}
      </h3>
      {isError ? <LoadError what={t('dispatch.pastWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data?.items ?? []}
        dataKey="id"
        lazy
        paginator
        first={first}
        rows={ROWS}
        totalRecords={data?.total ?? 0}
        onPage={(e) => setFirst(e.first)}
        loading={isFetching}
        emptyMessage={t('dispatch.pastEmpty')}
        aria-label={t('dispatch.past')}
        size="small"
        stripedRows
      >
        <Column field="number" header={t('dispatch.dispatch')} />
        <Column header={t('dispatch.sent')} body={(d: DispatchSummaryDto) => <DateText value={d.createdAt} withTime />} />
        <Column field="hospitalName" header={t('columns.hospital')} />
        <Column header={t('dispatch.reports')} body={(d: DispatchSummaryDto) => `${d.reportCount}${d.amendedCount ? t('dispatch.amendedCount', { n: d.amendedCount }) : ''}`} />
        <Column field="createdBy" header={t('dispatch.by')} />
        {/* Issue 28.3: what the hospital has acknowledged receiving in its portal. */}
        <Column
          header={t('dispatch.received')}
          body={(d: DispatchSummaryDto) => (
            <StatusTag
              value={
                d.receivedCount === d.reportCount
                  ? t('dispatch.receivedAll')
                  : d.receivedCount
                    ? t('dispatch.receivedSome', { n: d.receivedCount, total: d.reportCount })
                    : t('dispatch.receivedNone')
              }
              severity={d.receivedCount === d.reportCount ? 'success' : d.receivedCount ? 'warning' : 'secondary'}
            />
          )}
        />
        <Column
          header="PDF"
          body={(d: DispatchSummaryDto) => (
            <Button
              label={t('dispatch.reprint')}
              icon="pi pi-print"
              text
              size="small"
              disabled={downloading}
              aria-label={t('dispatch.reprintOf', { number: d.number })}
              onClick={() => void download(DISPATCH_API.dispatchPdf(d.id), dispatchPdfFilename(d))}
            />
          )}
        />
      </DataTable>
    </section>
  );
}

import { useState } from 'react';
import { useReportsT, type ReportsT } from '../../i18n';
import { type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { DEFAULT_PAGE_SIZE, type RescreenDto } from '@pathdesk/contracts';
import { DateText, LoadError, ROWS_PER_PAGE_OPTIONS, StatusTag, tableRoom, DataTable } from '@pathdesk/web-ui';
import { outcomeOf, reasonLabel } from './rescreen-labels';
import { useListRescreensQuery } from './rescreens-api';

/** One page of the rescreens, pending (the queue, oldest first) or reviewed (newest first). */
function usePagedRescreens(pending: boolean) {
  const [page, setPage] = useState({ first: 0, rows: DEFAULT_PAGE_SIZE });
  const result = useListRescreensQuery({ pending, ...page });
  const tableProps = {
    lazy: true as const,
    paginator: true,
    first: page.first,
    rows: page.rows,
    rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
    totalRecords: result.data?.total ?? 0,
    value: result.data?.items ?? [],
    loading: result.isFetching,
    onPage: (e: DataTablePageEvent) => setPage({ first: e.first, rows: e.rows }),
    dataKey: 'id',
    stripedRows: true,
    size: 'small' as const,
    pt: { root: tableRoom(page.rows) },
  };
  return { ...result, tableProps };
}

const when = (instant: string | null) =>
  instant ? (
    <span className="white-space-nowrap">
      <DateText value={instant} withTime />
    </span>
  ) : null;

const commonColumns = (t: ReportsT) => [
  <Column key="accessionNo" field="accessionNo" header={t('columns.accessionNo')} className="font-semibold white-space-nowrap" />,
  <Column key="patientName" field="patientName" header={t('columns.patient')} />,
  <Column key="originalInterpretation" field="originalInterpretation" header={t('columns.interpretation')} />,
  <Column
    key="reason"
    field="reason"
    header={t('review.why')}
    body={(r: RescreenDto) => <StatusTag value={reasonLabel(t, r.reason).label} severity={reasonLabel(t, r.reason).severity} />}
  />,
];

/** The queue: held Paps waiting for someone other than the person who asked for the sign-out. */
export function PendingRescreens({ onReview }: { onReview: (rescreen: RescreenDto) => void }) {
  const { t } = useReportsT();
  const { tableProps, isError, error, refetch } = usePagedRescreens(true);
  return (
    <>
      {isError ? <LoadError what={t('review.queueWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable {...tableProps} emptyMessage={t('review.queueEmpty')} aria-label={t('review.waiting')}>
        {commonColumns(t)}
        <Column field="requestedBy" header={t('review.askedBy')} />
        <Column field="requestedAt" header={t('review.asked')} body={(r: RescreenDto) => when(r.requestedAt)} />
        <Column
          header={t('review.review')}
          body={(r: RescreenDto) => (
            <Button
              type="button"
              label={t('review.review')}
              icon="pi pi-eye"
              size="small"
              aria-label={t('review.reviewOf', { accessionNo: r.accessionNo })}
              onClick={() => onReview(r)}
            />
          )}
        />
      </DataTable>
    </>
  );
}

/** The reviews done: agreed (released) or disagreed (corrected). */
export function ReviewedRescreens() {
  const { t } = useReportsT();
  const { tableProps, isError, error, refetch } = usePagedRescreens(false);
  return (
    <>
      {isError ? <LoadError what={t('review.reviewedWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable {...tableProps} emptyMessage={t('review.reviewedEmpty')} aria-label={t('review.reviewedLabel')}>
        {commonColumns(t)}
        <Column header={t('review.outcome')} body={(r: RescreenDto) => <StatusTag {...outcomeOf(t, r)} />} />
        <Column field="reviewer" header={t('review.reviewer')} />
        <Column field="reviewedAt" header={t('review.reviewed')} body={(r: RescreenDto) => when(r.reviewedAt)} />
        <Column field="note" header={t('review.note')} />
      </DataTable>
    </>
  );
}

import { useState } from 'react';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { DEFAULT_PAGE_SIZE, type RescreenDto } from '@pathdesk/contracts';
import { ThaiDateTime } from '@pathdesk/web-reports';
import { LoadError, ROWS_PER_PAGE_OPTIONS, StatusTag } from '@pathdesk/web-ui';
import { outcomeOf, REASON_LABELS } from './rescreen-labels';
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
  };
  return { ...result, tableProps };
}

const when = (instant: string | null) =>
  instant ? (
    <span className="white-space-nowrap">
      <ThaiDateTime value={instant} />
    </span>
  ) : null;

const commonColumns = [
  <Column key="accessionNo" field="accessionNo" header="Accession no." className="font-semibold white-space-nowrap" />,
  <Column key="patientName" field="patientName" header="Patient" />,
  <Column key="originalInterpretation" field="originalInterpretation" header="Interpretation" />,
  <Column
    key="reason"
    field="reason"
    header="Why"
    body={(r: RescreenDto) => <StatusTag value={REASON_LABELS[r.reason].label} severity={REASON_LABELS[r.reason].severity} />}
  />,
];

/** The queue: held Paps waiting for someone other than the person who asked for the sign-out. */
export function PendingRescreens({ onReview }: { onReview: (rescreen: RescreenDto) => void }) {
  const { tableProps, isError, error, refetch } = usePagedRescreens(true);
  return (
    <>
      {isError ? <LoadError what="rescreen queue" error={error} onRetry={refetch} /> : null}
      <DataTable {...tableProps} emptyMessage="No Pap is waiting for a rescreen." aria-label="Waiting for rescreen">
        {commonColumns}
        <Column field="requestedBy" header="Sign-out asked by" />
        <Column field="requestedAt" header="Asked" body={(r: RescreenDto) => when(r.requestedAt)} />
        <Column
          header="Review"
          body={(r: RescreenDto) => <Button type="button" label="Review" icon="pi pi-eye" size="small" aria-label={`Review ${r.accessionNo}`} onClick={() => onReview(r)} />}
        />
      </DataTable>
    </>
  );
}

/** The reviews done: agreed (released) or disagreed (corrected). */
export function ReviewedRescreens() {
  const { tableProps, isError, error, refetch } = usePagedRescreens(false);
  return (
    <>
      {isError ? <LoadError what="reviewed rescreens" error={error} onRetry={refetch} /> : null}
      <DataTable {...tableProps} emptyMessage="No rescreen has been reviewed yet." aria-label="Reviewed rescreens">
        {commonColumns}
        <Column header="Outcome" body={(r: RescreenDto) => <StatusTag {...outcomeOf(r)} />} />
        <Column field="reviewer" header="Reviewer" />
        <Column field="reviewedAt" header="Reviewed" body={(r: RescreenDto) => when(r.reviewedAt)} />
        <Column field="note" header="Note" />
      </DataTable>
    </>
  );
}

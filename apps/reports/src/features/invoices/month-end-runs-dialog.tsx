import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { INVOICE_API, type InvoiceKind, type MonthEndJobDto } from '@pathdesk/contracts';
import { useListMonthEndRunsQuery } from './billing-api';
import { DateText, LoadError, StatusTag, useFormatDate, useFormatMonth, type TagSeverity, DataTable } from '@pathdesk/web-ui';
import { isRunning, runFiles } from './month-end-job';

const ROWS = 10;

const STATE_SEVERITY: Record<MonthEndJobDto['state'], TagSeverity> = { queued: 'secondary', running: 'info', done: 'success', failed: 'danger' };

export interface MonthEndRunsDialogProps {
  kind: InvoiceKind;
  kindTitle: string;
  onClose: () => void;
  /** Show a run's progress on the page. */
  onFollow: (jobId: string) => void;
}

/**
 * The kind's month-end runs, newest first, read from the API (so they are found again after a
 * reload, or by another clerk): when, which month, who, the state, how many invoices each issued,
 * and the merged PDF and workbook of those that have them — a run that issued nothing has none.
 */
export function MonthEndRunsDialog({ kind, kindTitle, onClose, onFollow }: MonthEndRunsDialogProps) {
  const { t } = useReportsT();
  const [first, setFirst] = useState(0);
  const { data, isFetching, isError, error, refetch } = useListMonthEndRunsQuery({ kind, params: { first, rows: ROWS } }, { refetchOnMountOrArgChange: true });
  const formatMonth = useFormatMonth();
  const formatDate = useFormatDate();

  const files = (run: MonthEndJobDto) => {
    const state = runFiles(run);
    if (state === 'none') return <span className="text-color-secondary">{t('monthEnd.noFiles')}</span>;
    if (state === 'pending') return <span className="text-color-secondary">—</span>;
    const month = formatMonth(run.month);
    return (
      <span className="flex flex-wrap gap-2">
        <a href={INVOICE_API.monthEndPdf(kind, run.id)} target="_blank" rel="noopener" className="white-space-nowrap" aria-label={t('monthEnd.pdfOf', { month })}>
          <span className="pi pi-file-pdf mr-1" aria-hidden />
          {t('monthEnd.pdf')}
        </a>
        <a href={INVOICE_API.monthEndXlsx(kind, run.id)} download className="white-space-nowrap" aria-label={t('monthEnd.xlsxOf', { month })}>
          <span className="pi pi-file-excel mr-1" aria-hidden />
          {t('monthEnd.xlsx')}
        </a>
      </span>
    );
  };

  return (
    <Dialog visible header={t('monthEnd.runsHeader', { what: kindTitle.toLowerCase() })} onHide={onClose} modal style={{ width: '60rem', maxWidth: '95vw' }}>
      {isError ? <LoadError what={t('monthEnd.runsWhat')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={data?.jobs ?? []}
        dataKey="id"
        lazy
        paginator={(data?.total ?? 0) > ROWS}
        rows={ROWS}
        first={first}
        totalRecords={data?.total ?? 0}
        onPage={(e) => setFirst(e.first)}
        loading={isFetching}
        size="small"
        stripedRows
        aria-label={t('monthEnd.runs')}
        emptyMessage={t('monthEnd.noRuns')}
      >
        <Column header={t('monthEnd.month')} body={(run: MonthEndJobDto) => <span className="white-space-nowrap">{formatMonth(run.month)}</span>} />
        <Column header={t('monthEnd.started')} body={(run: MonthEndJobDto) => <DateText value={run.createdAt} withTime />} />
        <Column field="createdBy" header={t('monthEnd.by')} />
        <Column header={t('invoice.statusLabel')} body={(run: MonthEndJobDto) => <StatusTag value={t(`monthEnd.states.${run.state}`)} severity={STATE_SEVERITY[run.state]} />} />
        <Column header={t('monthEnd.issued')} align="right" body={(run: MonthEndJobDto) => run.invoiceIds.length} />
        <Column header={t('monthEnd.files')} body={files} />
        <Column
          header={t('common.actions')}
          body={(run: MonthEndJobDto) => (
            <Button
              type="button"
              label={isRunning(run) ? t('monthEnd.followRun') : t('monthEnd.show')}
              icon="pi pi-eye"
              text
              size="small"
              aria-label={t('monthEnd.showOf', { month: formatMonth(run.month), started: formatDate(run.createdAt, { withTime: true }) })}
              onClick={() => onFollow(run.id)}
            />
          )}
        />
      </DataTable>
    </Dialog>
  );
}

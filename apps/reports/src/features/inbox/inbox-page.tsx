import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { type InboxReport } from '@pathdesk/contracts';
import { MERGED_PDF_MAX_REPORTS } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useReportPdf } from '@pathdesk/web-reports';
import { DateText, LoadError, PageCard, StatusTag, SwitchField, usePagedTable, useApiFailure, useFormatDate, DataTable } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { INBOX_PAGE, REPORT_LIST_PAGES, pageText } from '../../report-pages';
import { CriticalResultsPanel } from './critical-results-panel';
import { useAcknowledgeReceiptsMutation, useGetInboxQuery, useMergedReportsPdfMutation, useRecordPortalVisitMutation } from './inbox-api';

/**
 * /report/inbox (a client hospital's account, issue 28.3): its hospitals' released reports not yet
 * received — the new ones since the last visit and the amended ones marked — each acknowledged on
 * its own or all shown at once; the PDF of each. The visit is recorded once the list is shown.
 */
export default function InboxPage() {
  const { t } = useReportsT();
  const formatDate = useFormatDate();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { page, setPage, tableProps } = usePagedTable();
  const [showReceived, setShowReceived] = useState(false);
  const { data, isFetching, isError, error, refetch } = useGetInboxQuery({ ...page, received: showReceived });
  const [recordVisit] = useRecordPortalVisitMutation();
  const [acknowledge, { isLoading: acknowledging }] = useAcknowledgeReceiptsMutation();
  const { download, downloading } = useReportPdf();
  const [mergedPdf, { isLoading: merging }] = useMergedReportsPdfMutation();
  const [ticked, setTicked] = useState<InboxReport[]>([]);
  const visited = useRef(false);

  useEffect(() => {
    if (data && !visited.current) {
      visited.current = true;
      void recordVisit();
    }
  }, [data, recordVisit]);

  const unreceived = (data?.reports ?? []).filter((r) => !r.receivedAt);
  const receive = async (reports: InboxReport[]) => {
    const result = await acknowledge(reports.map((r) => r.id));
    if ('error' in result) return failed(t('inbox.receiveFailed'), result.error);
    dispatch(notify({ severity: 'success', summary: t('inbox.received'), detail: t('inbox.receivedCount', { n: reports.length }) }));
  };

  // The ticked reports, in the list's order, as one PDF (issue 28.3).
  const downloadTicked = async () => {
    const inListOrder = [...ticked].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || b.id - a.id);
    const result = await mergedPdf(inListOrder.map((r) => r.id));
    if ('error' in result) return failed(t('inbox.mergedFailed'), result.error);
    const link = document.createElement('a');
    link.href = result.data;
    link.download = t('inbox.mergedFilename', { n: ticked.length });
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(result.data), 10_000);
  };

  const actions = (
    <span className="flex flex-wrap gap-2">
      <Button
        type="button"
        icon="pi pi-file-pdf"
        outlined
        label={t('inbox.mergedPdf', { n: ticked.length })}
        title={ticked.length > MERGED_PDF_MAX_REPORTS ? t('inbox.mergedTooMany', { max: MERGED_PDF_MAX_REPORTS }) : undefined}
        disabled={!ticked.length || ticked.length > MERGED_PDF_MAX_REPORTS || merging}
        loading={merging}
        onClick={() => void downloadTicked()}
      />
      <Button type="button" icon="pi pi-check-square" label={t('inbox.receiveAll')} disabled={!unreceived.length || acknowledging} onClick={() => receive(unreceived)} />
    </span>
  );

  return (
    <PageCard
      title={pageText(t, INBOX_PAGE).title}
      subtitle={data?.since ? t('inbox.since', { at: formatDate(data.since, { withTime: true }) }) : t('inbox.subtitle')}
      actions={actions}
    >
      <CriticalResultsPanel />
      <SwitchField
        id="inbox-received"
        label={t('inbox.showReceived')}
        checked={showReceived}
        onChange={(v) => {
          setShowReceived(v);
          setPage((p) => ({ ...p, first: 0 }));
        }}
      />
      {isError ? <LoadError what={t('inbox.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...tableProps({ total: data?.total, loading: isFetching, label: t('inbox.table') })}
        value={data?.reports ?? []}
        dataKey="id"
        selectionMode="checkbox"
        selection={ticked}
        onSelectionChange={(e) => setTicked(e.value as InboxReport[])}
        emptyMessage={t('inbox.empty')}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} pt={{ headerCheckbox: { input: { 'aria-label': t('inbox.tickAll') } } }} />
        <Column
          header={t('columns.accessionNo')}
          className="font-semibold white-space-nowrap"
          body={(r: InboxReport) => <Link to={`/report/${REPORT_LIST_PAGES[r.kind].path}/${r.id}`}>{r.accessionNo}</Link>}
        />
        <Column
          header={t('inbox.state')}
          body={(r: InboxReport) => (
            <span className="flex gap-1">
              {r.isNew ? <StatusTag value={t('inbox.new')} severity="info" /> : null}
              {r.amended ? <StatusTag value={t('inbox.amended', { version: r.version })} severity="warning" /> : null}
            </span>
          )}
        />
        <Column field="patientName" header={t('columns.patient')} />
        <Column field="hospitalName" header={t('inbox.hospital')} />
        <Column header={t('inbox.released')} body={(r: InboxReport) => <DateText value={r.releasedAt} withTime />} />
        <Column
          header=""
          body={(r: InboxReport) => (
            <span className="flex gap-1 align-items-center">
              <Button
                type="button"
                icon="pi pi-file-pdf"
                rounded
                text
                aria-label={t('inbox.pdfOf', { accessionNo: r.accessionNo })}
                disabled={downloading}
                onClick={() => download(r)}
              />
              {r.receivedAt ? (
                <span>{t('inbox.receivedBy', { name: r.receivedBy ?? '' })}</span>
              ) : (
                <Button
                  type="button"
                  size="small"
                  label={t('inbox.receive')}
                  aria-label={t('inbox.receiveOf', { accessionNo: r.accessionNo })}
                  disabled={acknowledging}
                  onClick={() => receive([r])}
                />
              )}
            </span>
          )}
        />
      </DataTable>
    </PageCard>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { DISPATCH_API, MAX_DISPATCH_REPORTS, type CaseKind, type IncludeReportItem, type JobRunDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useListIncludeReportsQuery } from '../../api/reports-api';
import { dispatchesChanged, useLazyGetDispatchQuery, useQueueDispatchJobMutation } from '../../api/jobs-api';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { usePdfDownload } from '@pathdesk/web-reports';
import { countText, DateText, LoadError, StatusTag, useApiFailure, DataTable } from '@pathdesk/web-ui';
import { dispatchPdfFilename, dispatchQuestion, dispatchSelection } from './dispatch-selection';
import { DispatchHistory } from './dispatch-history';
import { DispatchJobProgress } from './dispatch-job-progress';
import { ReportMessages, useReportMessages } from './report-messages';

/**
 * A report page's "to send" part (lab staff): pick a hospital, its released reports not yet sent are
 * listed and all ticked; Dispatch (after a confirmation) queues the dispatch as a background job
 * (any API replica or worker prints it), shows its progress, and downloads the merged PDF when it is
 * done. Below, the hospital's past dispatches, each reprintable.
 */
export function IncludeReportsSection({ kind }: { kind: CaseKind }) {
  // The dashboard's "to dispatch" numbers may name the hospital: ?hospitalId=
  const { t } = useReportsT();
  const [linked] = useSearchParams();
  const [hospitalId, setHospitalId] = useState<number | null>(() => Number(linked.get('hospitalId')) || null);
  // …and ?tab=dispatch: this part of the page is what the user came for.
  const section = useRef<HTMLElement>(null);
  const focusHere = linked.get('tab') === 'dispatch';
  useEffect(() => {
    if (focusHere) section.current?.scrollIntoView?.({ block: 'start' });
  }, [focusHere]);
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const hospital = hospitals.find((h) => h.id === hospitalId) ?? null;
  const { data, isFetching, isError, error, refetch } = useListIncludeReportsQuery(
    { kind, query: { hospitalId: hospitalId ?? undefined, rows: MAX_DISPATCH_REPORTS } },
    { skip: hospitalId === null },
  );
  const rows = useMemo(() => data?.items ?? [], [data]);
  const [ticked, setTicked] = useState<IncludeReportItem[]>([]);
  // Every report waiting is ticked when the list arrives (the usual dispatch sends them all).
  useEffect(() => setTicked(rows), [rows]);
  const reportIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const messages = useReportMessages(reportIds);
  // The states ride on the rows: the table redraws a row when its data changes.
  const shown = useMemo(() => rows.map((row) => ({ ...row, messages: messages.get(row.id) })), [rows, messages]);

  const [queueDispatch, { isLoading: sending }] = useQueueDispatchJobMutation();
  const [getDispatch] = useLazyGetDispatchQuery();
  const [jobId, setJobId] = useState<string | null>(null);
  const { download, downloading } = usePdfDownload();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const { reportIds: chosen, resendCount } = dispatchSelection(rows, new Set(ticked.map((r) => r.id)));
  const send = async () => {
    if (!hospital) return;
    const result = await queueDispatch({ kind, hospitalId: hospital.id, reportIds: chosen });
    if ('error' in result) return failed(t('dispatch.failed'), result.error);
    setJobId(result.data.id);
  };
  const ended = useCallback(
    async (job: JobRunDto) => {
      setJobId(null);
      dispatch(dispatchesChanged());
      if (job.state !== 'done' || !job.dispatchId) {
        dispatch(notify({ severity: 'error', summary: t('dispatch.failed'), detail: job.error ?? t('dispatch.jobFailed') }));
        return;
      }
      const found = await getDispatch(job.dispatchId);
      if (found.error || !found.data) return failed(t('dispatch.readFailed'), found.error);
      const sent = found.data;
      const what = sent.reportCount === 1 ? t('dispatch.reportsOne', { n: sent.reportCount }) : t('dispatch.reportsMany', { n: sent.reportCount });
      dispatch(notify({ severity: 'success', summary: t('dispatch.done'), detail: t('dispatch.doneDetail', { number: sent.number, what, hospital: sent.hospitalName }) }));
      await download(DISPATCH_API.dispatchPdf(sent.id), dispatchPdfFilename(sent));
    },
    [dispatch, download, failed, getDispatch, t],
  );
  const confirm = () =>
    confirmDialog({
      header: t('dispatch.header'),
      icon: 'pi pi-send',
      message: dispatchQuestion(t, chosen.length, resendCount, hospital?.name ?? ''),
      acceptLabel: t('dispatch.dispatch'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: () => void send(),
    });

  return (
    <section ref={section} className="card" aria-labelledby={`include-${kind}-title`}>
      <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h2 id={`include-${kind}-title`} className="text-xl font-semibold m-0">
            {t('dispatch.title')}
          </h2>
          <p className="mt-1 mb-0 text-color-secondary">{t('dispatch.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2 align-items-center">
          <Dropdown
            value={hospitalId}
            options={hospitals}
            optionLabel="name"
            optionValue="id"
            onChange={(e) => setHospitalId((e.value as number | undefined) ?? null)}
            placeholder={t('dispatch.pickHospital')}
            filter
            filterBy="name,code,nameEn"
            aria-label={t('dispatch.hospital')}
            style={{ minWidth: '16rem' }}
          />
          <Button
            label={chosen.length ? t('dispatch.dispatchN', { n: chosen.length }) : t('dispatch.dispatch')}
            icon="pi pi-send"
            disabled={!hospital || chosen.length === 0 || isFetching}
            loading={sending || jobId !== null || downloading}
            onClick={confirm}
          />
        </div>
      </header>
      {jobId ? <DispatchJobProgress jobId={jobId} onEnd={(job) => void ended(job)} /> : null}
      {isError ? <LoadError what={t('dispatch.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        value={shown}
        dataKey="id"
        selectionMode="checkbox"
        selectionAriaLabel="accessionNo"
        selection={ticked}
        onSelectionChange={(e) => setTicked(e.value as IncludeReportItem[])}
        loading={isFetching}
        emptyMessage={hospital ? t('dispatch.nothing', { hospital: hospital.name }) : t('dispatch.pickFirst')}
        aria-label={t('dispatch.tableLabel')}
        size="small"
        stripedRows
        scrollable
        scrollHeight="24rem"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="accessionNo" header={t('columns.accessionNo')} />
        <Column
          header={t('columns.version')}
          body={(row: IncludeReportItem) => (
            <span className="flex gap-2 align-items-center">
              v{row.version}
              {row.resend ? <StatusTag severity="warning" value={t('dispatch.resend')} /> : null}
            </span>
          )}
        />
        <Column field="hn" header={t('columns.hn')} />
        <Column field="patientName" header={t('columns.patient')} />
        <Column header={t('columns.released')} body={(row: IncludeReportItem) => <DateText value={row.releasedAt} withTime />} />
        <Column field="signedBy" header={t('columns.signedBy')} />
        <Column header={t('dispatch.electronic')} body={(row: (typeof shown)[number]) => <ReportMessages messages={row.messages} />} />
      </DataTable>
      {data && data.total > rows.length ? (
        <p className="text-color-secondary mb-0">{t('dispatch.firstOf', { n: rows.length, total: countText(data.total, data.totalCapped) })}</p>
      ) : null}
      <DispatchHistory kind={kind} hospitalId={hospitalId} />
    </section>
  );
}

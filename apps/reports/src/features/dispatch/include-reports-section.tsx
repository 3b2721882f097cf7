import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { DISPATCH_API, MAX_DISPATCH_REPORTS, type CaseKind, type IncludeReportItem } from '@pathdesk/contracts';
import { notify, useAppDispatch, useCreateDispatchMutation, useGetHospitalOptionsQuery, useListIncludeReportsQuery } from '@pathdesk/web-data';
import { usePdfDownload } from '@pathdesk/web-reports';
import { DateText, LoadError, StatusTag, useApiFailure } from '@pathdesk/web-ui';
import { dispatchPdfFilename, dispatchQuestion, dispatchSelection } from './dispatch-selection';
import { DispatchHistory } from './dispatch-history';

/**
 * A report page's "to send" part (lab staff): pick a hospital, its released reports not yet sent are
 * listed and all ticked; Dispatch (after a confirmation) records the dispatch and downloads its
 * merged PDF. Below, the hospital's past dispatches, each reprintable.
 */
export function IncludeReportsSection({ kind }: { kind: CaseKind }) {
  // The dashboard's "to dispatch" numbers may name the hospital: ?hospitalId=
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

  const [createDispatch, { isLoading: sending }] = useCreateDispatchMutation();
  const { download, downloading } = usePdfDownload();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const { reportIds, resendCount } = dispatchSelection(rows, new Set(ticked.map((r) => r.id)));
  const send = async () => {
    if (!hospital) return;
    const result = await createDispatch({ kind, hospitalId: hospital.id, reportIds });
    if ('error' in result) return failed('The reports were not dispatched', result.error);
    const sent = result.data;
    dispatch(notify({ severity: 'success', summary: 'Dispatched', detail: `${sent.number}: ${sent.reportCount} report${sent.reportCount === 1 ? '' : 's'} to ${sent.hospitalName}` }));
    await download(DISPATCH_API.dispatchPdf(sent.id), dispatchPdfFilename(sent));
  };
  const confirm = () =>
    confirmDialog({
      header: 'Dispatch reports',
      icon: 'pi pi-send',
      message: dispatchQuestion(reportIds.length, resendCount, hospital?.name ?? ''),
      acceptLabel: 'Dispatch',
      rejectLabel: 'Cancel',
      defaultFocus: 'reject',
      accept: () => void send(),
    });

  return (
    <section ref={section} className="card" aria-labelledby={`include-${kind}-title`}>
      <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h2 id={`include-${kind}-title`} className="text-xl font-semibold m-0">
            To send
          </h2>
          <p className="mt-1 mb-0 text-color-secondary">Released reports not yet sent to their hospital, sent together as one PDF.</p>
        </div>
        <div className="flex flex-wrap gap-2 align-items-center">
          <Dropdown
            value={hospitalId}
            options={hospitals}
            optionLabel="name"
            optionValue="id"
            onChange={(e) => setHospitalId((e.value as number | undefined) ?? null)}
            placeholder="Pick a hospital"
            filter
            filterBy="name,code,nameEn"
            aria-label="Hospital to send to"
            style={{ minWidth: '16rem' }}
          />
          <Button
            label={reportIds.length ? `Dispatch ${reportIds.length}` : 'Dispatch'}
            icon="pi pi-send"
            disabled={!hospital || reportIds.length === 0 || isFetching}
            loading={sending || downloading}
            onClick={confirm}
          />
        </div>
      </header>
      {isError ? <LoadError what="reports to send" error={error} onRetry={refetch} /> : null}
      <DataTable
        value={rows}
        dataKey="id"
        selectionMode="checkbox"
        selectionAriaLabel="accessionNo"
        selection={ticked}
        onSelectionChange={(e) => setTicked(e.value as IncludeReportItem[])}
        loading={isFetching}
        emptyMessage={hospital ? `Nothing waits to be sent to ${hospital.name}.` : 'Pick a hospital to see its reports waiting to be sent.'}
        aria-label="Reports to send"
        size="small"
        stripedRows
        scrollable
        scrollHeight="24rem"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="accessionNo" header="Accession no." />
        <Column
          header="Version"
          body={(row: IncludeReportItem) => (
            <span className="flex gap-2 align-items-center">
              v{row.version}
              {row.resend ? <StatusTag severity="warning" value="amended — send again" /> : null}
            </span>
          )}
        />
        <Column field="hn" header="HN" />
        <Column field="patientName" header="Patient" />
        <Column header="Released" body={(row: IncludeReportItem) => <DateText value={row.releasedAt} withTime />} />
        <Column field="signedBy" header="Signed by" />
      </DataTable>
      {data && data.total > rows.length ? (
        <p className="text-color-secondary mb-0">
          The first {rows.length} of {data.total} are listed; dispatch them, and the rest follow.
        </p>
      ) : null}
      <DispatchHistory kind={kind} hospitalId={hospitalId} />
    </section>
  );
}

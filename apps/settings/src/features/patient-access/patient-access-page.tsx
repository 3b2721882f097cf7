import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { type DataTablePageEvent } from 'primereact/datatable';
import type { PatientAccessDto, PatientDto } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { DateText, DropdownField, LoadError, PageCard, ROWS_PER_PAGE_OPTIONS, StatusTag, tableRoom, TextField, DataTable } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { accessLogCsv } from './access-log-csv';
import { useGetPatientAccessLogQuery, useLazyFindPatientQuery, useLazyGetPatientAccessLogQuery } from './patient-access-api';

const ROWS = 25;
/** How many accesses one export asks the API for at a time (its page limit). */
const EXPORT_PAGE = 100;

function saveCsv(text: string, filename: string): void {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}

function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * /setting/patient-access (administrators, issue 28.6 — PDPA): find a patient by citizen ID or by
 * hospital and HN, and list every access to their cases and reports — who, which hospital (a client
 * hospital's account), what (view, print, export, change), when — exported as CSV.
 */
export default function PatientAccessPage() {
  const { t } = useSettingsT();
  const dispatch = useAppDispatch();
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const [query, setQuery] = useState({ citizenId: '', hospitalId: null as number | null, hn: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [patient, setPatient] = useState<PatientDto | null>(null);
  const [page, setPage] = useState({ first: 0, rows: ROWS });
  const [find, { isFetching: finding }] = useLazyFindPatientQuery();
  const [fetchPage] = useLazyGetPatientAccessLogQuery();
  const [exporting, setExporting] = useState(false);
  const [exportingAll, setExportingAll] = useState<'json' | 'pdf' | null>(null);
  const log = useGetPatientAccessLogQuery(patient ? { id: patient.id, ...page } : { id: 0, ...page }, { skip: !patient });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setPatient(null);
    const params: Record<string, string> = query.citizenId.trim()
      ? { citizenId: query.citizenId.trim() }
      : query.hospitalId && query.hn.trim()
        ? { hospitalId: String(query.hospitalId), hn: query.hn.trim() }
        : {};
    if (!Object.keys(params).length) return setMessage(t('patientAccess.needQuery'));
    const result = await find(params);
    if (result.error) return setMessage(apiErrorMessage(result.error));
    const found = result.data?.match?.patient ?? null;
    if (!found) return setMessage(t('patientAccess.notFound'));
    setMessage(null);
    setPage({ first: 0, rows: ROWS });
    setPatient(found);
  };

  const exportCsv = async () => {
    if (!patient) return;
    setExporting(true);
    try {
      const all: PatientAccessDto[] = [];
      for (let first = 0; ; first += EXPORT_PAGE) {
        const chunk = await fetchPage({ id: patient.id, first, rows: EXPORT_PAGE }).unwrap();
        all.push(...chunk.accesses);
        if (!chunk.accesses.length || all.length >= chunk.total) break;
      }
      saveCsv(accessLogCsv(all), `access-log-patient-${patient.id}.csv`);
    } catch (error) {
      dispatch(notify({ severity: 'error', summary: t('patientAccess.exportFailed'), detail: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]) }));
    } finally {
      setExporting(false);
    }
  };

  // Everything held on the patient (a PDPA data-subject request): the API's export, itself audited.
  const exportEverything = async (format: 'json' | 'pdf') => {
    if (!patient) return;
    setExportingAll(format);
    try {
      const response = await fetch(`/api/patients/${patient.id}/export?format=${format}`, { credentials: 'include' });
      if (!response.ok) {
        const data = await response.json().catch(() => null);
        throw { status: response.status, data };
      }
      saveBlob(await response.blob(), `patient-${patient.id}.${format}`);
    } catch (error) {
      dispatch(notify({ severity: 'error', summary: t('patientAccess.exportAllFailed'), detail: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]) }));
    } finally {
      setExportingAll(null);
    }
  };

  const d = patient?.details;
  return (
    <PageCard title={t('patientAccess.title')} subtitle={t('patientAccess.subtitle')}>
      <form onSubmit={search} className="grid align-items-end" aria-label={t('patientAccess.find')}>
        <div className="col-12 md:col-4">
          <TextField id="pa-citizen" label={t('patientAccess.citizenId')} value={query.citizenId} onChange={(v) => setQuery((q) => ({ ...q, citizenId: v }))} autoFocus />
        </div>
        <div className="col-12 md:col-4">
          <DropdownField
            id="pa-hospital"
            label={t('patientAccess.hospital')}
            value={query.hospitalId}
            options={hospitals.map((h) => ({ id: h.id, label: `${h.code} — ${h.name}` }))}
            optionLabel="label"
            optionValue="id"
            filter
            showClear
            onChange={(v) => setQuery((q) => ({ ...q, hospitalId: (v as number | null) ?? null }))}
          />
        </div>
        <div className="col-12 md:col-2">
          <TextField id="pa-hn" label="HN" value={query.hn} onChange={(v) => setQuery((q) => ({ ...q, hn: v }))} />
        </div>
        <div className="col-12 md:col-2 pb-4">
          <Button type="submit" icon="pi pi-search" label={t('patientAccess.find')} loading={finding} />
        </div>
        {message ? (
          <small className="col-12 p-error" role="alert">
            {message}
          </small>
        ) : null}
      </form>
      {patient && d ? (
        <section aria-label={t('patientAccess.patient')} className="flex flex-wrap gap-3 align-items-center my-2">
          <strong data-testid="access-patient">{[d.patientTitle, d.patientFirstName, d.patientLastName].filter(Boolean).join(' ')}</strong>
          {patient.citizenId ? <span>{patient.citizenId}</span> : null}
          <span>{patient.hns.map((h) => `${h.hospitalName} HN ${h.hn}`).join(' · ')}</span>
          <span>{t('patientAccess.caseCount', { count: patient.caseCount })}</span>
          <Button type="button" icon="pi pi-download" label={t('patientAccess.export')} outlined loading={exporting} disabled={!log.data?.total} onClick={() => void exportCsv()} />
          <Button
            type="button"
            icon="pi pi-database"
            label={t('patientAccess.exportAllJson')}
            outlined
            loading={exportingAll === 'json'}
            disabled={exportingAll !== null}
            onClick={() => void exportEverything('json')}
          />
          <Button
            type="button"
            icon="pi pi-file-pdf"
            label={t('patientAccess.exportAllPdf')}
            outlined
            loading={exportingAll === 'pdf'}
            disabled={exportingAll !== null}
            onClick={() => void exportEverything('pdf')}
          />
        </section>
      ) : null}
      {patient && log.isError ? <LoadError what={t('patientAccess.what')} error={log.error} onRetry={log.refetch} /> : null}
      {patient ? (
        <DataTable
          lazy
          paginator
          first={page.first}
          rows={page.rows}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          totalRecords={log.data?.total ?? 0}
          value={log.data?.accesses ?? []}
          loading={log.isFetching}
          onPage={(e: DataTablePageEvent) => setPage({ first: e.first, rows: e.rows })}
          dataKey="id"
          stripedRows
          size="small"
          pt={{ root: tableRoom(page.rows), table: { 'aria-label': t('patientAccess.table') } }}
          emptyMessage={t('patientAccess.empty')}
        >
          <Column header={t('patientAccess.when')} body={(a: PatientAccessDto) => <DateText value={a.at} withTime />} />
          <Column header={t('patientAccess.who')} body={(a: PatientAccessDto) => `${a.actorUsername ?? '—'}${a.role ? ` (${a.role})` : ''}`} />
          <Column
            header={t('patientAccess.whichHospital')}
            body={(a: PatientAccessDto) => (a.role === 'guest' ? a.hospitals.join(', ') || '—' : <span className="text-color-secondary">{t('patientAccess.theLab')}</span>)}
          />
          <Column
            header={t('patientAccess.what')}
            body={(a: PatientAccessDto) => (
              <span className="flex gap-1 align-items-center">
                <StatusTag value={t(`patientAccess.kinds.${a.kind}`)} severity={a.kind === 'change' ? 'secondary' : a.kind === 'view' ? 'info' : 'warning'} />
                <span>{a.action}</span>
              </span>
            )}
          />
          <Column
            header={t('patientAccess.record')}
            body={(a: PatientAccessDto) => `${a.accessionNo ?? ''} · ${a.entity === 'report_version' ? t('patientAccess.report') : t('patientAccess.case')}`}
          />
          <Column field="ip" header="IP" />
        </DataTable>
      ) : null}
    </PageCard>
  );
}

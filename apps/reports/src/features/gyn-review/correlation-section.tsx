import { useState, type FormEvent } from 'react';
import { useReportsT, type ReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { CORRELATION_MONTHS, CORRELATION_OUTCOMES, hasRole, type CorrelationDto, type CorrelationOutcome, type CorrelationStatus } from '@pathdesk/contracts';
import { correlationReviewSchema } from '@pathdesk/contracts/schemas';
import { notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import {
  DateField,
  DateText,
  DialogFooter,
  DropdownField,
  LoadError,
  localDay,
  TextAreaField,
  useApiFailure,
  useFormatDate,
  useFormatMonth,
  useFormState,
  DataTable,
} from '@pathdesk/web-ui';
import { useCorrelationSummaryQuery, useListCorrelationsQuery, useRecordCorrelationMutation } from './correlations-api';

const views = (t: ReportsT): { value: CorrelationStatus | 'all'; label: string }[] => [
  { value: 'pending', label: t('correlation.views.pending') },
  { value: 'reviewed', label: t('correlation.views.reviewed') },
  { value: 'all', label: t('correlation.views.all') },
];
/** An outcome in the user's language (written out for the key check). */
const outcomeLabel = (t: ReportsT, outcome: CorrelationOutcome): string =>
  ({ agree: t('correlation.outcomes.agree'), minor: t('correlation.outcomes.minor'), major: t('correlation.outcomes.major') })[outcome];
const ROWS = 20;
const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

/**
 * Cyto-histologic correlation (issue 15.2): Paps paired with the cervical biopsy or excision of the
 * same patient signed out within 6 months after them; a pathologist records agree / minor / major
 * discrepancy. The summary per month of the biopsy's sign-out is the review report's part.
 */
export function CorrelationSection() {
  const { t } = useReportsT();
  const formatDate = useFormatDate();
  const formatMonth = useFormatMonth();
  const role = useAppSelector(selectSessionUser)?.role;
  const records = hasRole(role, ['admin', 'doctor']);
  const [view, setView] = useState<CorrelationStatus | 'all'>('pending');
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const [first, setFirst] = useState(0);
  const [recording, setRecording] = useState<CorrelationDto | null>(null);
  const period = { ...(from ? { from: localDay(from) } : {}), ...(to ? { to: localDay(to) } : {}) };
  const list = useListCorrelationsQuery({ ...period, ...(view === 'all' ? {} : { status: view }), first, rows: ROWS });
  const summary = useCorrelationSummaryQuery(period);
  const total = summary.data?.total;

  return (
    <section aria-labelledby="correlations-title" className="mt-5">
      <h2 id="correlations-title" className="text-xl">
        {t('correlation.title')}
      </h2>
      <p className="mt-0 text-color-secondary">{t('correlation.explain', { months: CORRELATION_MONTHS })}</p>
      <div className="grid align-items-end" role="group" aria-label={t('correlation.period')}>
        <div className="col-12 sm:col-6 md:col-3">
          <DateField
            id="correlation-from"
            label={t('correlation.from')}
            value={from}
            onChange={(d) => (setFrom(d), setFirst(0))}
            showIcon
            showButtonBar
            maxDate={to ?? undefined}
          />
        </div>
        <div className="col-12 sm:col-6 md:col-3">
          <DateField id="correlation-to" label={t('common.to')} value={to} onChange={(d) => (setTo(d), setFirst(0))} showIcon showButtonBar minDate={from ?? undefined} />
        </div>
        <div className="col-12 md:col-6 mb-3">
          <SelectButton
            value={view}
            options={views(t)}
            optionLabel="label"
            optionValue="value"
            allowEmpty={false}
            onChange={(e) => (setView(e.value as CorrelationStatus | 'all'), setFirst(0))}
            aria-label={t('correlation.which')}
          />
        </div>
      </div>
      {list.isError ? <LoadError what={t('correlation.what')} error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        value={list.data?.correlations ?? []}
        loading={list.isFetching}
        dataKey="id"
        lazy
        paginator
        first={first}
        rows={ROWS}
        totalRecords={list.data?.total ?? 0}
        onPage={(e) => setFirst(e.first)}
        pt={{ table: { 'aria-label': t('correlation.table') } }}
        emptyMessage={view === 'pending' ? t('correlation.emptyPending') : t('correlation.empty')}
        size="small"
        stripedRows
      >
        <Column header={t('correlation.columns.pap')} body={(k: CorrelationDto) => `${k.pap.accessionNo} (${k.pap.interpretation ?? '—'})`} />
        <Column header={t('correlation.columns.papTaken')} body={(k: CorrelationDto) => <DateText value={k.pap.date} />} />
        <Column header={t('correlation.columns.biopsy')} body={(k: CorrelationDto) => k.biopsy.accessionNo} />
        <Column header={t('correlation.columns.signedOut')} body={(k: CorrelationDto) => t('correlation.interval', { date: formatDate(k.biopsy.date), days: k.intervalDays })} />
        <Column field="patientName" header={t('columns.patient')} />
        <Column header={t('correlation.columns.diagnosis')} body={(k: CorrelationDto) => <span title={k.biopsy.specimen}>{k.biopsy.diagnosis}</span>} />
        <Column
          header={t('correlation.columns.outcome')}
          body={(k: CorrelationDto) => (k.outcome ? `${outcomeLabel(t, k.outcome)}${k.reviewer ? ` · ${k.reviewer}` : ''}` : t('correlation.views.pending'))}
        />
        {records ? (
          <Column
            header=""
            body={(k: CorrelationDto) => (
              <Button
                type="button"
                size="small"
                label={k.outcome ? t('correlation.correct') : t('correlation.record')}
                outlined={!!k.outcome}
                aria-label={
                  k.outcome
                    ? t('correlation.correctOf', { pap: k.pap.accessionNo, biopsy: k.biopsy.accessionNo })
                    : t('correlation.recordOf', { pap: k.pap.accessionNo, biopsy: k.biopsy.accessionNo })
                }
                onClick={() => setRecording(k)}
              />
            )}
          />
        ) : null}
      </DataTable>
      <h3 className="text-lg">{t('correlation.summary')}</h3>
      {summary.isError ? <LoadError what={t('correlation.summaryWhat')} error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      <DataTable
        value={summary.data?.periods ?? []}
        loading={summary.isFetching}
        dataKey="month"
        pt={{ table: { 'aria-label': t('correlation.summary') } }}
        emptyMessage={t('correlation.summaryEmpty')}
        size="small"
        stripedRows
        footer={total && total.pairs ? t('correlation.allMonths', { ...total, rate: percent(total.discrepancyRate) }) : undefined}
      >
        <Column field="month" header={t('correlation.summaryColumns.month')} body={(p: { month: string }) => formatMonth(p.month)} />
        <Column field="pairs" header={t('correlation.summaryColumns.pairs')} />
        <Column field="agree" header={t('correlation.summaryColumns.agree')} />
        <Column field="minor" header={t('correlation.summaryColumns.minor')} />
        <Column field="major" header={t('correlation.summaryColumns.major')} />
        <Column field="pending" header={t('correlation.summaryColumns.pending')} />
        <Column header={t('correlation.summaryColumns.rate')} body={(p: { discrepancyRate: number | null }) => percent(p.discrepancyRate)} />
      </DataTable>
      {recording ? <CorrelationDialog key={recording.id} correlation={recording} onClose={() => setRecording(null)} /> : null}
    </section>
  );
}

function CorrelationDialog({ correlation, onClose }: { correlation: CorrelationDto; onClose: () => void }) {
  const { t } = useReportsT();
  const formatDate = useFormatDate();
  const outcomes = CORRELATION_OUTCOMES.map((value) => ({ value, label: outcomeLabel(t, value) }));
  const correcting = correlation.outcome !== null;
  const { values, set, errors, setErrors, validate } = useFormState({ outcome: (correlation.outcome ?? 'agree') as CorrelationOutcome, note: correlation.note ?? '' });
  const [save, { isLoading }] = useRecordCorrelationMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const pair = `${correlation.pap.accessionNo} / ${correlation.biopsy.accessionNo}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(correlationReviewSchema, values);
    if (!parsed) return;
    const result = await save({ id: correlation.id, correcting, body: parsed });
    if ('error' in result) return failed(t('correlation.failed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('correlation.done'), detail: `${pair}: ${outcomeLabel(t, result.data.outcome!)}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('correlation.of', { pair })}
      onHide={onClose}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="correlation-form" submitLabel={correcting ? t('correlation.saveCorrection') : t('correlation.save')} loading={isLoading} onCancel={onClose} />}
    >
      <dl className="mt-0">
        <dt className="font-semibold">
          {t('correlation.columns.pap')} {correlation.pap.accessionNo}
        </dt>
        <dd className="ml-0 mb-2">
          {correlation.pap.interpretation ?? '—'} · {t('correlation.taken', { date: formatDate(correlation.pap.date) })}
          {correlation.pap.signer ? ` · ${t('correlation.signedBy', { signer: correlation.pap.signer })}` : ''}
        </dd>
        <dt className="font-semibold">
          {t('correlation.columns.biopsy')} {correlation.biopsy.accessionNo} · {correlation.biopsy.specimen}
        </dt>
        <dd className="ml-0 mb-2" style={{ whiteSpace: 'pre-line' }}>
          {correlation.biopsy.diagnosis} · {t('correlation.signedOutOn', { date: formatDate(correlation.biopsy.date) })}
          {correlation.biopsy.signer ? ` ${t('correlation.by', { signer: correlation.biopsy.signer })}` : ''}
        </dd>
      </dl>
      <form id="correlation-form" onSubmit={submit} noValidate className="flex flex-column gap-1">
        <DropdownField
          id="correlation-outcome"
          label={t('correlation.field')}
          required
          error={errors.outcome}
          value={values.outcome}
          options={outcomes}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('outcome', v as CorrelationOutcome)}
        />
        <TextAreaField
          id="correlation-note"
          label={t('review.note')}
          hint={t('correlation.noteHint')}
          required={values.outcome !== 'agree'}
          rows={3}
          error={errors.note}
          value={values.note}
          onChange={(v) => set('note', v)}
        />
      </form>
    </Dialog>
  );
}

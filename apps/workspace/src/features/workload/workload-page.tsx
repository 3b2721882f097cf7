import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { casePath, hasRole, labDay, workloadLimit, type ScreeningDto, type WorkloadDayDto } from '@pathdesk/contracts';
import { declareHoursSchema } from '@pathdesk/contracts/schemas';
import { notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { useGetCfgOptionsQuery } from '@pathdesk/web-lookups';
import { DateField, DateText, LoadError, localDay, NumberField, PageCard, useApiFailure, useCaseKindCopy, useFormatDate, useFormState, DataTable } from '@pathdesk/web-ui';
import { useWorkspaceT } from '../../i18n';
import { useDeclareHoursMutation, useGetOwnScreenerQuery, useGetWorkloadDayQuery, useGetWorkloadDaysQuery } from './workload-api';

const slides = (n: number) => String(Number(n.toFixed(1)));

/** A lab day (yyyy-mm-dd) as the calendar's Date (that day, local midnight). */
const dayDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * /workspace/workload: a screener's day (hours declared, slides counted against the limit of
 * 42 CFR 493.1274(d)) and the workload log (issue 15.4). Lab staff see and declare their own;
 * administrators and pathologists choose the screener (administrators declare for anyone).
 */
export default function WorkloadPage() {
  const user = useAppSelector(selectSessionUser);
  const { t } = useWorkspaceT();
  const kindCopy = useCaseKindCopy();
  const formatDate = useFormatDate();
  const readsAll = hasRole(user?.role, ['admin', 'doctor']);
  const admin = hasRole(user?.role, ['admin']);
  const { data: signature, isLoading: signatureLoading } = useGetOwnScreenerQuery();
  const own = signature?.category === 'screener' ? signature.staffId : null;
  const { data: screeners = [] } = useGetCfgOptionsQuery('screeners', { skip: !readsAll });
  const [chosen, setChosen] = useState<number | null>(null);
  const screenerId = chosen ?? own ?? (readsAll ? (screeners[0]?.id ?? null) : null);
  const [date, setDate] = useState(labDay());
  const skip = screenerId === null;
  const day = useGetWorkloadDayQuery({ screenerId: screenerId ?? 0, date }, { skip });
  const days = useGetWorkloadDaysQuery({ screenerId: screenerId ?? undefined, rows: 31 }, { skip });
  const mayDeclare = admin || (own !== null && own === screenerId);

  const { values, set, errors, setErrors, validate } = useFormState({ hours: null as number | null });
  const loadedHours = day.data?.hours ?? null;
  useEffect(() => set('hours', loadedHours), [loadedHours, screenerId, date]); // eslint-disable-line react-hooks/exhaustive-deps
  const [declare, { isLoading: saving }] = useDeclareHoursMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(declareHoursSchema, { hours: values.hours ?? undefined });
    if (!parsed || screenerId === null) return;
    const result = await declare({ screenerId, date, body: parsed });
    if ('error' in result) return failed(t('workload.notSaved'), result.error, setErrors);
    dispatch(
      notify({
        severity: 'success',
        summary: t('workload.saved'),
        detail: t('workload.savedDetail', { hours: parsed.hours, date: formatDate(date), limit: slides(result.data.limit) }),
      }),
    );
  };

  if (skip && !signatureLoading) {
    return (
      <PageCard title={t('workload.title')} subtitle="42 CFR 493.1274(d)">
        <p>{readsAll ? t('workload.noScreener') : t('workload.notLinked')}</p>
      </PageCard>
    );
  }

  const d = day.data;
  const preview = values.hours !== null && values.hours > 0 ? workloadLimit(values.hours) : null;
  return (
    <PageCard
      title={t('workload.title')}
      subtitle={t('workload.subtitle')}
      actions={
        screenerId !== null ? (
          <a className="p-button p-button-outlined p-button-sm no-underline" href={`/api/workload/${screenerId}/log`} target="_blank" rel="noreferrer">
            <i className="pi pi-print mr-2" aria-hidden />
            {t('workload.printLog')}
          </a>
        ) : null
      }
    >
      <div className="flex flex-wrap gap-3 align-items-end mb-3">
        {readsAll ? (
          <div className="flex flex-column gap-1">
            <label htmlFor="workload-screener">{t('workload.screener')}</label>
            <Dropdown
              id="workload-screener-list"
              inputId="workload-screener"
              value={screenerId}
              options={screeners}
              optionLabel="name"
              optionValue="id"
              onChange={(e) => setChosen(e.value as number)}
            />
          </div>
        ) : null}
        <div style={{ width: '13rem' }}>
          <DateField
            id="workload-date"
            label={t('workload.day')}
            value={dayDate(date)}
            maxDate={dayDate(labDay())}
            onChange={(picked) => {
              if (picked) setDate(localDay(picked));
            }}
          />
        </div>
      </div>
      {day.isError ? <LoadError what={t('workload.what')} error={day.error} onRetry={() => void day.refetch()} /> : null}
      {d ? (
        <section aria-label={t('workload.dayWorkload')} className="mb-4">
          <p className="text-lg" role="status">
            {t('workload.slidesCounted')} <strong>{slides(d.slides)}</strong> {t('workload.of', { limit: slides(d.limit) })} (
            {d.hours === null ? t('workload.noHours') : t('workload.hoursDeclared', { hours: d.hours })}) · {t('workload.cases', { count: d.cases })}
            {d.overrides ? ` · ${t('workload.overrides', { count: d.overrides })}` : ''}
          </p>
          {mayDeclare ? (
            <form onSubmit={submit} noValidate className="flex flex-wrap gap-3 align-items-start">
              <NumberField
                id="workload-hours"
                label={t('workload.hoursLabel')}
                required
                min={0}
                minFractionDigits={0}
                maxFractionDigits={2}
                step={0.25}
                error={errors.hours}
                hint={preview !== null ? t('workload.limitPreview', { limit: slides(preview) }) : t('workload.hoursHint')}
                value={values.hours}
                onChange={(v) => set('hours', v)}
              />
              <Button type="submit" label={t('workload.saveHours')} icon="pi pi-check" loading={saving} className="mt-4" />
            </form>
          ) : null}
          <DataTable
            value={d.screenings}
            dataKey="id"
            size="small"
            stripedRows
            emptyMessage={t('workload.noScreenings')}
            pt={{ table: { 'aria-label': t('workload.screenings') } }}
          >
            <Column header={t('workload.colCase')} body={(s: ScreeningDto) => <Link to={casePath(s.kind, s.caseId, 'result')}>{s.accessionNo}</Link>} />
            <Column field="kind" header={t('workload.colKind')} body={(s: ScreeningDto) => kindCopy[s.kind].short} />
            <Column header={t('workload.colSlides')} body={(s: ScreeningDto) => (s.liquidBased ? t('workload.liquidBased', { count: s.slideCount }) : String(s.slideCount))} />
            <Column header={t('workload.colCounted')} body={(s: ScreeningDto) => slides(s.slides)} />
            <Column header={t('workload.colAt')} body={(s: ScreeningDto) => <DateText value={s.screenedAt} withTime />} />
            <Column header={t('workload.colRecordedBy')} body={(s: ScreeningDto) => (s.override ? t('workload.recordedOverride', { by: s.recordedBy }) : s.recordedBy)} />
          </DataTable>
        </section>
      ) : null}
      <h3 className="mt-4">{t('workload.log')}</h3>
      <DataTable
        value={days.data?.days ?? []}
        loading={days.isFetching}
        dataKey="day"
        size="small"
        stripedRows
        emptyMessage={t('workload.noDays')}
        pt={{ table: { 'aria-label': t('workload.log') } }}
      >
        <Column field="day" header={t('workload.day')} body={(w: WorkloadDayDto) => <DateText value={w.day} />} />
        <Column header={t('workload.colHours')} body={(w: WorkloadDayDto) => (w.hours === null ? '—' : w.hours)} />
        <Column header={t('workload.colGyn')} body={(w: WorkloadDayDto) => slides(w.gynSlides)} />
        <Column header={t('workload.colNonGyn')} body={(w: WorkloadDayDto) => slides(w.nonGynSlides)} />
        <Column
          header={t('workload.colSlidesCounted')}
          body={(w: WorkloadDayDto) => <span className={w.slides > w.limit ? 'text-red-600 font-bold' : ''}>{slides(w.slides)}</span>}
        />
        <Column header={t('workload.colLimit')} body={(w: WorkloadDayDto) => slides(w.limit)} />
        <Column field="cases" header={t('workload.colCases')} />
      </DataTable>
    </PageCard>
  );
}

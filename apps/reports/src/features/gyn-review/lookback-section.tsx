import { useState, type FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Link } from 'react-router';
import { casePath, GYN_INTERPRETATIONS, LOOKBACK_YEARS, type GynInterpretation, type LookbackDto, type LookbackOutcome } from '@pathdesk/contracts';
import { lookbackReviewSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, DialogFooter, DropdownField, LoadError, TextAreaField, useApiFailure, useFormState, DataTable } from '@pathdesk/web-ui';
import { useListLookbacksQuery, useReviewLookbackMutation } from './lookbacks-api';

const CORRECTIONS = GYN_INTERPRETATIONS.filter((i) => i !== 'NILM').map((value) => ({ value, label: value }));

/**
 * The 5-year look-back (issue 15.3): NILM Paps of patients whose later Pap was released HSIL or
 * worse, queued for a second reader; and the reviews done.
 */
export function LookbackSection() {
  const { t } = useReportsT();
  const [reviewing, setReviewing] = useState<LookbackDto | null>(null);
  const pending = useListLookbacksQuery({ pending: true });
  const done = useListLookbacksQuery({ pending: false });
  return (
    <section aria-labelledby="lookbacks-title" className="mt-5">
      <h2 id="lookbacks-title" className="text-xl">
        {t('lookback.title', { years: LOOKBACK_YEARS })}
      </h2>
      <p className="mt-0 text-color-secondary">{t('lookback.explain')}</p>
      {pending.isError ? <LoadError what={t('lookback.what')} error={pending.error} onRetry={() => void pending.refetch()} /> : null}
      <DataTable
        value={pending.data?.lookbacks ?? []}
        loading={pending.isFetching}
        dataKey="id"
        pt={{ table: { 'aria-label': t('lookback.toRescreen') } }}
        emptyMessage={t('lookback.pendingEmpty')}
        size="small"
        stripedRows
      >
        <Column field="accessionNo" header={t('lookback.earlier')} />
        <Column header={t('lookback.reportedNilm')} body={(l: LookbackDto) => <DateText value={l.releasedAt} />} />
        <Column field="patientName" header={t('columns.patient')} />
        <Column header={t('lookback.because')} body={(l: LookbackDto) => `${l.trigger.accessionNo} (${l.trigger.interpretation})`} />
        <Column
          header=""
          body={(l: LookbackDto) => (
            <Button type="button" size="small" label={t('review.review')} aria-label={t('lookback.reviewOf', { accessionNo: l.accessionNo })} onClick={() => setReviewing(l)} />
          )}
        />
      </DataTable>
      <h3 className="text-lg">{t('lookback.reviewed')}</h3>
      <DataTable
        value={done.data?.lookbacks ?? []}
        loading={done.isFetching}
        dataKey="id"
        pt={{ table: { 'aria-label': t('lookback.reviewed') } }}
        emptyMessage={t('lookback.reviewedEmpty')}
        size="small"
        stripedRows
      >
        <Column field="accessionNo" header={t('lookback.earlier')} />
        <Column header={t('lookback.because')} body={(l: LookbackDto) => `${l.trigger.accessionNo} (${l.trigger.interpretation})`} />
        <Column
          header={t('review.outcome')}
          body={(l: LookbackDto) =>
            l.outcome === 'agree'
              ? t('lookback.agree')
              : l.amendmentOpened
                ? t('lookback.discordantAmended', { to: l.correctedInterpretation })
                : t('lookback.discordantTo', { to: l.correctedInterpretation })
          }
        />
        <Column field="reviewer" header={t('review.reviewer')} />
        <Column header={t('review.reviewed')} body={(l: LookbackDto) => <DateText value={l.reviewedAt} withTime />} />
      </DataTable>
      {reviewing ? <LookbackDialog key={reviewing.id} lookback={reviewing} onClose={() => setReviewing(null)} /> : null}
    </section>
  );
}

function LookbackDialog({ lookback, onClose }: { lookback: LookbackDto; onClose: () => void }) {
  const { t } = useReportsT();
  const outcomes = [
    { value: 'agree', label: t('lookback.outcomes.agree') },
    { value: 'discordant', label: t('lookback.outcomes.discordant') },
  ];
  const { values, set, errors, setErrors, validate } = useFormState({
    outcome: 'agree' as LookbackOutcome,
    correctedInterpretation: null as GynInterpretation | null,
    changesCare: false,
    note: '',
  });
  const [review, { isLoading }] = useReviewLookbackMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const discordant = values.outcome === 'discordant';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(
      lookbackReviewSchema,
      discordant ? { ...values, correctedInterpretation: values.correctedInterpretation ?? undefined } : { outcome: values.outcome, note: values.note },
    );
    if (!parsed) return;
    const result = await review({ id: lookback.id, body: parsed });
    if ('error' in result) return failed(t('lookback.failed'), result.error, setErrors);
    dispatch(
      notify({
        severity: 'success',
        summary: t('lookback.done'),
        detail: result.data.amendmentOpened ? t('lookback.doneAmended', { accessionNo: lookback.accessionNo }) : lookback.accessionNo,
      }),
    );
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('lookback.of', { accessionNo: lookback.accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '32rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="lookback-form" submitLabel={t('lookback.save')} loading={isLoading} onCancel={onClose} />}
    >
      {/* issue 26.8: what is reviewed — whose Pap, what it said, and its case to open for the slide */}
      <dl className="grid mt-0 mb-3" aria-label={t('lookback.details')}>
        <dt className="col-5 font-semibold">{t('columns.patient')}</dt>
        <dd className="col-7 m-0">{lookback.patientName}</dd>
        <dt className="col-5 font-semibold">{t('lookback.earlierInterpretation')}</dt>
        <dd className="col-7 m-0">
          {t('lookback.reportedNilm')} · <DateText value={lookback.releasedAt} />
        </dd>
        <dt className="col-5 font-semibold">{t('lookback.slideCase')}</dt>
        <dd className="col-7 m-0">
          <Link to={casePath('gynecological', lookback.caseId)}>{lookback.accessionNo}</Link>
        </dd>
        <dt className="col-5 font-semibold">{t('lookback.because')}</dt>
        <dd className="col-7 m-0">
          <Link to={casePath('gynecological', lookback.trigger.caseId)}>{lookback.trigger.accessionNo}</Link> ({lookback.trigger.interpretation})
        </dd>
      </dl>
      <form id="lookback-form" onSubmit={submit} noValidate className="flex flex-column gap-1">
        <DropdownField
          id="lookback-outcome"
          label={t('lookback.secondReading')}
          required
          error={errors.outcome}
          value={values.outcome}
          options={outcomes}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('outcome', v as LookbackOutcome)}
        />
        {discordant ? (
          <>
            <DropdownField
              id="lookback-corrected"
              label={t('lookback.secondSees')}
              required
              error={errors.correctedInterpretation}
              value={values.correctedInterpretation}
              options={CORRECTIONS}
              optionLabel="label"
              optionValue="value"
              onChange={(v) => set('correctedInterpretation', v as GynInterpretation)}
            />
            <div className="flex align-items-center gap-2 mb-3">
              <Checkbox inputId="lookback-changes-care" checked={values.changesCare} onChange={(e) => set('changesCare', !!e.checked)} />
              <label htmlFor="lookback-changes-care">{t('lookback.changesCare')}</label>
            </div>
          </>
        ) : null}
        <TextAreaField id="lookback-note" label={t('review.note')} rows={2} error={errors.note} value={values.note} onChange={(v) => set('note', v)} />
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { GYN_INTERPRETATIONS, LOOKBACK_YEARS, type GynInterpretation, type LookbackDto, type LookbackOutcome } from '@pathdesk/contracts';
import { lookbackReviewSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, DialogFooter, DropdownField, LoadError, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useListLookbacksQuery, useReviewLookbackMutation } from './lookbacks-api';

const OUTCOMES = [
  { value: 'agree', label: 'Agree: negative' },
  { value: 'discordant', label: 'Discordant' },
];
const CORRECTIONS = GYN_INTERPRETATIONS.filter((i) => i !== 'NILM').map((value) => ({ value, label: value }));

/**
 * The 5-year look-back (issue 15.3): NILM Paps of patients whose later Pap was released HSIL or
 * worse, queued for a second reader; and the reviews done.
 */
export function LookbackSection() {
  const [reviewing, setReviewing] = useState<LookbackDto | null>(null);
  const pending = useListLookbacksQuery({ pending: true });
  const done = useListLookbacksQuery({ pending: false });
  return (
    <section aria-labelledby="lookbacks-title" className="mt-5">
      <h2 id="lookbacks-title" className="text-xl">
        {LOOKBACK_YEARS}-year look-back
      </h2>
      <p className="mt-0 text-color-secondary">Earlier NILM Paps of patients now reported HSIL or worse, rescreened by a second reader (42 CFR 493.1274(c)(3)).</p>
      {pending.isError ? <LoadError what="look-backs" error={pending.error} onRetry={() => void pending.refetch()} /> : null}
      <DataTable value={pending.data?.lookbacks ?? []} loading={pending.isFetching} dataKey="id" pt={{ table: { 'aria-label': 'Look-backs to rescreen' } }} emptyMessage="No Pap waits for a look-back." size="small" stripedRows>
        <Column field="accessionNo" header="Earlier Pap" />
        <Column header="Reported NILM" body={(l: LookbackDto) => <DateText value={l.releasedAt} />} />
        <Column field="patientName" header="Patient" />
        <Column header="Because of" body={(l: LookbackDto) => `${l.trigger.accessionNo} (${l.trigger.interpretation})`} />
        <Column header="" body={(l: LookbackDto) => <Button type="button" size="small" label="Review" aria-label={`Review the look-back of ${l.accessionNo}`} onClick={() => setReviewing(l)} />} />
      </DataTable>
      <h3 className="text-lg">Look-backs reviewed</h3>
      <DataTable value={done.data?.lookbacks ?? []} loading={done.isFetching} dataKey="id" pt={{ table: { 'aria-label': 'Look-backs reviewed' } }} emptyMessage="No look-back reviewed yet." size="small" stripedRows>
        <Column field="accessionNo" header="Earlier Pap" />
        <Column header="Because of" body={(l: LookbackDto) => `${l.trigger.accessionNo} (${l.trigger.interpretation})`} />
        <Column header="Outcome" body={(l: LookbackDto) => (l.outcome === 'agree' ? 'Agree' : `Discordant: ${l.correctedInterpretation}${l.amendmentOpened ? ' — amendment opened' : ''}`)} />
        <Column field="reviewer" header="Reviewer" />
        <Column header="Reviewed" body={(l: LookbackDto) => <DateText value={l.reviewedAt} withTime />} />
      </DataTable>
      {reviewing ? <LookbackDialog key={reviewing.id} lookback={reviewing} onClose={() => setReviewing(null)} /> : null}
    </section>
  );
}

function LookbackDialog({ lookback, onClose }: { lookback: LookbackDto; onClose: () => void }) {
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
    const parsed = validate(lookbackReviewSchema, discordant ? { ...values, correctedInterpretation: values.correctedInterpretation ?? undefined } : { outcome: values.outcome, note: values.note });
    if (!parsed) return;
    const result = await review({ id: lookback.id, body: parsed });
    if ('error' in result) return failed('The look-back was not saved', result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: 'Look-back reviewed', detail: result.data.amendmentOpened ? `${lookback.accessionNo}: an amendment was opened` : lookback.accessionNo }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={`Look-back of ${lookback.accessionNo}`}
      onHide={onClose}
      modal
      style={{ width: '32rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="lookback-form" submitLabel="Save review" loading={isLoading} onCancel={onClose} />}
    >
      <form id="lookback-form" onSubmit={submit} noValidate className="flex flex-column gap-1">
        <DropdownField id="lookback-outcome" label="Second reading" required error={errors.outcome} value={values.outcome} options={OUTCOMES} optionLabel="label" optionValue="value" onChange={(v) => set('outcome', v as LookbackOutcome)} />
        {discordant ? (
          <>
            <DropdownField
              id="lookback-corrected"
              label="What the second reader sees"
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
              <label htmlFor="lookback-changes-care">It would change the patient’s care: open an amendment of the earlier report</label>
            </div>
          </>
        ) : null}
        <TextAreaField id="lookback-note" label="Note" rows={2} error={errors.note} value={values.note} onChange={(v) => set('note', v)} />
      </form>
    </Dialog>
  );
}

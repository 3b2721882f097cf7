import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'primereact/dialog';
import { confirmDialog } from 'primereact/confirmdialog';
import { casePath, GYN_INTERPRETATION_LABELS, GYN_INTERPRETATIONS, type RescreenDto, type RescreenRequest } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { ThaiDateTime } from '@pathdesk/web-reports';
import { DialogFooter, DropdownField, StatusTag, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { DecisionField } from './decision-field';
import { interpretationOption, REASON_LABELS } from './rescreen-labels';
import { EMPTY_REVIEW, NOTE_MAX_LENGTH, toReviewRequest, type ReviewForm } from './review-form';
import { useReviewRescreenMutation } from './rescreens-api';

export const RESCREEN_FAILED = 'Rescreen failed';

function confirmation(rescreen: RescreenDto, request: RescreenRequest) {
  return request.agree
    ? {
        header: `Release the report of ${rescreen.accessionNo}?`,
        message: `You agree with ${rescreen.originalInterpretation}: the report is released now, signed by ${rescreen.requestedBy}, with you as the rescreener.`,
        acceptLabel: 'Agree and release',
      }
    : {
        header: `Correct ${rescreen.accessionNo} to ${request.correctedInterpretation}?`,
        message: `The interpretation becomes ${request.correctedInterpretation} and the case goes back to a pathologist; no report is released.`,
        acceptLabel: 'Record the disagreement',
      };
}

/** The review of one held Pap: agree (the report is released) or disagree with a corrected interpretation. */
export function ReviewDialog({ rescreen, onClose }: { rescreen: RescreenDto; onClose: () => void }) {
  const { values, set, errors, setErrors } = useFormState<ReviewForm>(EMPTY_REVIEW);
  const [review, { isLoading }] = useReviewRescreenMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const original = rescreen.originalInterpretation;
  const reason = REASON_LABELS[rescreen.reason];

  const send = async (request: RescreenRequest) => {
    setRefusal(null);
    const result = await review({ rescreen, request });
    if ('error' in result) {
      setRefusal(apiErrorMessage(result.error));
      return failed(RESCREEN_FAILED, result.error, setErrors);
    }
    dispatch(
      notify(
        'released' in result.data
          ? { severity: 'success', summary: 'Report released', detail: `${rescreen.accessionNo} version ${result.data.released.version} is released.` }
          : { severity: 'success', summary: 'Disagreement recorded', detail: `${rescreen.accessionNo} is corrected to ${result.data.rescreen.correctedInterpretation} and back with a pathologist.` },
      ),
    );
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = toReviewRequest(values);
    if ('errors' in outcome) return setErrors(outcome.errors);
    const { request } = outcome;
    confirmDialog({ ...confirmation(rescreen, request), icon: 'pi pi-question-circle', rejectLabel: 'Back', defaultFocus: 'accept', accept: () => send(request) });
  };

  return (
    <Dialog
      visible
      header={`Rescreen ${rescreen.accessionNo}`}
      onHide={onClose}
      modal
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="rescreen-form" submitLabel="Record the review" loading={isLoading} onCancel={onClose} />}
    >
      <form id="rescreen-form" onSubmit={submit} noValidate>
        <dl className="grid mt-0">
          <dt className="col-4 font-semibold">Patient</dt>
          <dd className="col-8 m-0">{rescreen.patientName}</dd>
          <dt className="col-4 font-semibold">Original interpretation</dt>
          <dd className="col-8 m-0">{GYN_INTERPRETATION_LABELS[original]}</dd>
          <dt className="col-4 font-semibold">Why rescreened</dt>
          <dd className="col-8 m-0">
            <StatusTag value={reason.label} severity={reason.severity} />
          </dd>
          <dt className="col-4 font-semibold">Sign-out asked by</dt>
          <dd className="col-8 m-0">
            {rescreen.requestedBy}, <ThaiDateTime value={rescreen.requestedAt} />
          </dd>
        </dl>
        <p className="mt-0">
          <Link to={casePath('gynecological', rescreen.caseId, 'result')} target="_blank" rel="noopener">
            Open the case’s result in a new tab
          </Link>
        </p>
        <DecisionField original={original} value={values.decision} error={errors.decision} onChange={(decision) => set('decision', decision)} />
        {values.decision === 'disagree' ? (
          <DropdownField
            id="rescreen-corrected"
            label="Corrected interpretation"
            required
            error={errors.correctedInterpretation}
            value={values.correctedInterpretation}
            onChange={(v) => set('correctedInterpretation', v)}
            options={GYN_INTERPRETATIONS.filter((i) => i !== original).map(interpretationOption)}
            optionLabel="label"
            optionValue="value"
            placeholder="Choose the interpretation"
          />
        ) : null}
        <TextAreaField
          id="rescreen-note"
          label="Note"
          hint="What you saw; kept with the review."
          error={errors.note}
          rows={3}
          autoResize
          maxLength={NOTE_MAX_LENGTH}
          value={values.note}
          onChange={(v) => set('note', v)}
        />
        {refusal ? (
          <div role="alert" className="p-error">
            {refusal}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useReportsT, type ReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { confirmDialog } from 'primereact/confirmdialog';
import { casePath, GYN_INTERPRETATION_LABELS, GYN_INTERPRETATIONS, type RescreenDto, type RescreenRequest } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, DialogFooter, DropdownField, StatusTag, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { DecisionField } from './decision-field';
import { interpretationOption, reasonLabel } from './rescreen-labels';
import { EMPTY_REVIEW, NOTE_MAX_LENGTH, toReviewRequest, type ReviewForm } from './review-form';
import { useReviewRescreenMutation } from './rescreens-api';

export const RESCREEN_FAILED = 'Rescreen failed';

function confirmation(t: ReportsT, rescreen: RescreenDto, request: RescreenRequest) {
  return request.agree
    ? {
        header: t('review.releaseHeader', { accessionNo: rescreen.accessionNo }),
        message: t('review.releaseMessage', { original: rescreen.originalInterpretation, signer: rescreen.requestedBy }),
        acceptLabel: t('review.releaseAccept'),
      }
    : {
        header: t('review.correctHeader', { accessionNo: rescreen.accessionNo, to: request.correctedInterpretation }),
        message: t('review.correctMessage', { to: request.correctedInterpretation }),
        acceptLabel: t('review.correctAccept'),
      };
}

/** The review of one held Pap: agree (the report is released) or disagree with a corrected interpretation. */
export function ReviewDialog({ rescreen, onClose }: { rescreen: RescreenDto; onClose: () => void }) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors } = useFormState<ReviewForm>(EMPTY_REVIEW);
  const [review, { isLoading }] = useReviewRescreenMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const original = rescreen.originalInterpretation;
  const reason = reasonLabel(t, rescreen.reason);

  const send = async (request: RescreenRequest) => {
    setRefusal(null);
    const result = await review({ rescreen, request });
    if ('error' in result) {
      setRefusal(apiErrorMessage(result.error));
      return failed(t('review.failed', { defaultValue: RESCREEN_FAILED }), result.error, setErrors);
    }
    dispatch(
      notify(
        'released' in result.data
          ? { severity: 'success', summary: t('review.released'), detail: t('review.releasedDetail', { accessionNo: rescreen.accessionNo, version: result.data.released.version }) }
          : {
              severity: 'success',
              summary: t('review.recorded'),
              detail: t('review.recordedDetail', { accessionNo: rescreen.accessionNo, to: result.data.rescreen.correctedInterpretation }),
            },
      ),
    );
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = toReviewRequest(values, t('review.chooseDecision'));
    if ('errors' in outcome) return setErrors(outcome.errors);
    const { request } = outcome;
    confirmDialog({ ...confirmation(t, rescreen, request), icon: 'pi pi-question-circle', rejectLabel: t('common.back'), defaultFocus: 'accept', accept: () => send(request) });
  };

  return (
    <Dialog
      visible
      header={t('review.rescreenOf', { accessionNo: rescreen.accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="rescreen-form" submitLabel={t('review.record')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="rescreen-form" onSubmit={submit} noValidate>
        <dl className="grid mt-0">
          <dt className="col-4 font-semibold">{t('columns.patient')}</dt>
          <dd className="col-8 m-0">{rescreen.patientName}</dd>
          <dt className="col-4 font-semibold">{t('review.original')}</dt>
          <dd className="col-8 m-0">{GYN_INTERPRETATION_LABELS[original]}</dd>
          <dt className="col-4 font-semibold">{t('review.whyRescreened')}</dt>
          <dd className="col-8 m-0">
            <StatusTag value={reason.label} severity={reason.severity} />
          </dd>
          <dt className="col-4 font-semibold">{t('review.askedBy')}</dt>
          <dd className="col-8 m-0">
            {rescreen.requestedBy}, <DateText value={rescreen.requestedAt} withTime />
          </dd>
        </dl>
        <p className="mt-0">
          <Link to={casePath('gynecological', rescreen.caseId, 'result')} target="_blank" rel="noopener">
            {t('review.openCase')}
          </Link>
        </p>
        <DecisionField original={original} value={values.decision} error={errors.decision} onChange={(decision) => set('decision', decision)} />
        {values.decision === 'disagree' ? (
          <DropdownField
            id="rescreen-corrected"
            label={t('review.corrected')}
            required
            error={errors.correctedInterpretation}
            value={values.correctedInterpretation}
            onChange={(v) => set('correctedInterpretation', v)}
            options={GYN_INTERPRETATIONS.filter((i) => i !== original).map(interpretationOption)}
            optionLabel="label"
            optionValue="value"
            placeholder={t('review.chooseInterpretation')}
          />
        ) : null}
        <TextAreaField
          id="rescreen-note"
          label={t('review.note')}
          hint={t('review.noteHint')}
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

import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { MALIGNANCY_CATEGORIES, type Malignancy, type MalignancyReviewDto } from '@pathdesk/contracts';
import { malignancyReviewSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DialogFooter, TextAreaField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { useMalignancyLabels } from './malignancy-labels';
import { useReviewMalignancyMutation } from './malignancy-review-api';

/** The pathologist's category for one migrated version: the diagnosis as released, the migrated category, the choice. */
export function MalignancyReviewDialog({ review, onClose }: { review: MalignancyReviewDto; onClose: () => void }) {
  const { t } = useReportsT();
  const labels = useMalignancyLabels();
  const { values, set, errors, setErrors, validate } = useFormState({ malignancy: null as Malignancy | null, note: '' });
  const [save, { isLoading }] = useReviewMalignancyMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.malignancy) return setErrors({ malignancy: t('malignancyReview.choose') });
    const parsed = validate(malignancyReviewSchema, { malignancy: values.malignancy ?? undefined, ...(values.note.trim() ? { note: values.note } : {}) });
    if (!parsed) return;
    const result = await save({ reportId: review.reportId, body: parsed });
    if ('error' in result) return failed(t('malignancyReview.failed'), result.error, setErrors);
    dispatch(
      notify({
        severity: 'success',
        summary: t('malignancyReview.done'),
        detail: t('malignancyReview.doneDetail', { accessionNo: review.accessionNo, category: labels[parsed.malignancy] }),
      }),
    );
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('malignancyReview.reviewOf', { accessionNo: review.accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '36rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="malignancy-review-form" submitLabel={t('malignancyReview.save')} loading={isLoading} onCancel={onClose} />}
    >
      <form id="malignancy-review-form" onSubmit={submit} noValidate className="flex flex-column gap-3">
        <div>
          <div className="font-semibold">{t('columns.diagnosis')}</div>
          <p className="white-space-pre-line m-0">{review.diagnosis}</p>
        </div>
        <p className="m-0 text-color-secondary">{t('malignancyReview.migratedWas', { category: labels[review.migrated] })}</p>
        <fieldset className="border-none p-0 m-0" aria-describedby={errors.malignancy ? 'malignancy-choice-error' : undefined}>
          <legend className="font-semibold mb-2">{t('malignancyReview.yourCategory')}</legend>
          {MALIGNANCY_CATEGORIES.map((category) => (
            <div key={category} className="flex align-items-center gap-2 mb-2">
              <RadioButton
                inputId={`malignancy-${category}`}
                name="malignancy"
                value={category}
                checked={values.malignancy === category}
                onChange={() => set('malignancy', category)}
              />
              <label htmlFor={`malignancy-${category}`}>{labels[category]}</label>
            </div>
          ))}
          {errors.malignancy ? (
            <small id="malignancy-choice-error" className="p-error" role="alert">
              {errors.malignancy}
            </small>
          ) : null}
        </fieldset>
        <TextAreaField id="malignancy-review-note" label={t('review.note')} rows={2} error={errors.note} value={values.note} onChange={(v) => set('note', v)} />
      </form>
    </Dialog>
  );
}

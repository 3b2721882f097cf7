import { useReportsT } from '../../i18n';
import { RadioButton } from 'primereact/radiobutton';
import type { GynInterpretation } from '@pathdesk/contracts';
import type { ReviewForm } from './review-form';

type Decision = NonNullable<ReviewForm['decision']>;

export interface DecisionFieldProps {
  original: GynInterpretation;
  value: ReviewForm['decision'];
  error?: string;
  onChange: (decision: Decision) => void;
}

/** Agree or disagree with the original interpretation: a required radio group. */
export function DecisionField({ original, value, error, onChange }: DecisionFieldProps) {
  const { t } = useReportsT();
  const choice = (decision: Decision, label: string) => (
    <div className="flex align-items-center gap-2">
      <RadioButton
        inputId={`rescreen-${decision}`}
        name="rescreen-decision"
        value={decision}
        checked={value === decision}
        onChange={() => onChange(decision)}
        aria-describedby={error ? 'rescreen-decision-error' : undefined}
        invalid={!!error}
      />
      <label htmlFor={`rescreen-${decision}`}>{label}</label>
    </div>
  );
  return (
    <fieldset className="field border-none p-0 m-0 mb-3">
      <legend className="mb-2">
        {t('review.yourRescreen')}
        <span aria-hidden className="text-red-500">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-column gap-2">
        {choice('agree', t('review.agreeChoice', { original }))}
        {choice('disagree', t('review.disagreeChoice'))}
      </div>
      {error ? (
        <small id="rescreen-decision-error" className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}

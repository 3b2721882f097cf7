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
        Your rescreen<span aria-hidden className="text-red-500"> *</span>
      </legend>
      <div className="flex flex-column gap-2">
        {choice('agree', `Agree — ${original}: release the report now`)}
        {choice('disagree', 'Disagree — correct the interpretation (the case goes back to a pathologist)')}
      </div>
      {error ? (
        <small id="rescreen-decision-error" className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}

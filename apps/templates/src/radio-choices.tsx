import { RadioButton } from 'primereact/radiobutton';
import styles from './templates.module.css';

export interface RadioChoicesProps<V extends string> {
  id: string;
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
}

/** A labelled group of radio buttons, with its error, in the shape of the form fields of @pathdesk/web-ui. */
export function RadioChoices<V extends string>({ id, label, options, value, onChange, error, required }: RadioChoicesProps<V>) {
  return (
    <div className="field flex flex-column gap-1">
      <span id={`${id}-label`}>
        {label}
        {required ? (
          <span aria-hidden className="text-red-500">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={!!error}
        aria-required={required}
        className={styles.radios}
      >
        {options.map((option) => (
          <span key={option.value} className={styles.radio}>
            <RadioButton
              inputId={`${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={value === option.value}
              invalid={!!error}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

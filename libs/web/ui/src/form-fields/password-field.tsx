import { Password, type PasswordProps } from 'primereact/password';
import { Field, type FieldFrameProps } from '../field.js';

export interface PasswordFieldProps
  extends FieldFrameProps, Omit<PasswordProps, 'id' | 'inputId' | 'aria-describedby' | 'className' | 'inputClassName' | 'value' | 'onChange' | 'required'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled password input, full width, without the strength meter. */
export function PasswordField({ id, label, error, hint, required, value, onChange, ...password }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => (
        <Password
          inputId={p.id}
          aria-describedby={p['aria-describedby']}
          className="w-full"
          inputClassName={p.className}
          feedback={false}
          {...password}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

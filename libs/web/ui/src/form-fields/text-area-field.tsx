import { InputTextarea, type InputTextareaProps } from 'primereact/inputtextarea';
import { Field, type FieldControlProps, type FieldFrameProps } from '../field.js';

export interface TextAreaFieldProps extends FieldFrameProps, Omit<InputTextareaProps, keyof FieldControlProps | 'value' | 'onChange' | 'required'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text input. */
export function TextAreaField({ id, label, error, hint, required, value, onChange, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => <InputTextarea {...p} {...textarea} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

import { InputText, type InputTextProps } from 'primereact/inputtext';
import { Field, type FieldControlProps, type FieldFrameProps } from '../field.js';

export interface TextFieldProps extends FieldFrameProps, Omit<InputTextProps, keyof FieldControlProps | 'value' | 'onChange' | 'required'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input. */
export function TextField({ id, label, error, hint, required, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => <InputText {...p} {...input} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

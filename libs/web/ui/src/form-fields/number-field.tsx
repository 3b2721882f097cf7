import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';
import { Field, type FieldFrameProps } from '../field.js';

export interface NumberFieldProps
  extends FieldFrameProps, Omit<InputNumberProps, 'id' | 'inputId' | 'aria-describedby' | 'inputClassName' | 'value' | 'onValueChange' | 'onChange' | 'required'> {
  value: number | null;
  /** The number typed, or null once emptied. */
  onChange: (value: number | null) => void;
}

/** A labelled number input. */
export function NumberField({ id, label, error, hint, required, value, onChange, ...input }: NumberFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => (
        <InputNumber
          inputId={p.id}
          aria-describedby={p['aria-describedby']}
          inputClassName={p.className}
          {...input}
          value={value}
          onValueChange={(e) => onChange(e.value ?? null)}
        />
      )}
    </Field>
  );
}

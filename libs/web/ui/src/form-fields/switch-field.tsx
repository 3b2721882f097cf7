import { InputSwitch } from 'primereact/inputswitch';
import { Field, type FieldFrameProps } from '../field.js';

export interface SwitchFieldProps extends FieldFrameProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch. */
export function SwitchField({ id, label, error, hint, required, checked, onChange }: SwitchFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => <InputSwitch inputId={p.id} aria-describedby={p['aria-describedby']} checked={checked} onChange={(e) => onChange(!!e.value)} />}
    </Field>
  );
}

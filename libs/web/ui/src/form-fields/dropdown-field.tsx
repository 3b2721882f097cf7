import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { Field, type FieldFrameProps } from '../field.js';

export interface DropdownFieldProps<V> extends FieldFrameProps, Omit<DropdownProps, 'id' | 'inputId' | 'aria-describedby' | 'className' | 'value' | 'onChange' | 'required'> {
  value: V;
  /** The chosen value, or null once cleared. */
  onChange: (value: NoInfer<V> | null) => void;
}

/** A labelled dropdown. */
export function DropdownField<V>({ id, label, error, hint, required, value, onChange, ...dropdown }: DropdownFieldProps<V>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => (
        <Dropdown
          inputId={p.id}
          aria-describedby={p['aria-describedby']}
          // An editable dropdown types into a second, visible input that the <label> does not name.
          aria-label={dropdown.editable ? label : undefined}
          className={p.className}
          {...dropdown}
          value={value}
          onChange={(e) => onChange((e.value as V | undefined) ?? null)}
        />
      )}
    </Field>
  );
}

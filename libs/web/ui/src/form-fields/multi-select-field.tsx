import { MultiSelect, type MultiSelectProps } from 'primereact/multiselect';
import { Field, type FieldFrameProps } from '../field.js';

export interface MultiSelectFieldProps<V> extends FieldFrameProps, Omit<MultiSelectProps, 'id' | 'inputId' | 'aria-describedby' | 'className' | 'value' | 'onChange' | 'required'> {
  value: V[];
  /** The chosen values (none: an empty list). */
  onChange: (value: V[]) => void;
}

/** A labelled multiple choice, the choices as chips. */
export function MultiSelectField<V>({ id, label, error, hint, required, value, onChange, ...select }: MultiSelectFieldProps<V>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => (
        <MultiSelect
          inputId={p.id}
          aria-describedby={p['aria-describedby']}
          className={p.className}
          display="chip"
          {...select}
          value={value}
          onChange={(e) => onChange((e.value as V[] | null) ?? [])}
        />
      )}
    </Field>
  );
}

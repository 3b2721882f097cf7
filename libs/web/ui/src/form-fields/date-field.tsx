import type { CalendarProps } from 'primereact/calendar';
import { Field, type FieldFrameProps } from '../field.js';
import { LabCalendar } from './lab-calendar.js';

export interface DateFieldProps
  extends FieldFrameProps,
    Omit<CalendarProps, 'id' | 'inputId' | 'aria-describedby' | 'className' | 'inputClassName' | 'selectionMode' | 'value' | 'onChange' | 'required'> {
  value: Date | null;
  onChange: (value: Date | null) => void;
}

/** A labelled date (or, with showTime, date and time) input, full width, in the lab's date format and era. */
export function DateField({ id, label, error, hint, required, value, onChange, ...calendar }: DateFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => (
        <LabCalendar
          inputId={p.id}
          aria-describedby={p['aria-describedby']}
          className="w-full"
          inputClassName={p.className}
          {...calendar}
          value={value}
          onChange={(e) => onChange(e.value ?? null)}
        />
      )}
    </Field>
  );
}

import { useState } from 'react';
import type { CalendarProps } from 'primereact/calendar';
import { datePlaceholder } from '@pathdesk/contracts';
import { Field, type FieldFrameProps } from '../field.js';
import { useDateDisplay } from '../date-text.js';
import { useCommonT } from '../use-common-t.js';
import { LabCalendar } from './lab-calendar.js';

export interface DateFieldProps
  extends FieldFrameProps, Omit<CalendarProps, 'id' | 'inputId' | 'aria-describedby' | 'className' | 'inputClassName' | 'selectionMode' | 'value' | 'onChange' | 'required'> {
  value: Date | null;
  onChange: (value: Date | null) => void;
}

/**
 * A labelled date (or, with showTime, date and time) input, full width, in the lab's date format
 * and era: typed (LabCalendar), with its calendar on a button or Alt+ArrowDown, and a message that
 * says what to type when the text is no date (issue 26.1).
 */
export function DateField({ id, label, error, hint, required, value, onChange, ...calendar }: DateFieldProps) {
  const { t } = useCommonT();
  const display = useDateDisplay();
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const format = calendar.showTime ? `${datePlaceholder(display)} hh:mm` : datePlaceholder(display);
  const shown = invalidText ? t('dateInput.noSuchDate', { label, text: invalidText, format }) : error;
  return (
    <Field id={id} label={label} error={shown} hint={hint} required={required}>
      {(p) => (
        <LabCalendar
          inputId={p.id}
          aria-describedby={p['aria-describedby']}
          className="w-full"
          inputClassName={p.className}
          {...calendar}
          value={value}
          onChange={(e) => onChange(e.value ?? null)}
          onInvalidText={setInvalidText}
        />
      )}
    </Field>
  );
}

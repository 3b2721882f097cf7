import { memo, useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Calendar, type CalendarProps, type CalendarSelectionMode, type CalendarYearNavigatorTemplateEvent } from 'primereact/calendar';
import {
  datePlaceholder,
  displayYear,
  formatDisplayDate,
  formatDisplayMonth,
  maskDateText,
  monthPlaceholder,
  parseDisplayDate,
  parseDisplayMonth,
  type DateDisplay,
} from '@pathdesk/contracts';
import { useDateDisplay } from '../date-text.js';

/** The years a Buddhist Era calendar offers in its header. */
const YEAR_RANGE = '1900:2100';

/** The header's year in the lab's era: PrimeReact writes the Common Era year, so it gets a select of its own. */
function buddhistYearNavigator(display: DateDisplay) {
  return function YearSelect(e: CalendarYearNavigatorTemplateEvent) {
    const years = (e as unknown as { names: number[] }).names;
    return (
      <select
        className="p-datepicker-year"
        aria-label="Year"
        value={e.value as number}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => e.onChange(event, Number(event.target.value))}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {displayYear(year, display)}
          </option>
        ))}
      </select>
    );
  };
}

/**
 * What makes a PrimeReact Calendar write and read dates as the lab does (lab settings: the format
 * and the era): the input's text, what a typed date means, its placeholder and, in the Buddhist
 * Era, the header's year. A month field (view "month") writes mm/yyyy in the lab's era (issue
 * 26.2). The one place the calendars take their format from.
 */
function useLabCalendarProps(withTime: boolean, month: boolean) {
  const display = useDateDisplay();
  const era = display.buddhistEra ? { yearNavigator: true, yearRange: YEAR_RANGE, yearNavigatorTemplate: buddhistYearNavigator(display) } : {};
  if (month) {
    return {
      dateFormat: 'mm/yy',
      placeholder: monthPlaceholder(display),
      formatDateTime: (date: Date) => formatDisplayMonth(date, display),
      parseDateTime: (text: string) => {
        const date = parseDisplayMonth(text, display);
        if (!date) throw new Error(`not a ${monthPlaceholder(display)} month`);
        return date;
      },
      ...era,
    };
  }
  return {
    dateFormat: display.dateFormat === 'dd/mm/yyyy' ? 'dd/mm/yy' : 'mm/dd/yy',
    placeholder: withTime ? `${datePlaceholder(display)} hh:mm` : datePlaceholder(display),
    formatDateTime: (date: Date) => formatDisplayDate(date, display, { withTime }),
    parseDateTime: (text: string) => {
      // A date with the mask's space after it is a time still to come: not read yet (it would
      // rewrite the input as 00:00 under the user's fingers).
      const date = withTime && /\s$/.test(text) ? null : parseDisplayDate(text, display);
      // PrimeReact treats a throw as "not a date yet" (it keeps or clears the input).
      if (!date) throw new Error(`not a ${datePlaceholder(display)} date`);
      return date;
    },
    ...era,
  };
}

/** Two props' values alike: the same value, or dates (alone or in a range) of the same instant. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  return false;
}

/** Props alike but for functions (handlers): LabCalendar calls the latest handlers anyway. */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => (typeof a[k] === 'function' && typeof b[k] === 'function') || sameValue(a[k], b[k]));
}

// PrimeReact's Calendar builds its whole month (42 day cells, each through mergeProps and
// formatDate) on every render, its panel closed or not: re-rendered with every change of the page
// around it (the worklist renders on each fetch), it was most of the worklist's blocking time
// (issue 18). It renders again only when a prop other than a handler changes (dates compared by
// instant, so `maxDate={new Date()}` does not count).
const LabCalendarInner = memo(function LabCalendarInner(props: CalendarProps<CalendarSelectionMode> & { withTime: boolean }) {
  const { withTime, ...calendar } = props;
  const lab = useLabCalendarProps(withTime, calendar.view === 'month');
  return <Calendar {...lab} {...calendar} />;
}, sameProps);

/** What LabCalendar adds to a Calendar's props. */
export interface LabCalendarOwnProps {
  /**
   * Told when the text typed is no date (31/02/2569) as the user leaves the input, and null once
   * it is one again (or emptied): the date given meanwhile is null.
   */
  onInvalidText?: (text: string | null) => void;
}

/** Handlers stay the same functions from one render to the next and call the latest ones given. */
function useStableHandlers(props: object): Record<string, unknown> {
  const latest = useRef(props);
  latest.current = props;
  const stable = useRef(new Map<string, (...args: unknown[]) => unknown>());
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== 'function' || key === 'ref') {
      given[key] = value;
      continue;
    }
    let handler = stable.current.get(key);
    if (!handler) {
      handler = (...args: unknown[]) => (latest.current as Record<string, (...a: unknown[]) => unknown>)[key]?.(...args);
      stable.current.set(key, handler);
    }
    given[key] = handler;
  }
  return given;
}

/**
 * A date typed (issue 26.1): the calendar no longer opens on focus (it took the focus and the text
 * typed was lost); it opens on its button, ArrowDown or Alt+ArrowDown. Separators come by
 * themselves as the user types (maskDateText); text that is not (yet) a date stays in the input
 * (the date given is null meanwhile) and, if it is still no date when the user leaves, the field
 * says so (onInvalidText).
 */
function useTypedDate(props: CalendarProps<'single'> & LabCalendarOwnProps) {
  const withTime = !!props.showTime;
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const draftRef = useRef<string | null>(null);
  draftRef.current = draft;
  const { onChange, onBlur, onInvalidText, inputRef } = props;

  // The mask: a native listener on the input runs before React's (on the root), so the Calendar
  // parses the text as masked.
  const attach = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
    },
    [inputRef],
  );
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const mask = (event: Event) => {
      const type = (event as InputEvent).inputType ?? '';
      const masked = maskDateText(element.value, { withTime, deleting: type.startsWith('delete') });
      if (masked !== element.value) {
        const atEnd = element.selectionStart === element.value.length;
        element.value = masked;
        if (atEnd) element.setSelectionRange(masked.length, masked.length);
      }
    };
    element.addEventListener('input', mask);
    return () => element.removeEventListener('input', mask);
  }, [withTime]);

  return {
    value: draft ?? props.value,
    inputRef: attach,
    keepInvalid: true,
    showOnFocus: false,
    // Digits on a phone's keyboard (PrimeReact's default shows none); the separators come by themselves.
    inputMode: 'numeric',
    showIcon: props.showIcon ?? true,
    onChange: (e: { value?: Date | string | null }) => {
      const value = e.value;
      if (typeof value === 'string' && value.trim() !== '') {
        setDraft(value);
        onChange?.({ ...(e as object), value: null } as never);
        return;
      }
      setDraft(null);
      onInvalidText?.(null);
      onChange?.({ ...(e as object), value: value instanceof Date ? value : null } as never);
    },
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
      if (draftRef.current) onInvalidText?.(draftRef.current);
      onBlur?.(e);
    },
  };
}

/** The typed single date (or date and time) of LabCalendar. */
function TypedLabCalendar(props: CalendarProps<'single'> & LabCalendarOwnProps) {
  const typed = useTypedDate(props);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { onInvalidText, mask, ...rest } = props;
  const given = useStableHandlers({ ...rest, ...typed });
  return <LabCalendarInner {...(given as CalendarProps<CalendarSelectionMode>)} withTime={!!props.showTime} />;
}

/**
 * A PrimeReact Calendar in the lab's date format and era (props given win, e.g. a placeholder).
 * A single date (not a range, a month or an inline calendar) is typed (useTypedDate).
 */
export function LabCalendar<TMode extends CalendarSelectionMode = 'single'>(props: CalendarProps<TMode> & LabCalendarOwnProps) {
  const typed = (props.selectionMode ?? 'single') === 'single' && !props.inline && (props.view ?? 'date') === 'date';
  if (typed) return <TypedLabCalendar {...(props as CalendarProps<'single'> & LabCalendarOwnProps)} />;
  return <PickedLabCalendar {...(props as CalendarProps<CalendarSelectionMode>)} />;
}

function PickedLabCalendar(props: CalendarProps<CalendarSelectionMode>) {
  const given = useStableHandlers(props);
  return <LabCalendarInner {...(given as CalendarProps<CalendarSelectionMode>)} withTime={!!props.showTime} />;
}

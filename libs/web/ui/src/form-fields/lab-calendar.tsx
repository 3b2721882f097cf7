import { memo, useRef, type ChangeEvent } from 'react';
import { Calendar, type CalendarProps, type CalendarSelectionMode, type CalendarYearNavigatorTemplateEvent } from 'primereact/calendar';
import { datePlaceholder, displayYear, formatDisplayDate, parseDisplayDate, type DateDisplay } from '@pathdesk/contracts';
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
 * Era, the header's year. The one place the calendars take their format from.
 */
function useLabCalendarProps(withTime: boolean) {
  const display = useDateDisplay();
  return {
    dateFormat: display.dateFormat === 'dd/mm/yyyy' ? 'dd/mm/yy' : 'mm/dd/yy',
    placeholder: withTime ? `${datePlaceholder(display)} hh:mm` : datePlaceholder(display),
    formatDateTime: (date: Date) => formatDisplayDate(date, display, { withTime }),
    parseDateTime: (text: string) => {
      const date = parseDisplayDate(text, display);
      // PrimeReact treats a throw as "not a date yet" (it keeps or clears the input).
      if (!date) throw new Error(`not a ${datePlaceholder(display)} date`);
      return date;
    },
    ...(display.buddhistEra ? { yearNavigator: true, yearRange: YEAR_RANGE, yearNavigatorTemplate: buddhistYearNavigator(display) } : {}),
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
  const lab = useLabCalendarProps(withTime);
  return <Calendar {...lab} {...calendar} />;
}, sameProps);

/** A PrimeReact Calendar in the lab's date format and era (props given win, e.g. a placeholder). */
export function LabCalendar<TMode extends CalendarSelectionMode = 'single'>(props: CalendarProps<TMode>) {
  // Handlers stay the same functions from one render to the next and call the latest ones given.
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
      handler = (...args: unknown[]) => (latest.current as unknown as Record<string, (...a: unknown[]) => unknown>)[key]?.(...args);
      stable.current.set(key, handler);
    }
    given[key] = handler;
  }
  return <LabCalendarInner {...(given as CalendarProps<CalendarSelectionMode>)} withTime={!!props.showTime} />;
}

import type { ChangeEvent } from 'react';
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

/** A PrimeReact Calendar in the lab's date format and era (props given win, e.g. a placeholder). */
export function LabCalendar<TMode extends CalendarSelectionMode = 'single'>(props: CalendarProps<TMode>) {
  const lab = useLabCalendarProps(!!props.showTime);
  return <Calendar<TMode> {...lab} {...props} />;
}

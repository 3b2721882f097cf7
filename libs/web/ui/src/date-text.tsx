import { useCallback } from 'react';
import { selectDateDisplay, useAppSelector } from '@pathdesk/web-data';
import { formatDisplayDate, formatDisplayMonth } from '@pathdesk/contracts';

/** The lab's date format and era (lab settings), as the shell received them. */
export function useDateDisplay() {
  return useAppSelector(selectDateDisplay);
}

/** The lab's date formatter (contracts/date-format.ts) in its format and era. */
export function useFormatDate() {
  const display = useDateDisplay();
  return useCallback((value: Date | string | null | undefined, options: { withTime?: boolean } = {}) => formatDisplayDate(value, display, options), [display]);
}

/** The lab's month formatter (mm/yyyy in its era) for a month (yyyy-mm), a day or a Date. */
export function useFormatMonth() {
  const display = useDateDisplay();
  return useCallback((value: Date | string | null | undefined) => formatDisplayMonth(value, display), [display]);
}

/** A date (or date and time) as the lab writes dates (its format, in the Buddhist Era when set). */
export function DateText({ value, withTime = false }: { value: Date | string | null | undefined; withTime?: boolean }) {
  const format = useFormatDate();
  const text = format(value, { withTime });
  return text ? <time dateTime={typeof value === 'string' ? value : value?.toISOString()}>{text}</time> : null;
}

import { useCallback } from 'react';
import { selectBuddhistEra, useAppSelector } from '@pathdesk/web-data';
import { formatDate, type DateFormatOptions } from './format-date.js';

/** formatDate with the user's choice of era (the layout configuration's Buddhist Era switch). */
export function useFormatDate() {
  const buddhistEra = useAppSelector(selectBuddhistEra);
  return useCallback((value: Date | string | null | undefined, options: Omit<DateFormatOptions, 'buddhistEra'> = {}) => formatDate(value, { ...options, buddhistEra }), [buddhistEra]);
}

/** A date (or date and time) as the user reads dates: dd/mm/yyyy, in the Buddhist Era when chosen. */
export function DateText({ value, withTime = false }: { value: Date | string | null | undefined; withTime?: boolean }) {
  const format = useFormatDate();
  const text = format(value, { withTime });
  return text ? <time dateTime={typeof value === 'string' ? value : value?.toISOString()}>{text}</time> : null;
}

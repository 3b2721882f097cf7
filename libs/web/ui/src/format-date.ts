import { buddhistYear } from '@pathdesk/contracts';

export interface DateFormatOptions {
  /** Show the year in the Buddhist Era (CE + 543), as Thai documents do. */
  buddhistEra?: boolean;
  withTime?: boolean;
}

/** The lab clock's Buddhist Era year (CE + 543). */
export const toBuddhistYear = buddhistYear;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yyyy[ hh:mm] in local time; the Buddhist Era year when asked. Empty for no date. */
export function formatDate(value: Date | string | null | undefined, options: DateFormatOptions = {}): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const year = options.buddhistEra ? toBuddhistYear(date.getFullYear()) : date.getFullYear();
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${year}`;
  return options.withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

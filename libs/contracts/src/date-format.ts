import { buddhistYear } from './lab-clock.js';

/**
 * How the lab writes dates on its screens, inputs, filters and exports: one lab setting (spec §9:
 * mm/dd/yy by default — PrimeReact's "yy" is the four-digit year — dd/mm/yyyy offered) and
 * whether years are Buddhist Era. Reports and invoices print Thai BE dates whatever this says
 * (report-wording.ts).
 */
export const DATE_FORMATS = ['mm/dd/yyyy', 'dd/mm/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface DateDisplay {
  dateFormat: DateFormat;
  buddhistEra: boolean;
}

export const DEFAULT_DATE_DISPLAY: DateDisplay = { dateFormat: 'mm/dd/yyyy', buddhistEra: false };

const BE_OFFSET = 543;
const pad = (n: number) => String(n).padStart(2, '0');

/** The date (and with `withTime`, hh:mm) in local time, as the lab writes it. Empty for no date. */
export function formatDisplayDate(value: Date | string | null | undefined, display: DateDisplay, options: { withTime?: boolean } = {}): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const year = display.buddhistEra ? buddhistYear(date.getFullYear()) : date.getFullYear();
  const [first, second] = display.dateFormat === 'dd/mm/yyyy' ? [date.getDate(), date.getMonth() + 1] : [date.getMonth() + 1, date.getDate()];
  const day = `${pad(first)}/${pad(second)}/${year}`;
  return options.withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/**
 * A typed date (with an optional hh:mm) read the way the lab writes it; null when it is not a real
 * date in that format (31/02, a month 13, a day/month swap that does not exist).
 */
export function parseDisplayDate(text: string, display: DateDisplay): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?\s*$/.exec(text);
  if (!match) return null;
  const [a, b, y, hh, mm] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const [day, month] = display.dateFormat === 'dd/mm/yyyy' ? [a!, b!] : [b!, a!];
  const year = display.buddhistEra ? y! - BE_OFFSET : y!;
  const date = new Date(year, month - 1, day, hh ?? 0, mm ?? 0);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && (hh ?? 0) < 24 && (mm ?? 0) < 60;
  return real ? date : null;
}

/** The format as a placeholder: "mm/dd/yyyy", or "dd/mm/yyyy (พ.ศ.)" in the Buddhist Era. */
export function datePlaceholder(display: DateDisplay): string {
  return display.buddhistEra ? `${display.dateFormat} (พ.ศ.)` : display.dateFormat;
}

/** The year as the lab writes it (a calendar's header). */
export function displayYear(ceYear: number, display: DateDisplay): number {
  return display.buddhistEra ? buddhistYear(ceYear) : ceYear;
}

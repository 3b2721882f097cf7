import { buddhistYear, labDateTime } from './lab-clock.js';

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

interface DateParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_ONLY = /^(\d{4})-(\d{2})$/;

/** The parts as the lab writes them: its order, its era, hh:mm when asked. The one writer of dates. */
function writeDate(parts: DateParts, display: DateDisplay, withTime: boolean): string {
  const year = display.buddhistEra ? buddhistYear(parts.year) : parts.year;
  const [first, second] = display.dateFormat === 'dd/mm/yyyy' ? [parts.day, parts.month] : [parts.month, parts.day];
  const day = `${pad(first)}/${pad(second)}/${year}`;
  return withTime ? `${day} ${pad(parts.hours)}:${pad(parts.minutes)}` : day;
}

/** The calendar parts of a value: a day (yyyy-mm-dd) as written, an instant on `clock`'s wall time. */
function dateParts(value: Date | string, clock: (date: Date) => DateParts): DateParts | null {
  if (typeof value === 'string') {
    // A calendar day (a birth date, a due day, an invoice's issue date) is that day everywhere:
    // not midnight UTC, which is the day before west of Greenwich.
    const day = DAY_ONLY.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const check = new Date(Date.UTC(year, month - 1, date));
      return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? { year, month, day: date, hours: 0, minutes: 0 } : null;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : clock(date);
}

const localClock = (date: Date): DateParts => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() });

const labClock = (date: Date): DateParts => {
  const [year, month, day, hours, minutes] = labDateTime(date).split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return { year, month, day, hours, minutes };
};

/**
 * The date (and with `withTime`, hh:mm) in local time, as the lab writes it (a day, yyyy-mm-dd, is
 * that day). Empty for no date or one that is not. Every date a screen shows goes through here
 * (libs/web/ui's DateText and useFormatDate, the calendars); printed documents keep their long Thai
 * form (report-wording.ts).
 */
export function formatDisplayDate(value: Date | string | null | undefined, display: DateDisplay, options: { withTime?: boolean } = {}): string {
  if (value == null || value === '') return '';
  const parts = dateParts(value, localClock);
  return parts ? writeDate(parts, display, !!options.withTime) : '';
}

/**
 * formatDisplayDate on the lab's clock, whatever the time zone of the machine: for what the server
 * writes (Excel and CSV exports).
 */
export function formatLabDate(value: Date | string | null | undefined, display: DateDisplay, options: { withTime?: boolean } = {}): string {
  if (value == null || value === '') return '';
  const parts = dateParts(value, labClock);
  return parts ? writeDate(parts, display, !!options.withTime) : '';
}

/**
 * A month as the lab writes it: mm/yyyy (11/2026, or 11/2569 in the Buddhist Era), from a month
 * (yyyy-mm), a day (yyyy-mm-dd) or a Date (its local month). Empty for no month or one that is not.
 */
export function formatDisplayMonth(value: Date | string | null | undefined, display: DateDisplay): string {
  if (value == null || value === '') return '';
  const month = typeof value === 'string' ? MONTH_ONLY.exec(value) : null;
  const parts = month ? { year: Number(month[1]), month: Number(month[2]) } : dateParts(value, localClock);
  if (!parts || parts.month < 1 || parts.month > 12) return '';
  return `${pad(parts.month)}/${display.buddhistEra ? buddhistYear(parts.year) : parts.year}`;
}

/** A typed month (mm/yyyy, in the lab's era) as the Date of its 1st, local midnight; null when it is none. */
export function parseDisplayMonth(text: string, display: DateDisplay): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) - (display.buddhistEra ? BE_OFFSET : 0);
  return month >= 1 && month <= 12 ? new Date(year, month - 1, 1) : null;
}

/** The placeholder of a month field: "mm/yyyy", or "mm/yyyy (พ.ศ.)" in the Buddhist Era. */
export function monthPlaceholder(display: DateDisplay): string {
  return display.buddhistEra ? 'mm/yyyy (พ.ศ.)' : 'mm/yyyy';
}

/**
 * A typed date (with an optional hh:mm) read the way the lab writes it; null when it is not a real
 * date in that format (31/02, a month 13, a day/month swap that does not exist).
 */
export function parseDisplayDate(text: string, display: DateDisplay): Date | null {
  // Digits alone (pasted, or typed without separators): ddmmyyyy[hhmm] in the lab's order.
  const digits = /^\s*(\d{8}|\d{12})\s*$/.exec(text);
  if (digits) text = autoSeparate(digits[1]!, { withTime: digits[1]!.length === 12 });
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

/** The groups of a typed date (and time): widths and the separator that follows each. */
const GROUPS: ReadonlyArray<{ width: number; after: string }> = [
  { width: 2, after: '/' },
  { width: 2, after: '/' },
  { width: 4, after: ' ' },
  { width: 2, after: ':' },
  { width: 2, after: '' },
];

/** Digits written as dd/mm/yyyy[ hh:mm] (or mm/dd…: the order is the reader's), as far as they go. */
function autoSeparate(digits: string, options: { withTime: boolean }): string {
  const groups = options.withTime ? GROUPS : GROUPS.slice(0, 3);
  let out = '';
  let rest = digits;
  for (const [i, group] of groups.entries()) {
    if (!rest) break;
    if (i > 0) out += groups[i - 1]!.after;
    out += rest.slice(0, group.width);
    rest = rest.slice(group.width);
  }
  return out;
}

/**
 * The mask of a typed date (issue 26.1): what an input shows after the user typed or pasted
 * `text`. Separators come by themselves once a group is full (27 → "27/", 27/11/2569 → with time,
 * "27/11/2569 "), a digit typed into a full group starts the next one, separators the user typed
 * are kept (2/3/2026 stays), and digits alone are spread into groups. Deleting is never undone.
 */
export function maskDateText(text: string, options: { withTime: boolean; deleting?: boolean }): string {
  const groups = options.withTime ? GROUPS : GROUPS.slice(0, 3);
  const maxLength = groups.reduce((n, g, i) => n + g.width + (i < groups.length - 1 ? 1 : 0), 0);
  if (/^\d+$/.test(text) && text.length > 2) return autoSeparate(text, options).slice(0, maxLength);
  if (options.deleting) return text;
  if (!/^[\d/ :]*$/.test(text)) return text;
  // A separator typed where the mask already put one counts once (27/ then "/" is 27/).
  text = text.replace(/([/ :])\1+/g, '$1');
  const parts = text.split(/[/ :]/);
  // A separator typed where the mask would put one anyway is kept once.
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    const group = groups[Math.min(out.length, groups.length - 1)]!;
    if (i > 0 && out.length >= groups.length) return text;
    if (part.length > group.width && out.length < groups.length - 1) {
      out.push(part.slice(0, group.width), part.slice(group.width));
    } else out.push(part);
  }
  let result = '';
  for (const [i, part] of out.entries()) {
    if (i > 0) result += groups[i - 1]!.after;
    result += part;
  }
  const last = out.length - 1;
  if (last < groups.length - 1 && out[last]!.length === groups[last]!.width) result += groups[last]!.after;
  return result.slice(0, maxLength);
}

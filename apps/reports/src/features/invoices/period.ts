import { formatDisplayDate, formatDisplayMonth, labDay, labMonth, type DateDisplay } from '@pathdesk/contracts';

/** A month as the API takes it (yyyy-mm) ↔ the month picker's Date (the 1st, local midnight). */
export function monthToDate(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(y, m - 1, 1);
}

export function dateToMonth(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** This month in the lab's time zone: the default period of a new draft and of month end. */
export const thisMonth = (now: Date | number = Date.now()): string => labMonth(now);

/** The last month a draft may bill: this month (a future period is refused by the API). */
export const latestMonthDate = (now: Date | number = Date.now()): Date => monthToDate(thisMonth(now));

/**
 * An invoice's period as the lab writes dates (issue 26.2): the month (11/2026, 11/2569 in the
 * Buddhist Era) for a whole month, else its first and last days ("11/01/2026 – 11/15/2026").
 */
export function periodText(from: string, to: string, display: DateDisplay): string {
  const month = from.slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (from === `${month}-01` && to === `${month}-${String(lastDay).padStart(2, '0')}`) return formatDisplayMonth(month, display);
  return `${formatDisplayDate(from, display)} – ${formatDisplayDate(to, display)}`;
}

/**
 * What a draft of `month` asks for: the whole month once it is over; this month so far (the 1st to
 * today) while it runs, since the API bills no period that ends after today.
 */
export function draftPeriod(month: string, today: string = labDay()): { month: string } | { from: string; to: string } {
  return month === today.slice(0, 7) ? { from: `${month}-01`, to: today } : { month };
}

/** The last month month end may close: this month on its last day, else the month before. */
export function latestClosedMonth(today: string = labDay()): string {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString();
  if (tomorrow.slice(0, 7) !== today.slice(0, 7)) return today.slice(0, 7);
  return new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 7);
}

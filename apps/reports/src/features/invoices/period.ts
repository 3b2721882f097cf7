import { labDay, labMonth } from '@pathdesk/contracts';

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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 2569" (Buddhist Era, as the lab's invoices date things) or "November 2026". */
export function monthLabel(month: string, buddhistEra = true, months: readonly string[] = MONTHS): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${months[m - 1]} ${buddhistEra ? y + 543 : y}`;
}

/** A day (yyyy-mm-dd) as Thai documents write it: dd/mm/yyyy in the Buddhist Era. Empty for none. */
export function formatDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return '';
  const [, y, m, d] = match;
  return `${d}/${m}/${Number(y) + 543}`;
}

/** An invoice's period: "November 2569" for a whole month, else "01/11/2569 – 15/11/2569"; `months`: the user's language's names. */
export function periodText(from: string, to: string, months: readonly string[] = MONTHS): string {
  const month = from.slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (from === `${month}-01` && to === `${month}-${String(lastDay).padStart(2, '0')}`) return monthLabel(month, true, months);
  return `${formatDay(from)} – ${formatDay(to)}`;
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

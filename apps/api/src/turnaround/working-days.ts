import Holidays from 'date-holidays';
import { LAB_TIME_ZONE } from '@pathdesk/contracts';

/** The years the working-day calendar covers: from FIRST_YEAR to two years after the current one. */
export const FIRST_CALENDAR_YEAR = 2015;

/** The Thai public holidays of a year (date-holidays, country TH, type public), one per day. */
export function thaiPublicHolidays(year: number): { day: string; name: string }[] {
  const byDay = new Map<string, string>();
  for (const h of new Holidays('TH').getHolidays(year)) {
    if (h.type !== 'public') continue;
    const day = h.date.slice(0, 10);
    byDay.set(day, byDay.has(day) ? `${byDay.get(day)}; ${h.name}` : h.name);
  }
  return [...byDay].map(([day, name]) => ({ day, name }));
}

/** The lab day (a date) of a timestamptz expression. */
export function labDaySql(instant: string): string {
  return `((${instant}) at time zone '${LAB_TIME_ZONE}')::date`;
}

/**
 * Working days from the reception to the release, as SQL: `cal_received`/`cal_released` are
 * lab_calendar_day rows joined on the two lab days (null when a day is outside the calendar).
 */
export const TAT_DAYS_SQL = '(cal_released.ordinal - cal_received.ordinal)';

/** The joins TAT_DAYS_SQL reads: the calendar days of `received` and `released` (timestamptz expressions). */
export function tatCalendarJoins(received: string, released: string): string {
  return `left join lab_calendar_day cal_received on cal_received.day = ${labDaySql(received)}
          left join lab_calendar_day cal_released on cal_released.day = ${labDaySql(released)}`;
}

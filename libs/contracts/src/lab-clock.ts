/**
 * The lab's clock: its time zone, its calendar day of an instant, the Buddhist Era year and ages.
 * Every "which day / month / year is it at the lab" question goes through here, so that the API,
 * the documents and the screens agree, whatever zone the server or the browser runs in.
 */

/** The lab's time zone (an IANA name). Thailand keeps UTC+7 all year; any zone works here. */
export const LAB_TIME_ZONE = 'Asia/Bangkok';

const BUDDHIST_ERA_OFFSET = 543;
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: LAB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The lab's wall-clock reading of an instant, as if it were UTC (milliseconds), from the zone's rules. */
function zoneWallTime(at: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) + (((at % 1000) + 1000) % 1000);
}

/**
 * The zone's offset kept per quarter hour of UTC: formatToParts costs ~0.02 ms, and a registration or
 * a list asks the lab's day many times. A quarter hour whose two ends differ (a change of the zone's
 * offset inside it) is not kept: its instants are read from the rules each time.
 */
const OFFSET_SPAN_MS = 15 * 60_000;
const offsets = new Map<number, number>();

function wallTime(at: number): number {
  const span = Math.floor(at / OFFSET_SPAN_MS);
  let offset = offsets.get(span);
  if (offset === undefined) {
    const start = span * OFFSET_SPAN_MS;
    const end = start + OFFSET_SPAN_MS - 1;
    offset = zoneWallTime(start) - start;
    if (zoneWallTime(end) - end !== offset) return zoneWallTime(at);
    if (offsets.size >= 4_096) offsets.clear();
    offsets.set(span, offset);
  }
  return at + offset;
}

/** How far the lab's clock is ahead of UTC at an instant (ms). */
export function labOffsetMs(at: Date | number | string): number {
  const time = new Date(at).getTime();
  return wallTime(time) - time;
}

/** The lab's local time of an instant as yyyy-mm-ddThh:mm:ss.sss (no zone). */
export function labDateTime(at: Date | number | string): string {
  const time = new Date(at).getTime();
  return new Date(wallTime(time)).toISOString().slice(0, 23);
}

/** The lab's calendar day (yyyy-mm-dd) of an instant. */
export function labDay(at: Date | number | string = Date.now()): string {
  return labDateTime(at).slice(0, 10);
}

/** The lab's month (yyyy-mm) of an instant. */
export function labMonth(at: Date | number | string = Date.now()): string {
  return labDateTime(at).slice(0, 7);
}

/** The lab's calendar year (CE) of an instant: accession numbers roll over at the lab's midnight. */
export function labYear(at: Date | number | string = Date.now()): number {
  return Number(labDateTime(at).slice(0, 4));
}

/** The instant the lab's day yyyy-mm-dd begins. */
export function labDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  // The offset at midnight local time: guess with the offset at UTC midnight, then correct once.
  const guess = midnight - labOffsetMs(midnight);
  return new Date(midnight - labOffsetMs(guess));
}

/** The instants [start, end) of the lab's day yyyy-mm-dd, or of the lab day an ISO instant falls on. */
export function labDayBounds(dayOrInstant: string): { start: Date; end: Date } {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(dayOrInstant) ? dayOrInstant : labDay(dayOrInstant);
  return { start: labDayStart(day), end: labDayStart(addDays(day, 1)) };
}

/** The lab's day `days` days after (or before, when negative) the day yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The year in the Buddhist Era (CE + 543), as Thai documents write it. */
export function buddhistYear(ceYear: number): number {
  return ceYear + BUDDHIST_ERA_OFFSET;
}

/**
 * Age in whole years on the lab's day of `at` (the reception) for a birth date yyyy-mm-dd; a
 * 29 February birthday comes on 1 March in other years. Negative when born after `at`.
 */
export function ageAt(birthDate: string, at: Date | number | string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ay, am, ad] = labDay(at).split('-').map(Number) as [number, number, number];
  const hadBirthday = am > bm || (am === bm && ad >= bd);
  return ay - by - (hadBirthday ? 0 : 1);
}

/** The worklist's age filter: the offered choices, and the age a link gives (the dashboard's "overdue" opens it with ?minAgeDays=2). */
const OFFERED = [1, 3, 7];

const label = (days: number) => (days === 1 ? 'Older than 1 day' : days === 7 ? 'Older than a week' : `Older than ${days} days`);

/** A link's ?minAgeDays as the filter's value: a whole number of days from 1 to 3650, else no filter. */
export function ageFromLink(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= 3650 ? days : null;
}

/** The dropdown's options, with a linked age that is not among them added in order. */
export function ageOptions(linked: number | null): { value: number; label: string }[] {
  const days = linked === null || OFFERED.includes(linked) ? OFFERED : [...OFFERED, linked].sort((a, b) => a - b);
  return days.map((value) => ({ value, label: label(value) }));
}

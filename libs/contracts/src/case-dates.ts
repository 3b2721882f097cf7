import type { FieldError } from './errors.js';
import { coded } from './error-codes.js';
import { labDay } from './lab-clock.js';

/** The dates of a case that must agree with each other; any may be missing (a partial edit). */
export interface CaseDates {
  receivedAt?: string | null;
  collectedAt?: string | null;
  birthDate?: string | null;
  lmp?: string | null;
}

/**
 * THE date-order rule of a case, for the forms, the request schemas and the API's edits alike:
 * the collection before the reception, the birth and the last period on or before the lab's day of
 * the reception. Checked where both dates are known; `path` prefixes the field names (`cases.2.`).
 */
export function caseDateErrors(dates: CaseDates, path = ''): FieldError[] {
  const errors: FieldError[] = [];
  if (!dates.receivedAt) return errors;
  const received = Date.parse(dates.receivedAt);
  if (Number.isNaN(received)) return errors;
  const receivedDay = labDay(received);
  if (dates.collectedAt && Date.parse(dates.collectedAt) > received) errors.push({ field: `${path}receivedAt`, ...coded('received_before_collected') });
  if (dates.birthDate && dates.birthDate > receivedDay) errors.push({ field: `${path}birthDate`, ...coded('birth_date_after_received') });
  if (dates.lmp && dates.lmp > receivedDay) errors.push({ field: `${path}lmp`, ...coded('lmp_after_received') });
  return errors;
}

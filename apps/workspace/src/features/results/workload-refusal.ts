import { hasRole, isApiErrorBody, WORKLOAD_OVER_LIMIT } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';

type ApiError = Parameters<typeof apiErrorMessage>[0];

/** The field the API names when a screening would take the screener over the day's limit. */
const SCREENER_FIELD = 'fields.screenerId';

/**
 * A save or sign-out refused because it would take the screener over the day's workload limit
 * (issue 15.4, 42 CFR 493.1274(d)): the reason as the user reads it, and — where the API gave
 * them — the screener, the count the case would make and the limit, for the confirmation.
 */
export interface WorkloadRefusal {
  /** The server's reason, in the user's language. */
  reason: string;
  screener: string | null;
  /** The slides counted for the day with this case. */
  total: number | null;
  limit: number | null;
}

/**
 * The workload refusal in a failed call, or null for any other failure. The API answers 409 with
 * code `workload_over_limit` (and its params); an API that sends no codes still names the
 * screener field, which no other 409 of a result does.
 */
export function workloadRefusalOf(error: ApiError): WorkloadRefusal | null {
  if (!error || !('status' in error) || error.status !== 409 || !isApiErrorBody(error.data)) return null;
  const body = error.data;
  if (body.code !== WORKLOAD_OVER_LIMIT && !body.errors?.some((e) => e.field === SCREENER_FIELD)) return null;
  const params = body.code === WORKLOAD_OVER_LIMIT ? (body.params ?? {}) : {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { reason: apiErrorMessage(error), screener: text(params.screener), total: num(params.total), limit: num(params.limit) };
}

/** Only an administrator may allow a screening over the limit (the API refuses the flag from anyone else). */
export function mayAllowOverLimit(role: string | null | undefined): boolean {
  return hasRole(role, ['admin']);
}

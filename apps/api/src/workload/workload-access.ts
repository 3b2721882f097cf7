import { hasRole, type Role } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';

/**
 * Who reads the workload log (issue 15.4): administrators and pathologists (the technical
 * supervisor reviews the screeners' workload) see every screener; lab staff their own screener
 * record only. Guests none.
 */
export const WORKLOAD_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who declares a day's hours: the screener (lab staff or an administrator linked to the record), or an administrator for anyone. */
export const WORKLOAD_WRITERS = ['admin', 'user'] as const satisfies readonly Role[];

/** Whether the actor reads every screener's workload (else only their own record's). */
export function readsAllWorkload(actor: Actor): boolean {
  return hasRole(actor.role, ['admin', 'doctor']);
}

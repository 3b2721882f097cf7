import type { Role } from '@pathdesk/contracts';

/** Who reads cases: lab staff and doctors (pathologists). Guests work with reports only. */
export const CASE_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who registers cases and cancels them: lab staff. Doctors edit clinical fields (cases.service.ts). */
export const CASE_REGISTRARS = ['admin', 'user'] as const satisfies readonly Role[];

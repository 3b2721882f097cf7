import type { Role } from '@pathdesk/contracts';

/** Who reads patients and their prior cases: everyone who works on cases. Guests read released reports only. */
export const PATIENT_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

import type { Role } from '@pathdesk/contracts';

/** Who reads the templates and the ICD-O-3 lists: everyone who writes or reads results. Guests none. */
export const SYNOPTIC_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who retires a template version and loads the ICD-O-3 lists: lab administrators. */
export const SYNOPTIC_ADMINS = ['admin'] as const satisfies readonly Role[];

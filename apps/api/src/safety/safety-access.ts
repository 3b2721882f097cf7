import type { Role } from '@pathdesk/contracts';

/** Who reads and reviews look-backs and correlations: pathologists, screeners (lab staff), administrators. Guests none. */
export const SAFETY_REVIEWERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who records a cyto-histologic correlation (issue 15.2): pathologists and administrators. */
export const CORRELATION_REVIEWERS = ['admin', 'doctor'] as const satisfies readonly Role[];

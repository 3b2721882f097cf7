import type { Role } from '@pathdesk/contracts';

/** Who reads and reviews look-backs and correlations: pathologists, screeners (lab staff), administrators. Guests none. */
export const SAFETY_REVIEWERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

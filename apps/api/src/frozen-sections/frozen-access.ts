import type { Role } from '@pathdesk/contracts';

/** The lab reads a case's frozen sections; hospital accounts read the released report's. */
export const FROZEN_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];
/** Who receives a section from theatre and records the call to it. */
export const FROZEN_RECEIVERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];
/** Who gives the frozen-section diagnosis: pathologists (and administrators, as for sign-out). */
export const FROZEN_REPORTERS = ['admin', 'doctor'] as const satisfies readonly Role[];

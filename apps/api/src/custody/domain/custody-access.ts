import type { Role } from '@pathdesk/contracts';

/** Who reads timelines, the archive and locations: lab staff and doctors. */
export const CUSTODY_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who scans at the stations, files, retrieves and returns, prints labels and disposes of items. */
export const CUSTODY_STAFF = ['admin', 'user'] as const satisfies readonly Role[];

/** The supervisor: overrides the order of steps, keeps the locations and the custody settings. */
export const CUSTODY_SUPERVISORS = ['admin'] as const satisfies readonly Role[];

/** Who puts a case under legal hold or lifts it: administrators and pathologists. */
export const HOLD_KEEPERS = ['admin', 'doctor'] as const satisfies readonly Role[];

/** The roles a disposal's approver may have (and they must not be the one disposing). */
export const DISPOSAL_APPROVERS = ['admin', 'user'] as const satisfies readonly Role[];

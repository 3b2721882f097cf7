import type { Role } from '@pathdesk/contracts';

/** Who reads and writes results: lab staff and doctors (pathologists). Guests read released reports only. */
export const RESULT_WRITERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

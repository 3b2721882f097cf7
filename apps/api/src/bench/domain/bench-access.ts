import type { Role } from '@pathdesk/contracts';

/** Who reads a case's bench work, the catalogue and the worklists: lab staff and doctors. Guests none. */
export const BENCH_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who records blocks and slides, performs orders (in progress, done), handles paraffin requests, prints labels. */
export const BENCH_STAFF = ['admin', 'user'] as const satisfies readonly Role[];

/** Who orders additional tests: pathologists (and administrators). */
export const TEST_ORDERERS = ['admin', 'doctor'] as const satisfies readonly Role[];

/** Who edits the test catalogue and its prices. */
export const CATALOGUE_EDITORS = ['admin'] as const satisfies readonly Role[];

import type { Role } from '@pathdesk/contracts';

/** Who reads the lookups: everyone who registers or works on cases (dropdowns, lists). */
export const LOOKUP_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Hospitals and doctors are kept up to date by the lab staff. */
export const REFERRER_EDITORS = ['admin', 'user'] as const satisfies readonly Role[];

/** Config values and accession prefixes are settings: administrators only. */
export const SETTINGS_EDITORS = ['admin'] as const satisfies readonly Role[];

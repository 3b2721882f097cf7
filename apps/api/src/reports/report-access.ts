import { ROLES, type Role } from '@pathdesk/contracts';

/** Who reads released reports, their list and their PDFs: everyone with a role, guests included (reports only, never cases). */
export const REPORT_READERS = ROLES;

/** Who reads a version whole (the case and result as stored, the signer's account); anyone else the printed report only (issue 24.9). */
export const WHOLE_REPORT_READERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/**
 * Who may ask for a sign-out at all; the finer rule (`signOutRefusal`, contracts result-rules.ts)
 * decides per case: lab staff release only satisfactory NILM Paps, and only where the lab allows it.
 */
export const REPORT_SIGNERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Who rescreens held Paps (gynecological quality control): anyone but the person who asked for the sign-out. */
export const RESCREENERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

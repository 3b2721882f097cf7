import { normalizeRole, type CaseKind, type SignerRecord } from '@pathdesk/contracts';
import type { AnyResult } from './result-form-model';

export type SignerField = 'pathologistId' | 'screenerId';

/**
 * The result field a signer's own record fills and locks (issue 16.6): a doctor names their
 * pathologist record, lab staff their screener record; nobody signs for another. Administrators
 * choose freely. Null when the account is not linked (the sign-out then explains why it is refused).
 */
export function signerField(kind: CaseKind, role: string | null | undefined, signature: SignerRecord | null | undefined): SignerField | null {
  const r = normalizeRole(role);
  if (!signature?.active || (r !== 'doctor' && r !== 'user')) return null;
  if (signature.category === 'pathologist') return 'pathologistId';
  return kind === 'surgical' ? null : 'screenerId';
}

/** The fields with the signer's record where the field is still empty. */
export function withSigner(fields: AnyResult, field: SignerField | null, staffId: number | undefined): AnyResult {
  if (!field || staffId === undefined) return fields;
  const current = (fields as unknown as Record<string, unknown>)[field];
  return current === null || current === undefined ? ({ ...fields, [field]: staffId } as AnyResult) : fields;
}

/** Why a doctor or lab staff member cannot sign yet: their account names no record of theirs. */
export function unlinkedRefusal(role: string | null | undefined, signature: SignerRecord | null | undefined): string | null {
  const r = normalizeRole(role);
  if ((r !== 'doctor' && r !== 'user') || signature === undefined) return null; // undefined: still loading
  const wanted = r === 'doctor' ? 'pathologist' : 'screener';
  if (signature?.active && signature.category === wanted) return null;
  return `Your account is not linked to an active ${wanted} record, so you cannot sign reports: ask an administrator to link it in Settings → Users.`;
}

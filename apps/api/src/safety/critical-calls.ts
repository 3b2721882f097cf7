import type { EntityManager } from '@mikro-orm/postgresql';
import { HIGH_GRADE_PAP, type CaseKind, type CriticalReason, type GynecologicalResult, type ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import type { AuditService } from '../audit/audit.service.js';

export const CRITICAL_CALL_ENTITY = 'critical_call';

/** Why this release is a critical result to phone, or null: an HSIL+ Pap, or a surgical case the pathologist flagged. */
export function criticalReason(kind: CaseKind, fields: ResultFields, flagged: boolean): CriticalReason | null {
  if (kind === 'gynecological') {
    const interpretation = (fields as GynecologicalResult).interpretation;
    return interpretation && HIGH_GRADE_PAP.includes(interpretation) ? 'high-grade-pap' : null;
  }
  return kind === 'surgical' && flagged ? 'unexpected-malignancy' : null;
}

/**
 * Issue 15.5: the first release of a critical result opens a call to record (who at the hospital
 * was told, by whom, when, how, read back). An amendment opens none (the case has had its call);
 * runs in the release's transaction, audited.
 */
export async function openCriticalCall(
  em: EntityManager,
  audit: AuditService,
  actor: Actor,
  release: { caseId: number; reportId: number; reason: CriticalReason; finding: string; signerId: number | null; signerUsername: string | null },
): Promise<void> {
  const rows = await em.execute<{ id: number }[]>(
    `insert into critical_call (case_id, report_id, reason, finding, signer_id, signer_username, released_at)
     select ?, ?, ?, ?, ?, ?, released_at from report_version where id = ?
     on conflict (case_id) do nothing returning id`,
    [release.caseId, release.reportId, release.reason, release.finding.slice(0, 500), release.signerId, release.signerUsername, release.reportId],
  );
  const id = rows[0]?.id;
  if (id !== undefined)
    audit.record(actor, { action: 'create', entity: CRITICAL_CALL_ENTITY, entityId: id, after: { caseId: release.caseId, reason: release.reason, finding: release.finding } }, em);
}

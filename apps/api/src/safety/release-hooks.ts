import type { EntityManager } from '@mikro-orm/postgresql';
import { resultHeadline, type CaseKind, type GynecologicalResult, type ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { criticalReason, openCriticalCall } from './critical-calls.js';
import { queueLookbacks } from './lookback-queue.js';
import { queueCorrelations } from './correlation-queue.js';

export interface SafetyRelease {
  kind: CaseKind;
  caseId: number;
  reportId: number;
  fields: ResultFields;
  /** An amendment (not a first release). */
  amended: boolean;
  /** A surgical case the pathologist flagged as an unexpected malignancy. */
  criticalFinding: boolean;
  signer: { id: number; username: string };
}

/** What a release means for patient safety, in the release's transaction: the 5-year look-back and the critical-result call. */
export async function afterRelease(em: EntityManager, audit: AuditService, actor: Actor, release: SafetyRelease): Promise<void> {
  if (release.kind === 'gynecological') {
    await queueLookbacks(em, actor, { caseId: release.caseId, reportId: release.reportId, interpretation: (release.fields as GynecologicalResult).interpretation });
  }
  // Issue 15.2: a cervical biopsy's first release pairs it with the patient's Paps of the 6 months before.
  if (release.kind === 'surgical' && !release.amended) await queueCorrelations(em, actor, { caseId: release.caseId, reportId: release.reportId });
  const reason = release.amended ? null : criticalReason(release.kind, release.fields, release.criticalFinding);
  if (reason) {
    await openCriticalCall(em, audit, actor, {
      caseId: release.caseId,
      reportId: release.reportId,
      reason,
      finding: resultHeadline(release.kind, release.fields),
      signerId: release.signer.id,
      signerUsername: release.signer.username,
    });
  }
}

import type { GynecologicalResult } from '@pathdesk/contracts';
import type { AuditService } from '../audit/audit.service.js';
import type { Subscriber } from '../events/event-bus.js';
import { criticalReason, openCriticalCall } from './critical-calls.js';
import { queueLookbacks } from './lookback-queue.js';
import { queueCorrelations } from './correlation-queue.js';

/**
 * What a release means for patient safety (subscriber of `report.released`, in the release's
 * transaction): the 5-year look-back of an abnormal Pap, the cervical biopsy's correlation with
 * earlier Paps, and the critical-result call of a first release.
 */
export function safetyOnRelease(audit: AuditService): Subscriber<'report.released'> {
  return async (release, { em, actor }) => {
    if (release.kind === 'gynecological') {
      await queueLookbacks(em, actor, { caseId: release.caseId, reportId: release.reportId, interpretation: (release.result as GynecologicalResult).interpretation });
    }
    const first = release.type === 'first';
    // Issue 15.2: a cervical biopsy's first release pairs it with the patient's Paps of the 6 months before.
    if (release.kind === 'surgical' && first) await queueCorrelations(em, actor, { caseId: release.caseId, reportId: release.reportId });
    const reason = first ? criticalReason(release.kind, release.result, release.criticalFinding) : null;
    if (reason) {
      await openCriticalCall(em, audit, actor, {
        caseId: release.caseId,
        reportId: release.reportId,
        reason,
        finding: release.diagnosis,
        signerId: release.signer.id,
        signerUsername: release.signer.username,
      });
    }
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, GynecologicalResult, ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import { queueLookbacks } from './lookback-queue.js';

/** What a release means for patient safety, in the release's transaction: the 5-year look-back. */
export async function afterRelease(em: EntityManager, actor: Actor, release: { kind: CaseKind; caseId: number; reportId: number; fields: ResultFields }): Promise<void> {
  if (release.kind === 'gynecological') {
    await queueLookbacks(em, actor, { caseId: release.caseId, reportId: release.reportId, interpretation: (release.fields as GynecologicalResult).interpretation });
  }
}

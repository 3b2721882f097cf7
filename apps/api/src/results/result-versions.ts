import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { CaseResult } from './case-result.entity.js';

/**
 * The next version of a case's stored result, by someone other than its editor — a QC reviewer
 * who disagrees, a discordant look-back — so that case_result is written by results/ only.
 * `change` turns the stored fields into the new ones. Answers the fields before and after, or
 * null when the case has no stored result (nothing is written). The caller audits the change.
 */
export async function nextResultVersion(
  em: EntityManager,
  actor: Actor,
  caseId: number,
  change: (stored: ResultFields) => ResultFields,
): Promise<{ before: ResultFields; after: ResultFields } | null> {
  const row = await em.findOne(CaseResult, { case: caseId });
  if (!row) return null;
  const before = row.fields;
  const after = change(before);
  Object.assign(row, { fields: after, version: row.version + 1, updatedAt: new Date(), updatedById: actor.id, updatedByUsername: actor.username });
  return { before, after };
}

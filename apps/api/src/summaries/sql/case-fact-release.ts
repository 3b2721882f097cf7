import type { CytologicalResult, GynecologicalResult, ResultFields, SurgicalResult } from '@pathdesk/contracts';
import type { ReportReleased } from '../../events/domain-events.js';
import type { Subscriber } from '../../events/event-bus.js';

/**
 * The category a released result is counted under: surgical, the pathologist's malignancy (null
 * without it); cytological, its category; gynecological, unsatisfactory or its interpretation —
 * 'pending' while those are empty.
 */
function releasedCategory(kind: ReportReleased['kind'], result: ResultFields): string | null {
  if (kind === 'surgical') return (result as SurgicalResult).malignancy ?? null;
  if (kind === 'cytological') return (result as CytologicalResult).category ?? 'pending';
  const pap = result as GynecologicalResult;
  return pap.adequacy === 'unsatisfactory' ? 'unsatisfactory' : (pap.interpretation ?? 'pending');
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Subscriber of `report.released`: the case's summary facts take the release — its first release
 * (kept from the first version; the row trigger `tat_days` then stores the TAT), and the latest
 * version's category, pathologist, screener and diagnosis line.
 */
export const caseFactOnRelease: Subscriber<'report.released'> = async (release, { em }) => {
  const result = release.result as unknown as Record<string, unknown>;
  await em.execute(`update case_fact set first_released_at = coalesce(first_released_at, ?), category = ?, pathologist_id = ?, screener_id = ?, diagnosis = ? where case_id = ?`, [
    release.releasedAt,
    releasedCategory(release.kind, release.result),
    idOf(result.pathologistId),
    idOf(result.screenerId),
    release.diagnosis,
    release.caseId,
  ]);
};

import type { EntityManager } from '@mikro-orm/postgresql';

/** A case's safety review still open: a correlation or a look-back not yet recorded. */
export interface OpenReview {
  caseId: number;
  kind: 'correlation' | 'lookback';
  id: number;
}

/**
 * The open correlations and look-backs that involve any of these cases (as the Pap, the biopsy,
 * the trigger or the case re-read): what custody may not dispose of while the review is open.
 */
export async function openSafetyReviews(em: EntityManager, caseIds: readonly number[]): Promise<OpenReview[]> {
  if (!caseIds.length) return [];
  return em.execute<OpenReview[]>(
    `select x.case_id as "caseId", x.kind, x.id from (
       select pap_case_id as case_id, 'correlation' as kind, id from correlation where reviewed_at is null and pap_case_id in (?)
       union all select biopsy_case_id, 'correlation', id from correlation where reviewed_at is null and biopsy_case_id in (?)
       union all select case_id, 'lookback', id from lookback where reviewed_at is null and case_id in (?)
       union all select trigger_case_id, 'lookback', id from lookback where reviewed_at is null and trigger_case_id in (?)
     ) x order by x.case_id, x.kind, x.id`,
    [caseIds, caseIds, caseIds, caseIds],
  );
}

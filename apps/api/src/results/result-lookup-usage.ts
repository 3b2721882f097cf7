import type { LookupUsageCheck } from '../lookups/lookup-usage.js';

const USED_BY = 'results';

/**
 * The config values results name (lookup-usage.ts): a pathologist, screener, specimen type or
 * gynecological comment named by a result is in use — deactivated rather than deleted. Containment
 * (`fields @> …`) goes through the GIN index of case_result.fields. Released reports keep the names
 * themselves (their snapshot), so they need no check.
 */
export const RESULT_LOOKUP_USAGE: readonly LookupUsageCheck[] = (
  [
    ['pathologist', 'pathologistId'],
    ['screener', 'screenerId'],
    ['cytologicaltype', 'cytoTypeId'],
    ['gynecologicaltype', 'gynTypeId'],
  ] as const
).map(([category, field]) => ({
  lookup: 'cfgvalue' as const,
  categories: [category],
  usedBy: USED_BY,
  sql: `select v.id from cfgvalue v where v.id in (?) and exists (select 1 from case_result r where r.fields @> jsonb_build_object('${field}', v.id))`,
}));

export const RESULT_COMMENT_USAGE: LookupUsageCheck = {
  lookup: 'cfgvalue',
  categories: ['gynecologicalcomment'],
  usedBy: USED_BY,
  sql: `select v.id from cfgvalue v where v.id in (?) and exists (select 1 from case_result r where r.fields @> jsonb_build_object('commentIds', jsonb_build_array(v.id)))`,
};

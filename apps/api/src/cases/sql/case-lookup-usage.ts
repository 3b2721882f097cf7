import type { LookupUsageCheck } from '../../lookups/lookup-usage.js';

const USED_BY = 'cases';

/**
 * The lookups cases refer to (lookup-usage.ts): a hospital, doctor, payer (company) or specimen
 * type named by a case is in use — deactivated rather than deleted. Name titles are copied into
 * cases as text, so they are not. A prefix is in use once it has numbered a case.
 */
export const CASE_LOOKUP_USAGE: readonly LookupUsageCheck[] = [
  { lookup: 'hospital', usedBy: USED_BY, sql: 'select h.id from hospital h where h.id in (?) and exists (select 1 from pathology_case c where c.hospital_id = h.id)' },
  { lookup: 'doctor', usedBy: USED_BY, sql: 'select d.id from doctor d where d.id in (?) and exists (select 1 from pathology_case c where c.doctor_id = d.id)' },
  {
    lookup: 'cfgvalue',
    categories: ['company'],
    usedBy: USED_BY,
    sql: 'select v.id from cfgvalue v where v.id in (?) and exists (select 1 from pathology_case c where c.company_id = v.id)',
  },
  {
    lookup: 'cfgvalue',
    categories: ['gynecologicaltype'],
    usedBy: 'gynecological cases',
    sql: 'select v.id from cfgvalue v where v.id in (?) and exists (select 1 from pathology_case c where c.gyn_type_id = v.id)',
  },
  {
    lookup: 'cfgvalue',
    categories: ['cytologicaltype'],
    usedBy: 'cytological cases',
    sql: 'select v.id from cfgvalue v where v.id in (?) and exists (select 1 from pathology_case c where c.cyto_type_id = v.id)',
  },
  { lookup: 'setting_prefix', usedBy: USED_BY, sql: 'select distinct prefix_id as id from accession_counter where prefix_id in (?)' },
];

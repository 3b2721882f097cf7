import type { LookupUsageCheck } from '../../lookups/lookup-usage.js';

/**
 * The lookups the bench refers to (lookup-usage.ts): a hospital or company with its own test prices,
 * and a hospital that borrowed paraffin blocks, are in use — deactivated rather than deleted.
 */
export const BENCH_LOOKUP_USAGE: readonly LookupUsageCheck[] = [
  { lookup: 'hospital', usedBy: 'test prices', sql: 'select distinct hospital_id as id from lab_test_price where hospital_id in (?)' },
  { lookup: 'hospital', usedBy: 'paraffin requests', sql: 'select distinct hospital_id as id from paraffin_request where hospital_id in (?)' },
  { lookup: 'cfgvalue', categories: ['company'], usedBy: 'test prices', sql: 'select distinct company_id as id from lab_test_price where company_id in (?)' },
];

import { ADDITIONAL_OPEN_COUNT } from './additional-open-count.js';
import { AUDIT_LOG_APPEND_ONLY } from './audit-log-append-only.js';
import { CASE_FACT_PARTS } from './case-fact-parts.js';
import { CASE_FACT_SYNC } from './case-fact-sync.js';
import { CASE_FACT_TAT_DAYS_TRIGGER } from './case-fact-tat-days.js';
import type { CataloguedTrigger } from './catalogued-trigger.js';
import { CREDIT_NOTE_APPEND_ONLY } from './credit-note-append-only.js';
import { CUSTODY_APPEND_ONLY } from './custody-append-only.js';
import { DISPATCH_APPEND_ONLY } from './dispatch-append-only.js';
import { INTERFACE_MESSAGE_KEPT } from './interface-message-kept.js';
import { LINK_CASE_PATIENT_TRIGGER } from './link-case-patient.js';
import { REPORT_VERSION_APPEND_ONLY } from './report-version-append-only.js';

/** Every trigger of the schema with its current body, in migration order (README.md says what each keeps true). */
export const TRIGGER_CATALOGUE: CataloguedTrigger[] = [
  ...AUDIT_LOG_APPEND_ONLY,
  ...REPORT_VERSION_APPEND_ONLY,
  ...DISPATCH_APPEND_ONLY,
  ...CASE_FACT_SYNC,
  ...LINK_CASE_PATIENT_TRIGGER,
  ...ADDITIONAL_OPEN_COUNT,
  ...CASE_FACT_TAT_DAYS_TRIGGER,
  ...CREDIT_NOTE_APPEND_ONLY,
  ...CUSTODY_APPEND_ONLY,
  ...INTERFACE_MESSAGE_KEPT,
  ...CASE_FACT_PARTS,
];

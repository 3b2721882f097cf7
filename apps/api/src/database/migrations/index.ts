import { Migration20261121001AuditLog } from './20261121-001-audit-log.js';
import { Migration20261121002UsersSessions } from './20261121-002-users-sessions.js';
import { Migration20261122003Lookups } from './20261122-003-lookups.js';
import { Migration20261122004Cases } from './20261122-004-cases.js';
import { Migration20261123005ResultsReports } from './20261123-005-results-reports.js';
import { Migration20261124006CaseCitizenId } from './20261124-006-case-citizen-id.js';
import { Migration20261124007Bench } from './20261124-007-bench.js';
import { Migration20261124008RescreenAmendReason } from './20261124-008-rescreen-amend-reason.js';
import { Migration20261124010Billing } from './20261124-010-billing.js';
import { Migration20261124011ReportsDispatch } from './20261124-011-reports-dispatch.js';
import { Migration20261124012PatientsSafety } from './20261124-012-patients-safety.js';
import { Migration20261124013LabDateFormat } from './20261124-013-lab-date-format.js';
import { Migration20261124015ScreenerWorkload } from './20261124-015-screener-workload.js';
import { Migration20261124016Correlation } from './20261124-016-correlation.js';
import { Migration20261124017JobRuns } from './20261124-017-job-runs.js';
import { Migration20261124018UserLanguage } from './20261124-018-user-language.js';
import { Migration20261124019AdditionalOpenCounts } from './20261124-019-additional-open-counts.js';
import { Migration20261124020SummaryTatDays } from './20261124-020-summary-tat-days.js';

/** Applied in this order at start; append new migrations at the end, never edit applied ones. */
export const MIGRATIONS = [
  { name: '20261121-001-audit-log', class: Migration20261121001AuditLog },
  { name: '20261121-002-users-sessions', class: Migration20261121002UsersSessions },
  { name: '20261122-003-lookups', class: Migration20261122003Lookups },
  { name: '20261122-004-cases', class: Migration20261122004Cases },
  { name: '20261123-005-results-reports', class: Migration20261123005ResultsReports },
  { name: '20261124-006-case-citizen-id', class: Migration20261124006CaseCitizenId },
  { name: '20261124-007-bench', class: Migration20261124007Bench },
  { name: '20261124-008-rescreen-amend-reason', class: Migration20261124008RescreenAmendReason },
  { name: '20261124-010-billing', class: Migration20261124010Billing },
  { name: '20261124-011-reports-dispatch', class: Migration20261124011ReportsDispatch },
  { name: '20261124-012-patients-safety', class: Migration20261124012PatientsSafety },
  { name: '20261124-013-lab-date-format', class: Migration20261124013LabDateFormat },
  { name: '20261124-015-screener-workload', class: Migration20261124015ScreenerWorkload },
  { name: '20261124-016-correlation', class: Migration20261124016Correlation },
  { name: '20261124-017-job-runs', class: Migration20261124017JobRuns },
  { name: '20261124-018-user-language', class: Migration20261124018UserLanguage },
  { name: '20261124-019-additional-open-counts', class: Migration20261124019AdditionalOpenCounts },
  { name: '20261124-020-summary-tat-days', class: Migration20261124020SummaryTatDays },
];

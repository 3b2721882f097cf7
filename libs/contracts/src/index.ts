// Types and constants only: web bundles import this without pulling in a validation library.
// Validation schemas live in `@pathdesk/contracts/schemas`.
export * from './access.js';
export * from './audit.js';
export * from './auth.js';
export * from './bench.js';
export * from './case-dates.js';
export * from './case-fields.js';
export * from './cases.js';
export * from './envelopes.js';
export * from './errors.js';
export * from './filters.js';
export * from './lab-clock.js';
export * from './health.js';
export * from './lab-settings.js';
export * from './lists.js';
export * from './lookups.js';
export * from './report-wording.js';
export * from './result-rules.js';
export * from './results.js';
export * from './roles.js';
export * from './shell-config.js';
export * from './thai-citizen-id.js';
export * from './users.js';
export * from './workspace-paths.js';
export * from './patients.js';
export * from './safety.js';
